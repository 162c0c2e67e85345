import { useTranslation } from 'react-i18next'
import { connectionNotice } from '@/lib/reliability/connection'
import { useConnection } from '@/lib/reliability/use-connection'
import './connection-notice.css'

/**
 * The one notice about the connection, on every page: offline (the browser says so), an answer
 * being checked (a mutation's answer was lost), or
 * still working (a call has waited a few seconds). A polite live region that is always there,
 * so each change is announced once; empty (and invisible) when all is well.
 * Part of the first chunk, with its texts in `errors` (loaded before the first render): it must
 * show for a visitor who never touched the page, when nothing can be fetched any more.
 * A prerendered first view carries it empty; until the app takes the view over, the notice's
 * text is written there by src/lib/loading/first-view.ts.
 */
export function ConnectionNotice() {
  const { t } = useTranslation('errors')
  const { key, className } = connectionNotice(useConnection())
  return (
    <div className={className} role="status" aria-live="polite" aria-atomic="true">
      {key && t(key)}
    </div>
  )
}
