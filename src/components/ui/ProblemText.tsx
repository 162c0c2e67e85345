import { useEffect, useState, type ReactNode } from 'react'

type ProblemModule = typeof import('./deferred/ProblemMessage')

let loaded: ProblemModule | null = null
let loading: Promise<ProblemModule> | null = null

/**
 * The message table stays out of the first page's bundle: it is fetched on the visitor's first
 * interaction (root route) or when a message is first needed. A failed fetch is forgotten, so
 * the next call (or the `online` event) tries again. Never while the browser is offline: a module
 * that could not be fetched stays failed for the document in Chromium (150), so every later
 * import of it would fail too, back online (and reload the page: main.tsx).
 */
export function preloadProblemText(): Promise<ProblemModule> {
  if (!loading && navigator.onLine === false)
    return Promise.reject(new Error('Offline: the message table is fetched once back online'))
  loading ??= import('./deferred/ProblemMessage').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/**
 * What happened, from the one table (lib/reliability/deferred/problems.ts). Until the table is there (or while it
 * cannot be fetched: offline) `fallback`, a general text, stands in; it never throws to the
 * page's error boundary, so a failed fetch of the table never replaces the page.
 */
export function ProblemText({ error, fallback }: { error: unknown; fallback: ReactNode }) {
  const [module, setModule] = useState(loaded)
  useEffect(() => {
    if (module) return
    let live = true
    const load = () =>
      void preloadProblemText().then(
        (next) => live && setModule(next),
        () => undefined,
      )
    load()
    window.addEventListener('online', load)
    return () => {
      live = false
      window.removeEventListener('online', load)
    }
  }, [module])
  return module ? <module.default error={error} fallback={fallback} /> : <>{fallback}</>
}
