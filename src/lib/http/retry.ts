/** Statuses on which a non-mutating request is retried, exactly once. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS'])
/** Laravel's "CSRF token mismatch". */
export const CSRF_MISMATCH = 419
const TOO_MANY_REQUESTS = 429

/**
 * How long a call may take before its answer counts as missed (docs/decisions/005). A read that
 * misses it counts like a 408; a mutation that misses it is a lost answer, asked again once with
 * the same Idempotency-Key. Per call: RequestOptions.deadlineMs.
 */
export const DEADLINE_MS = { read: 15_000, mutation: 30_000 } as const
/** A read answered 429 is retried once only when Retry-After asks for at most this long. */
export const SHORT_RETRY_AFTER_S = 5

/** Retry-After in seconds (Laravel's throttle sends seconds); undefined when absent. */
export function retryAfterSeconds(response: Response): number | undefined {
  const seconds = parseInt(response.headers.get('Retry-After') ?? '', 10)
  return seconds >= 0 ? seconds : undefined
}

/**
 * How long to wait before asking a read again, or null when it is not asked again: once on
 * RETRY_STATUSES, a 429 only when its Retry-After is short.
 */
export function readRetryWait(response: Response): number | null {
  if (!RETRY_STATUSES.has(response.status)) return null
  const wait = retryAfterSeconds(response)
  if (response.status === TOO_MANY_REQUESTS && (wait ?? 0) > SHORT_RETRY_AFTER_S) return null
  return wait ?? 0
}
