export const RELOAD_GUARD_MS = 10_000
const KEY = 'webshop:last-forced-reload'
/** Prefix of the key TanStack Router sets before its own one-time reload for a missing chunk. */
const ROUTER_RELOAD_PREFIX = 'tanstack_router_reload:'

export interface ReloadDeps {
  /** The chunk error that caused the reload, if any. */
  error?: unknown
  now?: () => number
  storage?: Pick<Storage, 'getItem' | 'setItem'>
  reload?: () => void
}

/**
 * Reloads the page unless a forced reload happened in the last 10 seconds. The time is kept in
 * sessionStorage so the guard survives the reload it triggers (no reload loop).
 */
export function reloadOnce(deps: ReloadDeps = {}): boolean {
  const now = (deps.now ?? Date.now)()
  const storage = deps.storage ?? safeSessionStorage()
  const last = Number(storage?.getItem(KEY) ?? 0)
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false
  storage?.setItem(KEY, String(now))
  // Tell the router this chunk error has had its reload, so it does not reload again for it.
  if (deps.error instanceof Error)
    storage?.setItem(`${ROUTER_RELOAD_PREFIX}${deps.error.message}`, '1')
  ;(deps.reload ?? (() => window.location.reload()))()
  return true
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

function routerReloadKeys(storage: Storage): string[] {
  const keys: string[] = []
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i)
    if (key?.startsWith(ROUTER_RELOAD_PREFIX)) keys.push(key)
  }
  return keys
}

/**
 * TanStack Router reloads by itself once when a lazily loaded route chunk is missing. Such a
 * reload counts for our guard too, so the page never reloads twice within 10 seconds however
 * the missing chunk was noticed.
 */
export function adoptRouterReloads(deps: { now?: () => number } = {}): void {
  const storage = safeSessionStorage()
  if (!storage) return
  const before = new Set(routerReloadKeys(storage))
  window.addEventListener('pagehide', () => {
    if (routerReloadKeys(storage).some((key) => !before.has(key))) {
      storage.setItem(KEY, String((deps.now ?? Date.now)()))
    }
  })
}

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError/i

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(`${error.name} ${error.message}`)
}
