import { useTranslation } from 'react-i18next'
import { ProblemText } from '@/components/ui/ProblemText'
import { isApiError } from '@/lib/http'

/**
 * A failed call's message, from the one table (lib/reliability/deferred/problems.ts). The table is not part of the
 * checkout's first render, to keep it small: it arrives when the browser is idle, or with
 * the first failure; until then (offline before it came) a general text of `errors` stands in.
 */
export function FailureText({ error }: { error: unknown }) {
  const { t } = useTranslation('errors')
  const noAnswer = isApiError(error) && (error.kind === 'network' || error.kind === 'offline')
  return (
    <ProblemText error={error} fallback={t(noAnswer ? 'connection.lost' : 'form.serverError')} />
  )
}
