import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { gzipSync } from 'node:zlib'
import { getResponse } from 'msw'
import { handlers, routes } from './handlers'
import { routingAnswer } from './handlers/methods'
import { setSessionClockStart } from './db/session'

/**
 * The servers Playwright starts serve tests: MOCK_CLOCK_START (an ISO instant) starts every
 * session's clock there, running (src/testing/test-instant.ts). Unset, as in `npm start`, the
 * demo counts from the real now.
 */
export function startSessionClocksAt(iso: string | undefined): void {
  if (!iso) return setSessionClockStart(null)
  const instant = Date.parse(iso)
  if (Number.isNaN(instant)) throw new Error(`MOCK_CLOCK_START is not an ISO instant: ${iso}`)
  setSessionClockStart({ instant, freeze: false })
}

/** Paths the mock backend owns; everything else falls through to Vite (app, assets). */
export const MOCK_PATH = /^\/(api|sanctum|mock-payment)(\/|$)/

/** Node/Connect adapter: turns an incoming request into a Fetch Request for MSW's handlers. */
export async function handleMockRequest(
  req: IncomingMessage,
  res: ServerResponse,
  next: (err?: unknown) => void,
): Promise<void> {
  const path = req.url ?? '/'
  if (!MOCK_PATH.test(path)) return next()

  const origin = `http://${req.headers.host ?? 'localhost'}`
  const method = req.method ?? 'GET'
  // Before a Fetch Request exists: it refuses some methods (TRACE) outright.
  const early = routingAnswer(routes, method, new URL(path, origin))
  if (early) return send(req, res, early)
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v)
  }
  const hasBody = method !== 'GET' && method !== 'HEAD'
  const request = new Request(new URL(path, origin), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    // Node's fetch needs this for streamed request bodies.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit)

  const response = await getResponse(handlers, request)
  // HttpResponse.error(): a network failure, as the browser would see it.
  if (response?.type === 'error') return void res.destroy()
  return send(req, res, response ?? notFound(path))
}

/** Writes a Fetch Response to Node's response, gzip-compressed when it is worth it. */
async function send(req: IncomingMessage, res: ServerResponse, answer: Response): Promise<void> {
  res.statusCode = answer.status
  answer.headers.forEach((value, key) => {
    if (key.toLowerCase() === 'set-cookie') return
    res.setHeader(key, value)
  })
  const cookies = answer.headers.getSetCookie()
  if (cookies.length) res.setHeader('Set-Cookie', cookies)
  if (!answer.body) return void res.end()
  const body = Buffer.from(await answer.arrayBuffer())
  if (!compressible(req, answer, body)) return void res.end(body)
  res.setHeader('Content-Encoding', 'gzip')
  const vary = res.getHeader('Vary')
  res.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
  res.removeHeader('Content-Length')
  res.end(gzipSync(body, { level: 6 }))
}

/**
 * JSON answers of 1 KiB and more go gzip-compressed to a client that accepts it, as the deploy
 * recipe's server does in front of the backend (deploy/nginx/site.conf: `gzip_types
 * application/json`, level 6, from 1024 bytes), so `npm start` and the bench do not send the
 * configuration and listings uncompressed over the link the largest picture needs.
 */
function compressible(req: IncomingMessage, answer: Response, body: Buffer): boolean {
  return (
    body.length >= 1024 &&
    !answer.headers.has('Content-Encoding') &&
    /^application\/([\w.+-]+\+)?json\b/.test(answer.headers.get('Content-Type') ?? '') &&
    /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
  )
}

function notFound(path: string): Response {
  return Response.json(
    { message: `No mock route for ${path}`, code: 'NOT_FOUND' },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  )
}
