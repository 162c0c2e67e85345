import { criticalWorkPending } from './critical-work'

/**
 * Runs `task` once the browser is idle after the first render (requestIdleCallback, or a short
 * timeout where it is missing); returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  // Lazy work waits for the page's critical things (src/lib/loading/critical-work.ts).
  const held = criticalWorkPending()
  if (held) {
    let cancel: (() => void) | undefined
    let cancelled = false
    void held.then(() => {
      if (!cancelled) cancel = idle(task, timeoutMs)
    })
    return () => {
      cancelled = true
      cancel?.()
    }
  }
  return idle(task, timeoutMs)
}

function idle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(task, 200)
  return () => window.clearTimeout(id)
}

/**
 * Runs `task` once the page has loaded (the `load` event) and then the browser is idle; returns
 * a function that cancels it.
 */
export function whenLoadedAndIdle(task: () => void, timeoutMs?: number): () => void {
  let cancel = () => {}
  const onLoad = () => (cancel = whenIdle(task, timeoutMs))
  if (document.readyState === 'complete') onLoad()
  else {
    window.addEventListener('load', onLoad, { once: true })
    cancel = () => window.removeEventListener('load', onLoad)
  }
  return () => cancel()
}
