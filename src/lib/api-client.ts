import * as v from 'valibot'
import { env } from './env'
import { reportError } from './error-reporting'
import { isBrowserOffline, trackCall, trackCheck } from './connection'
import type { StartedCall } from './boot'
import { afterCriticalWork, lazyWorkHeld } from './lazy-hold'

/** The anti-forgery cookie and header of Laravel Sanctum. */
export const CSRF_COOKIE = 'XSRF-TOKEN'
export const CSRF_HEADER = 'X-XSRF-TOKEN'
export const CSRF_PATH = '/sanctum/csrf-cookie'
/** The current interface language travels in this header (see docs/api/README.md). */
export const LOCALE_HEADER = 'Accept-Language'
export const REQUEST_ID_HEADER = 'X-Request-Id'
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

/** Statuses on which a non-mutating request is retried, exactly once. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS'])
/** Laravel's "CSRF token mismatch". */
const CSRF_MISMATCH = 419
const TOO_MANY_REQUESTS = 429

/**
 * How long a call may take before its answer counts as missed (docs/decisions/005). A read that
 * misses it counts like a 408; a mutation that misses it is a lost answer, asked again once with
 * the same Idempotency-Key. Per call: RequestOptions.deadlineMs.
 */
export const DEADLINE_MS = { read: 15_000, mutation: 30_000 } as const
/** A read answered 429 is retried once only when Retry-After asks for at most this long. */
export const SHORT_RETRY_AFTER_S = 5

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

let locale = 'de'
/** Called by the i18n layer whenever the interface language changes. */
export function setApiLocale(language: string): void {
  locale = language
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  const prefix = `${name}=`
  const hit = document.cookie.split('; ').find((part) => part.startsWith(prefix))
  return hit === undefined ? undefined : decodeURIComponent(hit.slice(prefix.length))
}

/**
 * The csrf-cookie call of this page: made once, and again only after a 419. The public shop API
 * is stateless and needs none of it (docs/api/README.md); the header is sent as the
 * specification says so that a Sanctum backend's session routes accept the same client.
 */
let csrfCall: { promise: Promise<void>; settled: boolean } | null = null

function ensureCsrfCookie(renew = false): Promise<void> {
  if (!csrfCall || (renew && csrfCall.settled)) {
    const call = { settled: false, promise: Promise.resolve() }
    // It has a read's deadline: a mutation waits for it, and must not wait for ever.
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), DEADLINE_MS.read)
    call.promise = fetch(`${env.apiBaseUrl}${CSRF_PATH}`, {
      credentials: 'include',
      headers: { Accept: 'application/json', [LOCALE_HEADER]: locale },
      signal: controller.signal,
    })
      // The whole answer, within the deadline.
      .then((response) => response.text())
      // A failed cookie call blocks nothing: a session route answers 419 and the retry renews it.
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        clearTimeout(timer)
        call.settled = true
      })
    csrfCall = call
  }
  return csrfCall.promise
}

export interface RequestOptions<TSchema extends v.GenericSchema | undefined> {
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** JSON body. */
  body?: unknown
  /** Query parameters; undefined and empty values are left out. */
  query?: Record<
    string,
    string | number | boolean | readonly (string | number)[] | undefined | null
  >
  /** Valibot schema the answer is parsed with. */
  schema?: TSchema
  signal?: AbortSignal
  /**
   * Sent as Idempotency-Key on mutating requests, so a repeat replays the first answer. Without
   * one a mutation gets a key of its own, so asking again after a lost answer is safe.
   */
  idempotencyKey?: string
  /** Overrides DEADLINE_MS for this call. */
  deadlineMs?: number
  headers?: Record<string, string>
  /**
   * The first send, already under way (started by index.html, src/lib/boot.ts): its deadline
   * and the "still working" notice count from when it was sent.
   */
  started?: StartedCall
  /**
   * Fetch priority hint: over HTTP/1.1 the browser gives a free connection to the highest
   * queued request first.
   */
  priority?: RequestPriority
}

type Output<TSchema> = TSchema extends v.GenericSchema ? v.InferOutput<TSchema> : unknown

export function buildUrl(path: string, query?: RequestOptions<undefined>['query']): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) {
      for (const item of value) params.append(key, String(item))
    } else params.set(key, String(value))
  }
  const search = params.toString()
  return `${env.apiBaseUrl}${path}${search ? `?${search}` : ''}`
}

