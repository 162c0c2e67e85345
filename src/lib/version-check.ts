import { reloadOnce } from './reload-guard'

export const VERSION_FIRST_CHECK_MS = 1_000
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

/**
 * Polls version.json (emitted by the build): 1 s after start, then periodically and when the tab
 * becomes visible again. A different build id triggers one guarded reload.
 */
export function startVersionCheck(
  currentBuildId: string,
  deps: { fetchBuildId?: () => Promise<string | null>; reload?: () => boolean } = {},
): () => void {
  const fetchBuildId = deps.fetchBuildId ?? fetchLatestBuildId
  const reload = deps.reload ?? (() => reloadOnce())
  let stopped = false
  const check = async () => {
    const latest = await fetchBuildId()
    if (!stopped && latest && latest !== currentBuildId) reload()
  }
  const first = setTimeout(check, VERSION_FIRST_CHECK_MS)
  const interval = setInterval(check, VERSION_CHECK_INTERVAL_MS)
  const onVisible = () => {
    if (document.visibilityState === 'visible') void check()
  }
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    stopped = true
    clearTimeout(first)
    clearInterval(interval)
    document.removeEventListener('visibilitychange', onVisible)
  }
}
