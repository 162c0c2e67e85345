import { fetchLatestBuildId } from './version-check'

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
  /** Whether the browser is offline (default: navigator.onLine). */
  offline?: () => boolean
  /** Whether the new code can be fetched now (default: version.json answers). */
  reachable?: () => Promise<boolean>
}

/** How often a reload that waits for the connection checks again whether the server answers. */
export const RELOAD_RECHECK_MS = 5_000

/**
 * Reloads the page unless a forced reload happened in the last 10 seconds. The time is kept in
 * sessionStorage so the guard survives the reload it triggers (no reload loop).
 * Never while offline: a reload then would replace the app with the browser's "No internet"
 * page. It waits for the `online` event and for the server to answer, then reloads (returns
 * false: not now).
 */
export function reloadOnce(deps: ReloadDeps = {}): boolean {
  const offline = deps.offline ?? (() => navigator.onLine === false)
  if (offline()) {
    void reloadWhenReachable(deps)
    return false
  }
  return reloadNow(deps)
}

let waiting: Promise<boolean> | null = null

/** Waits until the browser is online and the server answers, then reloads once (guarded). */
export function reloadWhenReachable(deps: ReloadDeps = {}): Promise<boolean> {
  waiting ??= whenReachable(deps)
    .then(() => reloadNow(deps))
    .finally(() => (waiting = null))
  return waiting
}

/**
 * Resolves once the browser says it is online and the server answers (its version file), checking
 * again every few seconds: `navigator.onLine` stays true on a connection that has died, and it
 * may turn false only after the first requests have already failed.
 */
export async function whenReachable(
  deps: Pick<ReloadDeps, 'offline' | 'reachable'> = {},
): Promise<void> {
  const offline = deps.offline ?? (() => navigator.onLine === false)
  const reachable = deps.reachable ?? serverAnswers
  for (;;) {
    if (offline()) {
      await new Promise<void>((resolve) =>
        window.addEventListener('online', () => resolve(), { once: true }),
      )
    }
    if (!offline() && (await reachable())) return
    await new Promise((resolve) => setTimeout(resolve, RELOAD_RECHECK_MS))
  }
}

const serverAnswers = async () => (await fetchLatestBuildId()) !== null

function reloadNow(deps: ReloadDeps): boolean {
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

/**
 * A lazily loaded chunk failed. TanStack Router would reload the page by itself for it (and
 * offline that shows the browser's "No internet" page); mark the error as handled for the
 * router, so the route's error component (RouteError) decides: wait for the connection and
 * try again, or reload once when a new build is the cause.
 */
export function keepRouterFromReloading(error: unknown): void {
  if (error instanceof Error) {
    safeSessionStorage()?.setItem(`${ROUTER_RELOAD_PREFIX}${error.message}`, '1')
  }
}

/**
 * Imports a chunk; when that fails because the connection is gone (the browser says so, or the
 * server does not answer), waits until it is back and imports once more (for lazily loaded parts
 * outside the router, e.g. the cart drawer). A chunk missing from a server that answers is
 * another matter (a new deployment): that error goes to the importer. Chromium keeps a module
 * that failed to load as failed for the page's life, so when the second try fails too the page
 * reloads once (guarded), which is the only way to fetch it again.
 */
export async function importWhenOnline<T>(
  importer: () => Promise<T>,
  deps: ReloadDeps = {},
): Promise<T> {
  try {
    return await importer()
  } catch (error) {
    const offline = deps.offline ?? (() => navigator.onLine === false)
    const reachable = deps.reachable ?? serverAnswers
    if (!offline() && (await reachable())) throw error
    await whenReachable(deps)
    try {
      return await importer()
    } catch (again) {
      reloadNow({ ...deps, error: again })
      throw again
    }
  }
}
