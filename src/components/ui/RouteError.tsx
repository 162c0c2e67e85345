import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { resetFailedShopConfig } from '@/api/config'
import { isNotFound, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { isApiError } from '@/lib/api-client'
import { isChunkLoadError, reloadOnce } from '@/lib/reload-guard'
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
    resetFailedShopConfig(router.options.context.queryClient)
    void router.invalidate()
  }
  const chunk = isChunkLoadError(error)

  useEffect(() => {
    // Errors thrown while rendering never reach the router's state: tell the bar directly.
    getLoadingBar().finish({ error: true })
  }, [error])

  useEffect(() => {
    // A new deployment removed the chunk we asked for: reload once to get the new build.
    if (chunk) reloadOnce({ error })
    else if (!isApiError(error) && !(error instanceof HttpError)) void reportError(error)
  }, [chunk, error])

  if (isNotFound(error)) return <ErrorScreen status={404} />
  if (error instanceof HttpError) {
    const message = error.reason === 'invalid-host' ? t('invalidHost') : undefined
    return <ErrorScreen status={error.status} message={message} error={error} />
  }
  if (isApiError(error)) {
    const status = error.kind === 'network' ? 503 : error.kind === 'parse' ? 500 : error.status
    const message =
      error.kind === 'network'
        ? t('form.unavailable')
        : error.kind === 'parse'
          ? t('malformed')
          : undefined
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
