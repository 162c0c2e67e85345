import { HttpHandler, http, matchRequestUrl, type RequestHandler } from 'msw'
import { errorJson, json } from './utils'

/** Methods some route of the mock may have; anything else (TRACE, CONNECT, …) has none. */
const KNOWN_METHODS: ReadonlySet<string> = new Set([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
])

function malformed(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

/** The methods the routes have at this URL, in alphabetical order (catch-alls not counted). */
function allowedAt(routes: readonly RequestHandler[], url: URL): string[] {
  const methods = new Set<string>()
  for (const route of routes) {
    if (!(route instanceof HttpHandler)) continue
    const { method, path } = route.info
    if (typeof method !== 'string' || method === 'ALL' || typeof path !== 'string') continue
    if (matchRequestUrl(url, path).matches) methods.add(method.toUpperCase())
  }
  return [...methods].sort()
}

/**
 * What Laravel's router answers before any route runs: 400 MALFORMED_PATH for a path with a
 * malformed percent escape (the routes decode their parameters and would fail), 405
 * METHOD_NOT_ALLOWED with an Allow header for a method the path does not have. Undefined when a
 * route (or the JSON 404) should answer.
 */
export function routingAnswer(
  routes: readonly RequestHandler[],
  method: string,
  url: URL,
): Response | undefined {
  if (!url.pathname.startsWith('/api/')) return undefined
  if (malformed(url.pathname)) {
    return errorJson(400, 'MALFORMED_PATH', 'The path has a malformed percent escape.')
  }
  const allowed = allowedAt(routes, url)
  const upper = method.toUpperCase()
  if (KNOWN_METHODS.has(upper) && (allowed.length === 0 || allowed.includes(upper))) {
    return undefined
  }
  return json(
    { message: `The ${upper} method is not supported for this route.`, code: 'METHOD_NOT_ALLOWED' },
    { status: 405, headers: { Allow: allowed.join(', ') } },
  )
}

/**
 * The routing check as the first handler. A RegExp path: a string pattern would decode the
 * malformed path while matching and throw before any handler could answer.
 */
export function routingHandler(routes: readonly RequestHandler[]) {
  return http.all(/\/api\//, ({ request }) =>
    routingAnswer(routes, request.method, new URL(request.url)),
  )
}
