import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useConnection } from '@/lib/reliability/use-connection'
import { ErrorScreen } from './ErrorScreen'

/**
 * A page's code could not be fetched: the app's own message inside the layout, with Try again;
 * the page change completes by itself once the browser is back online. (Where the server answers,
 * the page reloads once first, at most once per 10 s: main.tsx.) Part of the first chunk, with
 * its texts in `errors` (loaded before the first render): it is needed exactly when code cannot
 * be fetched, so it must not be fetched itself.
 */
export function ChunkError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('errors')
  const { offline } = useConnection()
  useEffect(() => {
    window.addEventListener('online', onRetry)
    return () => window.removeEventListener('online', onRetry)
  }, [onRetry])
  return (
    <ErrorScreen
      status={503}
      standalone={false}
      message={t('chunk.title')}
      description={t(offline ? 'chunk.offline' : 'chunk.failed')}
      onRetry={onRetry}
    />
  )
}
