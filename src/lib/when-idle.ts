/**
 * Runs `task` once the browser is idle after the first render (requestIdleCallback, or a short
 * timeout where it is missing); returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
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

let held: Promise<void> | undefined

/**
 * Holds the page's lazy requests (whenIdle's tasks and those that ask `afterCriticalRequests`)
 * until `critical` has settled, at most `capMs`: over HTTP/1.1 the browser has six connections
 * per host, and the requests a click waits for (the first days' slots) should not queue behind
 * code and texts below the fold (docs/performance.md, "Sixth session: day click").
 */
export function holdLazyRequests(critical: Promise<unknown>, capMs = 3_000): void {
  const current = Promise.race([
    critical.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => window.setTimeout(resolve, capMs)),
  ])
  held = current
  void current.then(() => {
    if (held === current) held = undefined
  })
}

/** Settles once the page's critical requests are in (at once when none are held). */
export function afterCriticalRequests(): Promise<void> {
  return held ?? Promise.resolve()
}
