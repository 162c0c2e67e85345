/**
 * http: the server answered with an error status; network: no answer (connection lost);
 * timeout: no answer within the deadline (status 408); offline: the browser is offline and a
 * mutation was not sent at all (nothing happened); parse: an answer the app cannot read.
 */
export type ApiErrorKind = 'http' | 'network' | 'parse' | 'timeout' | 'offline'

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number
  readonly code?: string
  readonly requestId?: string
  readonly url: string
  /** Laravel's 422 field errors, keyed by dot path. */
  readonly fieldErrors: Record<string, string[]>
  readonly details?: Record<string, unknown>
  /** Seconds from a 429's (or 503's) Retry-After header. */
  readonly retryAfter?: number

  constructor(init: {
    kind: ApiErrorKind
    status: number
    message: string
    url: string
    code?: string
    requestId?: string
    fieldErrors?: Record<string, string[]>
    details?: Record<string, unknown>
    retryAfter?: number
    cause?: unknown
  }) {
    super(init.message, { cause: init.cause })
    this.name = 'ApiError'
    this.kind = init.kind
    this.status = init.status
    this.code = init.code
    this.requestId = init.requestId
    this.url = init.url
    this.fieldErrors = init.fieldErrors ?? {}
    this.details = init.details
    this.retryAfter = init.retryAfter
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/**
 * A failure whose outcome is unknown (no answer, or a server error): the request may have been
 * carried out. Retry it with the same Idempotency-Key, never with a new one.
 */
export function isLostAnswer(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.kind === 'network' || error.kind === 'timeout' || error.status >= 500)
  )
}
