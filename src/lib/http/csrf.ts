import { env } from '../env'
import { CSRF_PATH, LOCALE_HEADER, apiLocale } from './headers'
import { DEADLINE_MS } from './retry'

/**
 * The csrf-cookie call of this page: made once, and again only after a 419. The public shop API
 * is stateless and needs none of it (docs/api/README.md); the header is sent as the
 * specification says so that a Sanctum backend's session routes accept the same client.
 */
let csrfCall: { promise: Promise<void>; settled: boolean } | null = null

export function ensureCsrfCookie(renew = false): Promise<void> {
  if (!csrfCall || (renew && csrfCall.settled)) {
    const call = { settled: false, promise: Promise.resolve() }
    // It has a read's deadline: a mutation waits for it, and must not wait for ever.
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), DEADLINE_MS.read)
    call.promise = fetch(`${env.apiBaseUrl}${CSRF_PATH}`, {
      credentials: 'include',
      headers: { Accept: 'application/json', [LOCALE_HEADER]: apiLocale() },
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

/** For tests: forget this page's csrf-cookie call. */
export function resetCsrfToken(): void {
  csrfCall = null
}
