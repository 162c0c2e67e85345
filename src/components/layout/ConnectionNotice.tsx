import { useTranslation } from 'react-i18next'
import { useConnection } from '@/lib/reliability/use-connection'
import './connection-notice.css'

/**
 * The one notice about the connection, on every page: offline (the browser says so), an answer
 * being checked (a mutation's answer was lost), or
 * still working (a call has waited a few seconds). A polite live region that is always there,
 * so each change is announced once; empty (and invisible) when all is well.
 * Part of the first chunk, with its texts in `errors` (loaded before the first render): it must
 * show for a visitor who never touched the page, when nothing can be fetched any more.
 */
export function ConnectionNotice() {
  const { t } = useTranslation('errors')
  const { offline, checking, slow } = useConnection()
  const text = offline
    ? t('connection.offline')
    : checking
      ? t('connection.checking')
      : slow
        ? t('connection.slow')
        : ''
  return (
    <div
      className={`connection-notice${text ? ' is-shown' : ''}${offline ? ' is-offline' : ''}`}
      role="status"
      aria-live="polite"
      aria-atomic="true"
    >
      {text}
    </div>
  )
}