/**
 * The one way the app talks to the backend. Rules (each has a test in api-client.test.ts):
 * credentials included; anti-forgery cookie call started when the cookie is absent (reads go
 * out beside it, mutations wait for it) and the cookie echoed in a header;
 * the language in a header; non-mutating requests retried once on RETRY_STATUSES and never
 * otherwise; mutating requests never retried, except once after a 419 with a fresh cookie;
 * 5xx failures carry the request id and are reported; answers parsed by their schema;
 * every call has a deadline (DEADLINE_MS): a read that misses it is retried once like a 408, a
 * mutation that misses it is asked again once with the same Idempotency-Key; a 429 read is
 * retried once only after a short Retry-After; a mutation is not sent while the browser is
 * offline (kind 'offline').
 */
export async function apiRequest<TSchema extends v.GenericSchema | undefined = undefined>(
  path: string,
  options: RequestOptions<TSchema> = {},
): Promise<Output<TSchema>> {
  const method = options.method ?? 'GET'
  const url = buildUrl(path, options.query)
  const isCsrfCall = path === CSRF_PATH
  const safe = SAFE_METHODS.has(method)
  const deadlineMs = options.deadlineMs ?? (safe ? DEADLINE_MS.read : DEADLINE_MS.mutation)
  const idempotencyKey = safe ? undefined : (options.idempotencyKey ?? newIdempotencyKey())

  if (!safe && isBrowserOffline()) {
    // Nothing is sent: the visitor is told at once and decides when to try again.
    throw new ApiError({ kind: 'offline', status: 0, message: 'Offline', url, code: 'OFFLINE' })
  }

  const send = async (started?: StartedCall): Promise<Response> => {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [LOCALE_HEADER]: locale,
      ...options.headers,
    }
    const token = readCookie(CSRF_COOKIE)
    if (token) headers[CSRF_HEADER] = token
    if (options.body !== undefined) headers['Content-Type'] = 'application/json'
    if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey
    // The caller's signal and the deadline, combined; the whole answer must arrive in time.
    const controller = new AbortController()
    const outer = options.signal
    const abort = () => controller.abort(outer?.reason)
    if (outer?.aborted) abort()
    else outer?.addEventListener('abort', abort, { once: true })
    let missed = false
    // A call started early (boot) has been waiting since it was sent, while the app loaded.
    const waited = started ? Math.max(0, performance.now() - started.sentAt) : 0
    const timer = setTimeout(
      () => {
        missed = true
        controller.abort()
      },
      Math.max(0, deadlineMs - waited),
    )
    const ended = trackCall(waited)
    try {
      const response = await (started
        ? // A call started early (boot) is not under our controller: the deadline still ends it.
          Promise.race([
            started.response,
            new Promise<never>((_, reject) =>
              controller.signal.addEventListener('abort', () => reject(new Error('Aborted'))),
            ),
          ])
        : fetch(url, {
            method,
            credentials: 'include',
            headers,
            body: options.body === undefined ? undefined : JSON.stringify(options.body),
            signal: controller.signal,
            ...(options.priority ? { priority: options.priority } : {}),
          }))
      const text = await response.text()
      ended(true)
      // The whole answer has arrived: a copy that no deadline can abort any more.
      return new Response(text === '' || response.status === 204 ? null : text, response)
    } catch (cause) {
      if (outer?.aborted) {
        ended()
        throw cause
      }
      if (missed) {
        ended()
        throw new ApiError({
          kind: 'timeout',
          status: 408,
          message: 'Timeout',
          url,
          // A late read, or a mutation whose outcome is unknown (a lost answer).
          code: safe ? 'DEADLINE_MISSED' : 'ANSWER_LOST',
          cause,
        })
      }
      ended(false)
      throw new ApiError({ kind: 'network', status: 0, message: 'Network error', url, cause })
    } finally {
      clearTimeout(timer)
      outer?.removeEventListener('abort', abort)
    }
  }

  /** The first attempt; a missed deadline is asked again once (a mutation with the same key). */
  const firstAttempt = async (): Promise<{ response: Response; repeated: boolean }> => {
    try {
      return { response: await send(options.started), repeated: false }
    } catch (error) {
      if (!isApiError(error) || error.kind !== 'timeout') throw error
      if (safe) return { response: await send(), repeated: true }
      const checked = trackCheck()
      try {
        return { response: await send(), repeated: true }
      } finally {
        checked()
      }
    }
  }

  // Only a mutating call waits for the cookie call; reads go out at once. The cookie call is not
  // made at the app's start, where it would delay the largest paint by a round trip: a read
  // starts it after the page's critical requests (src/lib/lazy-hold.ts), so on HTTP/1.1 it takes
  // no lane from them; a mutation starts it at once if it has not started yet.
  if (!isCsrfCall && !options.started && !readCookie(CSRF_COOKIE)) {
    if (!safe) await ensureCsrfCookie()
    else if (lazyWorkHeld()) void afterCriticalWork().then(() => ensureCsrfCookie())
    else void ensureCsrfCookie()
  }
  const first = await firstAttempt()
  let response = first.response
  if (response.status === CSRF_MISMATCH && !isCsrfCall) {
    await ensureCsrfCookie(true)
    response = await send()
  } else if (safe && !first.repeated && RETRY_STATUSES.has(response.status)) {
    const wait = retryAfterSeconds(response)
    if (response.status !== TOO_MANY_REQUESTS || (wait ?? 0) <= SHORT_RETRY_AFTER_S) {
      if (wait) await new Promise((resolve) => setTimeout(resolve, wait * 1000))
      response = await send()
    }
  }

  if (!response.ok) throw await toApiError(response, url)
  if (response.status === 204 || method === 'HEAD') return undefined as Output<TSchema>

  let json: unknown
  try {
    json = await response.json()
  } catch (cause) {
    throw malformed(url, response, cause, 'The answer is not JSON')
  }
  if (!options.schema) return json as Output<TSchema>
  const parsed = v.safeParse(options.schema, json)
  if (!parsed.success) {
    const where = parsed.issues
      .slice(0, 3)
      .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
      .join('; ')
    throw malformed(url, response, parsed.issues, `Unexpected answer from ${path}: ${where}`)
  }
  return parsed.output as Output<TSchema>
}

