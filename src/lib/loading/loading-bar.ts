/** The spec's loading-bar constants. */
export const LOADING_BAR = {
  durationMs: 2000,
  throttleMs: 200,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
} as const

const TRICKLE_MS = 100
const ERROR_CLASS = 'nprogress-error'

type Progress = Pick<
  typeof import('nprogress'),
  'configure' | 'start' | 'set' | 'inc' | 'done' | 'remove'
>
/** nprogress itself, or a loader for it: it is fetched only when a bar first has to show. */
type ProgressSource = Progress | (() => Promise<Progress>)

/** The visitor asked for less motion: the bar then shows without advancing (WCAG 2.3.3). */
const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches

const loadNProgress = () => import('nprogress').then((module) => module.default)

/**
 * Drives nprogress with the spec's timings: nothing shows for navigations faster than the
 * throttle; the bar then advances so that it would reach ~90 % after `duration`; on completion it
 * fills, stays for `hideDelay`, and is reset `resetDelay` later. Errors turn it to the error colour.
 */
export function createLoadingBar(
  source: ProgressSource = loadNProgress,
  root: HTMLElement = document.body,
) {
  const configure = (progress: Progress) =>
    progress.configure({
      showSpinner: false,
      trickle: false,
      minimum: 0.08,
      speed: LOADING_BAR.resetDelayMs,
      // nprogress's default template uses role="bar", which is not an ARIA role: ours has none, and
      // the bar is hidden from assistive technology (the page's own busy state speaks instead).
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      barSelector: '.bar',
    })
  let loaded: Progress | null = null
  let pending: Promise<Progress> | null = null
  if (typeof source !== 'function') {
    configure(source)
    loaded = source
  }
  /**
   * Runs with nprogress, at once when it is loaded; calls keep their order either way. When it
   * cannot be fetched (offline) the bar stays away and the next call tries again: never an
   * unhandled rejection, never a crash.
   */
  const withProgress = (run: (progress: Progress) => void) => {
    if (loaded) return run(loaded)
    pending ??= (source as () => Promise<Progress>)().then(
      (progress) => {
        configure(progress)
        loaded = progress
        return progress
      },
      (error: unknown) => {
        pending = null
        throw error
      },
    )
    pending.then(run, () => undefined)
  }
  let showTimer: ReturnType<typeof setTimeout> | undefined
  let trickleTimer: ReturnType<typeof setInterval> | undefined
  let hideTimer: ReturnType<typeof setTimeout> | undefined
  let resetTimer: ReturnType<typeof setTimeout> | undefined
  let visible = false
  let value = 0

  const clearAll = () => {
    clearTimeout(showTimer)
    clearInterval(trickleTimer)
    clearTimeout(hideTimer)
    clearTimeout(resetTimer)
  }

  return {
    start() {
      clearAll()
      root.classList.remove(ERROR_CLASS)
      showTimer = setTimeout(() => {
        visible = true
        value = 0.08
        withProgress((progress) => progress.start())
        if (reducedMotion()) return
        const step = (0.9 - value) / (LOADING_BAR.durationMs / TRICKLE_MS)
        trickleTimer = setInterval(() => {
          value = Math.min(0.9, value + step)
          withProgress((progress) => progress.set(value))
        }, TRICKLE_MS)
      }, LOADING_BAR.throttleMs)
    },
    finish(options: { error?: boolean } = {}) {
      clearAll()
      // A fast success stays invisible; a failure always shows, even a fast one.
      if (!visible && !options.error) return
      if (!visible) {
        visible = true
        withProgress((progress) => progress.start())
      }
      if (options.error) root.classList.add(ERROR_CLASS)
      withProgress((progress) => progress.set(1))
      hideTimer = setTimeout(() => {
        withProgress((progress) => progress.done(true))
        resetTimer = setTimeout(() => {
          withProgress((progress) => progress.remove())
          root.classList.remove(ERROR_CLASS)
          visible = false
          value = 0
        }, LOADING_BAR.resetDelayMs)
      }, LOADING_BAR.hideDelayMs)
    },
    get isVisible() {
      return visible
    },
  }
}
export type LoadingBar = ReturnType<typeof createLoadingBar>

let shared: LoadingBar | null = null

/** The app's one loading bar (created on first use). */
export function getLoadingBar(): LoadingBar {
  shared ??= createLoadingBar()
  return shared
}
