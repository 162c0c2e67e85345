/**
 * What the visitor should know about the connection right now, for the one notice the layouts
 * show (see components/layout/ConnectionNotice.tsx and docs/reliability.md):
 * - offline: the browser says so (only then: a server that cannot be reached while the browser is
 *   online is the failed step's own message, and the notice would be untrue);
 * - slow: a call has been waiting longer than SLOW_AFTER_MS ("still working");
 * - checking: a mutation's answer was lost and the API client is asking again with the same
 *   Idempotency-Key.
 * The API client feeds it; nothing here touches React.
 */
export const SLOW_AFTER_MS = 3_000

export interface ConnectionState {
  offline: boolean
  slow: boolean
  checking: boolean
}

let state: ConnectionState = { offline: false, slow: false, checking: false }
let browserOffline = false
const slowCalls = new Set<symbol>()
let checkingCalls = 0
const listeners = new Set<() => void>()

function update(): void {
  const next: ConnectionState = {
    offline: browserOffline,
    slow: slowCalls.size > 0,
    checking: checkingCalls > 0,
  }
  if (JSON.stringify(next) === JSON.stringify(state)) return
  state = next
  for (const listener of listeners) listener()
}

/** The notice's text (a key of `errors`) and class for a state; no text when all is well. */
export function connectionNotice({ offline, checking, slow }: ConnectionState) {
  const key = offline ? 'offline' : checking ? 'checking' : slow ? 'slow' : ''
  return {
    key: key && `connection.${key}`,
    className: `connection-notice${key ? ' is-shown' : ''}${offline ? ' is-offline' : ''}`,
  }
}

export function connectionState(): ConnectionState {
  return state
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

/** Resolves at once when online, else on the browser's next `online` event. */
export function whenOnline(): Promise<void> {
  if (!isBrowserOffline()) return Promise.resolve()
  return new Promise((resolve) =>
    window.addEventListener('online', () => resolve(), { once: true }),
  )
}

/**
 * A call has started (`waited` ms ago: a call the app took over from index.html); returns the
 * function to call when it has ended (answered or not).
 */
export function trackCall(waited = 0): (answered?: boolean) => void {
  const id = Symbol('call')
  const timer = setTimeout(
    () => {
      slowCalls.add(id)
      update()
    },
    Math.max(0, SLOW_AFTER_MS - waited),
  )
  return () => {
    clearTimeout(timer)
    slowCalls.delete(id)
    update()
  }
}

/** A mutation's answer was lost; the client is asking again. Returns the function ending it. */
export function trackCheck(): () => void {
  checkingCalls += 1
  update()
  return () => {
    checkingCalls -= 1
    update()
  }
}

/** The browser went on- or offline. */
function onLineChange(): void {
  browserOffline = isBrowserOffline()
  update()
}
if (typeof window !== 'undefined') {
  window.addEventListener('offline', onLineChange)
  window.addEventListener('online', onLineChange)
  onLineChange()
}

/** For tests. */
export function resetConnectionState(): void {
  browserOffline = isBrowserOffline()
  slowCalls.clear()
  checkingCalls = 0
  update()
}
