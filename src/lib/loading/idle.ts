import { whenLoadedAndIdle } from './when-idle'

/**
 * Idle prefetch (docs/decisions/011-idle-prefetch-and-startup-texts.md): the next step's code,
 * fetched after `load` when idle, online and without Save-Data, so a connection that drops later
 * does not stop the visitor. `<html data-idle-prefetch>` shows its state; measuring tools hold
 * it (`__webshopIdlePrefetch = 'hold'`, released by `webshop:idle-prefetch`) to count it apart.
 */
declare global {
  interface Window {
    __webshopIdlePrefetch?: 'hold'
  }
  interface Navigator {
    connection?: { saveData?: boolean }
  }
}

export const IDLE_PREFETCH_RELEASE = 'webshop:idle-prefetch'

const queued = new Map<string, () => Promise<unknown>>()
const settled = new Set<string>()
let scheduled = false
let running = false

/**
 * A prefetch is under way: a file that fails to load while the connection is gone is no reason
 * to reload the page, since nothing on it needs that file yet.
 */
export function isIdlePrefetching(): boolean {
  return running
}

const mark = (state: 'waiting' | 'held' | 'running' | 'done') =>
  (document.documentElement.dataset.idlePrefetch = state)

/** Queues `task` (once per `key`) for the next idle moment after the page has loaded. */
export function prefetchWhenIdle(key: string, task: () => Promise<unknown>): void {
  if (typeof window === 'undefined' || settled.has(key) || queued.has(key)) return
  if (navigator.connection?.saveData) return
  queued.set(key, task)
  schedule()
}

function schedule() {
  if (scheduled) return
  scheduled = true
  mark('waiting')
  const whenOnline = (next: () => void) =>
    navigator.onLine ? next() : window.addEventListener('online', () => next(), { once: true })
  const released = (next: () => void) => {
    // Under unit tests the document may be gone when the idle timer fires.
    if (typeof window === 'undefined') return
    if (window.__webshopIdlePrefetch !== 'hold') return next()
    mark('held')
    window.addEventListener(IDLE_PREFETCH_RELEASE, () => next(), { once: true })
  }
  whenLoadedAndIdle(() => released(() => whenOnline(() => void run())))
}

async function run() {
  mark('running')
  running = true
  const batch = [...queued]
  queued.clear()
  await Promise.all(
    batch.map(([key, task]) =>
      task().then(
        () => settled.add(key),
        // Not fetched (the connection dropped): intent or the next idle moment tries again.
        () => undefined,
      ),
    ),
  )
  running = false
  scheduled = false
  if (queued.size) schedule()
  else mark('done')
}
