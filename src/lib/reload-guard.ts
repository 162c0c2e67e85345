export const RELOAD_GUARD_MS = 10_000
const KEY = 'webshop:last-forced-reload'

export interface ReloadDeps {
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

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError/i

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(`${error.name} ${error.message}`)
}
