import { whenLoadedAndIdle } from '../loading/when-idle'
import { reloadOnce } from './reload-guard'

export const VERSION_IDLE_TIMEOUT_MS = 10_000
export const VERSION_CHECK_INTERVAL_MS = 5 * 60_000

export async function fetchLatestBuildId(): Promise<string | null> {
  try {
    const response = await fetch(`/version.json?t=${Date.now()}`, { cache: 'no-store' })
    if (!response.ok) return null
    const body: unknown = await response.json()
    const id = (body as { buildId?: unknown } | null)?.buildId
    return typeof id === 'string' ? id : null
  } catch {
    return null
  }
}

/** A navigation about to happen inside the app: where to. */
export type NavigationListener = (href: string) => void

export interface VersionCheckDeps {
  fetchBuildId?: () => Promise<string | null>
  /** Reloads (to `href` when given) unless the reload guard says no; true when it reloads. */
  reload?: (href?: string) => boolean
  /** Runs `start` once the page is idle (default: whenPageIdle). */
  whenIdle?: (start: () => void) => () => void
  /** Subscribes to the app's navigations (the router's onBeforeNavigate); returns unsubscribe. */
  onNavigate?: (listener: NavigationListener) => () => void
}

/** The specification's first check: 1 s after start, at the earliest. */
export const VERSION_FIRST_CHECK_MS = 1_000

/**
 * When the first check may run: 1 s after the page started at the earliest (the specification's
 * pre-check), and only once the page has loaded and the browser is idle (so it never competes
 * with the first page's own requests); at the latest 10 s after that.
 */
export function whenPageIdle(start: () => void): () => void {
  let cancel = () => {}
  const timer = setTimeout(
    () => (cancel = whenLoadedAndIdle(start, VERSION_IDLE_TIMEOUT_MS)),
    Math.max(0, VERSION_FIRST_CHECK_MS - performance.now()),
  )
  return () => {
    clearTimeout(timer)
    cancel()
  }
}

/** Whether the visitor is typing: focus in a text field, a select or an editable element. */
function isTyping(): boolean {
  const el = document.activeElement as HTMLElement | null
  if (!el) return false
  if (el.isContentEditable) return true
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true
  return (
    el instanceof HTMLInputElement &&
    !['button', 'submit', 'reset', 'checkbox', 'radio', 'image', 'range', 'color'].includes(el.type)
  )
}

/**
 * Polls version.json once the page is idle, then periodically and on tab focus. A new build
 * reloads at the next navigation or when the tab is hidden (drafts live in sessionStorage),
 * never while the visitor types in a form.
 */
export function startVersionCheck(currentBuildId: string, deps: VersionCheckDeps = {}): () => void {
  const fetchBuildId = deps.fetchBuildId ?? fetchLatestBuildId
  const reload =
    deps.reload ??
    ((href?: string) => reloadOnce(href ? { reload: () => window.location.assign(href) } : {}))
  const whenIdle = deps.whenIdle ?? whenPageIdle
  let stopped = false
  let newBuild = false
  let interval: ReturnType<typeof setInterval> | undefined

  const reloadNow = (href?: string, submitted = false) => {
    if (!stopped && newBuild && (submitted || !isTyping()) && reload(href)) stopped = true
  }
  // A form sent (its submit button pressed or Enter) ends the typing, although the focus may
  // stay in its last field (a pressed submit button keeps it there: lib/form keepFocusOnPress);
  // the navigation it leads to may reload. A navigation made while typing (a search box that
  // updates the URL) may not.
  let submitted = false
  const onSubmit = () => (submitted = true)
  const check = async () => {
    if (newBuild) return
    const latest = await fetchBuildId()
    if (stopped || !latest || latest === currentBuildId) return
    newBuild = true
    if (document.visibilityState === 'hidden') reloadNow()
  }
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') reloadNow()
    else void check()
  }
  const cancelIdle = whenIdle(() => {
    if (stopped) return
    void check()
    interval = setInterval(check, VERSION_CHECK_INTERVAL_MS)
  })
  const unsubscribe = deps.onNavigate?.((href) => {
    const afterSubmit = submitted
    submitted = false
    reloadNow(href, afterSubmit)
  })
  document.addEventListener('visibilitychange', onVisibility)
  document.addEventListener('submit', onSubmit, true)
  return () => {
    stopped = true
    cancelIdle()
    clearInterval(interval)
    unsubscribe?.()
    document.removeEventListener('visibilitychange', onVisibility)
    document.removeEventListener('submit', onSubmit, true)
  }
}
