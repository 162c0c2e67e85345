import { useTranslation } from 'react-i18next'
import { problemMessage } from '@/lib/problems'

/** What happened, from the one table (lib/problems.ts). Loaded lazily: see ProblemText. */
export default function ProblemMessage({ error }: { error: unknown }) {
  // Loads the `problems` texts itself when a failure comes before they were fetched.
  const { t, ready } = useTranslation(['errors', 'problems'])
  return ready ? <>{problemMessage(t, error)}</> : null
}
