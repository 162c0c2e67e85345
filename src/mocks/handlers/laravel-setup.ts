import { http, type DefaultBodyType, type PathParams } from 'msw'
import { errorJson, json } from './utils'

/**
 * Wrong Laravel set-ups a backend team can make, for proving that `npm run contract:check`
 * catches them (scripts/contract-check.test.mjs): `MOCK_LARAVEL_SETUP` is
 * - `stateful-api`: Sanctum's EnsureFrontendRequestsAreStateful in the `api` group: a call whose
 *   Origin or Referer is a stateful domain (localhost, 127.0.0.1) gets session and CSRF checks;
 * - `stateful-carts`: only `carts/{cart}/*` under the `web` group (session and CSRF always);
 * - `throttle-60`: Laravel's default `api` limiter, 60 calls a minute per address.
 * Unset (always, outside that test), the mock is the stateless public API of the contract.
 */
const STATEFUL_HOSTS = ['localhost', '127.0.0.1', '[::1]']
const counts = new Map<string, { minute: number; calls: number }>()

function statefulOrigin(request: Request): boolean {
  const from = request.headers.get('origin') ?? request.headers.get('referer')
  if (!from) return false
  try {
    return STATEFUL_HOSTS.includes(new URL(from).hostname)
  } catch {
    return false
  }
}

function withoutCsrf(request: Request): boolean {
  const cookies = request.headers.get('cookie') ?? ''
  return !request.headers.get('x-xsrf-token') || !/(^|;\s*)webshop_session=/.test(cookies)
}

const csrfMismatch = () => json({ message: 'CSRF token mismatch.' }, { status: 419 })

export const laravelSetupHandlers = [
  http.all<PathParams, DefaultBodyType>('*/api/webshop/*', ({ request }) => {
    const setup = typeof process === 'undefined' ? undefined : process.env.MOCK_LARAVEL_SETUP
    if (!setup) return undefined
    const path = new URL(request.url).pathname
    const mutation = !['GET', 'HEAD', 'OPTIONS'].includes(request.method)
    if (setup === 'throttle-60') {
      const minute = Math.floor(Date.now() / 60_000)
      const entry = counts.get('client')
      const calls = entry && entry.minute === minute ? entry.calls + 1 : 1
      counts.set('client', { minute, calls })
      if (calls <= 60) return undefined
      const response = errorJson(429, 'TOO_MANY_REQUESTS', 'Too Many Attempts.')
      response.headers.set('Retry-After', String(60 - Math.floor((Date.now() / 1000) % 60)))
      return response
    }
    if (!mutation || !withoutCsrf(request)) return undefined
    if (setup === 'stateful-api' && statefulOrigin(request)) return csrfMismatch()
    if (setup === 'stateful-carts' && /\/carts\/[^/]+\//.test(path)) return csrfMismatch()
    return undefined
  }),
]
