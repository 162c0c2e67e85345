import { env } from '../env'

type SentryModule = typeof import('@sentry/react')

/**
 * Path segments that are bearer secrets: payment-link and order tokens, cart ids. They never
 * leave for the error-reporting service.
 */
const SECRET_SEGMENT =
  /(\/(?:payment-links|orders|carts|aftersales\/payment|checkout)\/)[^/?#\s"']+/g

export function scrubSecrets(text: string): string {
  return text.replace(SECRET_SEGMENT, '$1[redacted]')
}

function scrubDeep<T>(value: T): T {
  if (typeof value === 'string') return scrubSecrets(value) as T
  if (Array.isArray(value)) return value.map(scrubDeep) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, scrubDeep(v)]),
    ) as T
  }
  return value
}

let sentry: Promise<SentryModule | null> | null = null

/**
 * Sentry is downloaded only when a DSN is configured and only when there is something to
 * report, so it never costs the first page anything.
 */
function loadSentry(): Promise<SentryModule | null> {
  if (!env.sentryDsn) return Promise.resolve(null)
  sentry ??= import('@sentry/react')
    .then((Sentry) => {
      Sentry.init({
        dsn: env.sentryDsn,
        release: __BUILD_ID__,
        sendDefaultPii: false,
        beforeSend: (event) => scrubDeep(event),
        beforeBreadcrumb: (breadcrumb) => scrubDeep(breadcrumb),
      })
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
    extra: scrubDeep(context),
  })
  return true
}

/** For tests: forget the loaded instance. */
export function resetErrorReporting(): void {
  sentry = null
}
