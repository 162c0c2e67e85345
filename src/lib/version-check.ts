import { whenLoadedAndIdle } from './when-idle'
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
  /** Runs `start` once the page is idle (default: after the `load` event, when the browser is idle). */
  whenIdle?: (start: () => void) => () => void
  /** Subscribes to the app's navigations (the router's onBeforeNavigate); returns unsubscribe. */
  onNavigate?: (listener: NavigationListener) => () => void
}

/** After the `load` event, at the browser's next idle moment (at the latest 10 s later). */
function defaultWhenIdle(start: () => void): () => void {
  return whenLoadedAndIdle(start, VERSION_IDLE_TIMEOUT_MS)
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
 * Polls version.json (emitted by the build) once the page is idle, then periodically and when
 * the tab becomes visible again. A new build does not reload the page on the spot: the reload
 * waits for the next navigation (which then loads its destination from the new build) or for
 * the tab to be hidden, and never happens while the visitor is typing in a form.
 * (Reloading when hidden loses nothing: checkout drafts live in sessionStorage.)
 */
export function startVersionCheck(currentBuildId: string, deps: VersionCheckDeps = {}): () => void {
  const fetchBuildId = deps.fetchBuildId ?? fetchLatestBuildId
  const reload =
    deps.reload ??
    ((href?: string) => reloadOnce(href ? { reload: () => window.location.assign(href) } : {}))
  const whenIdle = deps.whenIdle ?? defaultWhenIdle
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
