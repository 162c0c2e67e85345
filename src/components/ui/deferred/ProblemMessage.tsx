import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { problemMessage } from '@/lib/reliability/deferred/problems'

/** What happened, from the one table (lib/reliability/problems.ts). Loaded lazily: see ProblemText. */
export default function ProblemMessage({
  error,
  fallback = null,
}: {
  error: unknown
  fallback?: ReactNode
}) {
  // Loads the `problems` texts itself when a failure comes before they were fetched (the
  // general text stands in meanwhile), and shows the message once they are there.
  const { t, ready } = useTranslation(['errors', 'problems'])
  return <>{ready ? problemMessage(t, error) : fallback}</>
}
