import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { preloadChunkError } from '@/components/ui/RouteError'
import { preloadProblemText } from '@/components/ui/ProblemText'
import { ensureNamespaces } from '@/lib/i18n'
import { whenIdle } from '@/lib/idle'
import { useConnection } from '@/lib/use-connection'
import './connection-notice.css'

/**
 * The one notice about the connection, on every page: offline (the browser says so, or calls
 * fail for lack of a connection), an answer being checked (a mutation's answer was lost), or
 * still working (a call has waited a few seconds). A polite live region that is always there,
 * so each change is announced once; empty (and invisible) when all is well.
 */
export function ConnectionNotice() {
  const { t } = useTranslation('problems')
  // Loaded after the first render (lazily, from the root route), it brings what a failure
  // needs while the connection is still there: the message table, the chunk-error screen
  // and the `problems` texts.
  useEffect(
    () =>
      whenIdle(() => {
        void preloadProblemText().catch(() => undefined)
        void preloadChunkError().catch(() => undefined)
        void ensureNamespaces('problems').catch(() => undefined)
      }),
    [],
  )
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
