import { Suspense, lazy, type ReactNode } from 'react'

/**
 * The message table stays out of the first page's bundle: it is fetched when the browser is
 * idle after the first render (preloadProblemText, from the root route) or when a message is
 * first needed; until then `fallback` (a general text) stands in.
 */
export const preloadProblemText = () => import('./ProblemMessage')
const ProblemMessage = lazy(preloadProblemText)

export function ProblemText({ error, fallback }: { error: unknown; fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ProblemMessage error={error} />
    </Suspense>
  )
}
