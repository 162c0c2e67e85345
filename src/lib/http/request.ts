import type * as v from 'valibot'
import { env } from '../env'
import { isBrowserOffline, trackCall, trackCheck } from '../reliability/connection'
import type { StartedCall } from '../loading/boot'
import { afterCriticalWork, criticalWorkPending } from '../loading/critical-work'
import { ensureCsrfCookie } from './csrf'
import { ApiError, isApiError } from './error'
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  CSRF_PATH,
  IDEMPOTENCY_HEADER,
  LOCALE_HEADER,
  SESSION_ROUTES,
  apiLocale,
  newIdempotencyKey,
  readCookie,
} from './headers'
import { parseAnswer, toApiError } from './response'
import { CSRF_MISMATCH, DEADLINE_MS, SAFE_METHODS, readRetryWait } from './retry'

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
   * The first send, already under way (started by index.html, src/lib/loading/boot.ts): its deadline
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
 * The one way the app talks to the backend. Rules (each has a test in request.test.ts):
 * credentials included; anti-forgery cookie call started when the cookie is absent (public
 * calls go out beside it, only session routes' mutations wait for it) and the cookie echoed in
 * a header;
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
      [LOCALE_HEADER]: apiLocale(),
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

  // Only a session route's mutation (the staff area) waits for the cookie call: the public API
  // is stateless, so its calls go out at once and carry the header once the cookie is there.
  // The cookie call is not made at the app's start, where it would delay the largest paint: a
  // read starts it after the page's critical requests (src/lib/loading/critical-work.ts).
  if (!isCsrfCall && !options.started && !readCookie(CSRF_COOKIE)) {
    if (!safe && path.startsWith(SESSION_ROUTES)) await ensureCsrfCookie()
    else if (safe && criticalWorkPending()) void afterCriticalWork().then(() => ensureCsrfCookie())
    else void ensureCsrfCookie()
  }
  const first = await firstAttempt()
  let response = first.response
  if (response.status === CSRF_MISMATCH && !isCsrfCall) {
    await ensureCsrfCookie(true)
    response = await send()
  } else if (safe && !first.repeated) {
    const wait = readRetryWait(response)
    if (wait !== null) {
      if (wait) await new Promise((resolve) => setTimeout(resolve, wait * 1000))
      response = await send()
    }
  }

  if (!response.ok) throw await toApiError(response, url)
  if (response.status === 204 || method === 'HEAD') return undefined as Output<TSchema>

  return parseAnswer<Output<TSchema>>(response, url, path, options.schema)
}
