import { useTranslation } from 'react-i18next'
import { problemMessage } from '@/lib/problems'

/** What happened, from the one table (lib/problems.ts). Loaded lazily: see ProblemText. */
export default function ProblemMessage({ error }: { error: unknown }) {
  const { t } = useTranslation('errors')
  return <>{problemMessage(t, error)}</>
}
