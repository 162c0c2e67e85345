import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { isNotFound, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { isApiError } from '@/lib/api-client'
import { problemMessage } from '@/lib/problems'
import { isChunkLoadError } from '@/lib/reload-guard'
import { useConnection } from '@/lib/use-connection'
import { reportError } from '@/lib/error-reporting'
import { getLoadingBar } from '@/lib/loading-bar'
import { ErrorScreen } from './ErrorScreen'

/** Raised for requests the app itself refuses (e.g. an invalid host). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason?: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/** The router's error boundary: maps any error to the error screen. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation('errors')
  const router = useRouter()
  // Loaders run again: the error may have been a passing one (server busy, network gone).
  const retry = () => {
    reset()
    void router.invalidate()
  }
  const chunk = isChunkLoadError(error)

  useEffect(() => {
    // Errors thrown while rendering never reach the router's state: tell the bar directly.
    getLoadingBar().finish({ error: true })
  }, [error])

  useEffect(() => {
    if (!chunk && !isApiError(error) && !(error instanceof HttpError)) void reportError(error)
  }, [chunk, error])

  // The page's code could not be fetched (a new build reloads from main.tsx): say so inside
  // the layout, and complete the page change by itself once the connection is back.
  if (chunk) return <ChunkError onRetry={retry} />

  if (isNotFound(error)) return <ErrorScreen status={404} />
  if (error instanceof HttpError) {
    const message = error.reason === 'invalid-host' ? t('invalidHost') : undefined
    return <ErrorScreen status={error.status} message={message} error={error} />
  }
  if (isApiError(error)) {
    const status = error.kind === 'network' ? 503 : error.kind === 'parse' ? 500 : error.status
    // The status's own title where the spec fixes one (400, 401, 404, 500); otherwise what
    // happened, from the one table (no connection, no answer in time, too many requests …).
    const message =
      error.kind === 'http' && [400, 401, 404, 500].includes(error.status)
        ? undefined
        : problemMessage(t, error)
    return (
      <ErrorScreen
        status={status}
        message={message}
        requestId={error.requestId}
        url={error.url}
        error={error}
        onRetry={retry}
      />
    )
  }
  return <ErrorScreen status={500} error={error} onRetry={retry} />
}

function ChunkError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('errors')
  const { offline } = useConnection()
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    headingRef.current?.focus()
  }, [])
  useEffect(() => {
    window.addEventListener('online', onRetry)
    return () => window.removeEventListener('online', onRetry)
  }, [onRetry])
  return (
    <section className="error-screen" aria-labelledby="chunk-error-title">
      <h1 id="chunk-error-title" ref={headingRef} tabIndex={-1}>
        {t('chunk.title')}
      </h1>
      <p className="error-screen__description">
        {offline ? t('chunk.offline') : t('chunk.failed')}
      </p>
      <div className="error-screen__actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('tryAgain')}
        </button>
      </div>
    </section>
  )
}
