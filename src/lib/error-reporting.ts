import { env } from './env'

type SentryModule = typeof import('@sentry/react')

let sentry: Promise<SentryModule | null> | null = null

/**
 * Sentry is downloaded only when a DSN is configured and only when there is something to
 * report, so it never costs the first page anything.
 */
function loadSentry(): Promise<SentryModule | null> {
  if (!env.sentryDsn) return Promise.resolve(null)
  sentry ??= import('@sentry/react')
    .then((Sentry) => {
      Sentry.init({ dsn: env.sentryDsn, release: __BUILD_ID__, sendDefaultPii: false })
      return Sentry
    })
    .catch(() => null)
  return sentry
}

export interface ErrorContext {
  requestId?: string
  url?: string
  status?: number
  [key: string]: unknown
}

export async function reportError(error: unknown, context: ErrorContext = {}): Promise<boolean> {
  const Sentry = await loadSentry()
  if (!Sentry) return false
  Sentry.captureException(error, {
    tags: context.requestId ? { request_id: context.requestId } : undefined,
    extra: context,
  })
  return true
}

/** For tests: forget the loaded instance. */
export function resetErrorReporting(): void {
  sentry = null
}
