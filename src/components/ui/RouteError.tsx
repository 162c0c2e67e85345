import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { resetFailedShopConfig } from '@/api/config'
import { isNotFound, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { isApiError } from '@/lib/http'
import { ProblemText } from './ProblemText'
import { isChunkLoadError } from '@/lib/reliability/reload-guard'
import { reportError } from '@/lib/reliability/error-reporting'
import { getLoadingBar } from '@/lib/loading/loading-bar'
import { ChunkError } from './ChunkError'
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
    resetFailedShopConfig(router.options.context.queryClient)
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
    // The status's own title and text where the spec fixes them (400, 401, 404, 500); otherwise
    // the description says what happened, from the one table (no connection, no answer in time,
    // too many requests, server not available, unexpected answer).
    const described = error.kind === 'http' && [400, 401, 404, 500].includes(error.status)
    // No answer at all: the spec's words for a server that cannot be reached; the description
    // below tells a lost connection apart.
    const message =
      error.kind === 'parse'
        ? t('malformed')
        : error.kind === 'network'
          ? t('form.unavailable')
          : undefined
    return (
      <ErrorScreen
        status={status}
        message={message}
        description={
          described ? undefined : (
            <ProblemText
              error={error}
              fallback={
                error.kind === 'network'
                  ? t('connection.lost')
                  : error.status === 429
                    ? t('status.429.description')
                    : t('status.default.description')
              }
            />
          )
        }
        requestId={error.requestId}
        url={error.url}
        error={error}
        onRetry={retry}
      />
    )
  }
  return <ErrorScreen status={500} error={error} onRetry={retry} />
}