function malformed(url: string, response: Response, cause: unknown, message: string): ApiError {
  const error = new ApiError({
    kind: 'parse',
    status: response.status,
    message,
    url,
    code: 'MALFORMED_RESPONSE',
    requestId: response.headers.get(REQUEST_ID_HEADER) ?? undefined,
    cause,
  })
  void reportError(error, { url, requestId: error.requestId, status: response.status })
  return error
}

async function toApiError(response: Response, url: string): Promise<ApiError> {
  let body: Record<string, unknown> = {}
  try {
    const parsed: unknown = await response.json()
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>
  } catch {
    // Not JSON (a proxy's HTML error page, say): the status tells enough.
  }
  const requestId = response.headers.get(REQUEST_ID_HEADER) ?? undefined
  const fieldErrors =
    response.status === 422 && body.errors && typeof body.errors === 'object'
      ? (body.errors as Record<string, string[]>)
      : undefined
  const error = new ApiError({
    kind: 'http',
    status: response.status,
    message: typeof body.message === 'string' ? body.message : response.statusText || 'Error',
    url,
    code: typeof body.code === 'string' ? body.code : undefined,
    requestId: response.status >= 500 ? requestId : undefined,
    fieldErrors,
    retryAfter: retryAfterSeconds(response),
    details:
      body.details && typeof body.details === 'object'
        ? (body.details as Record<string, unknown>)
        : undefined,
  })
  if (response.status >= 500) {
    void reportError(error, { url, requestId, status: response.status })
  }
  return error
}

/** Retry-After in seconds (Laravel's throttle sends seconds); undefined when absent. */
function retryAfterSeconds(response: Response): number | undefined {
  const seconds = parseInt(response.headers.get('Retry-After') ?? '', 10)
  return seconds >= 0 ? seconds : undefined
}

/** A fresh key for one user intent (one click of "pay"); reuse it when retrying that intent. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // Plain-http hosts other than localhost are not secure contexts and lack randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** For tests: forget this page's csrf-cookie call. */
export function resetCsrfToken(): void {
  csrfCall = null
}
