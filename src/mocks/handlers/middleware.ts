import { http, HttpResponse, delay, type DefaultBodyType, type PathParams } from 'msw'
import { contextOf, type MockContext } from './context'
import { errorJson, json } from './utils'

export const IDEMPOTENCY_HEADER = 'idempotency-key'

export interface MutationInfo extends MockContext {
  request: Request
  params: PathParams
  /** The parsed JSON body; undefined when absent or not JSON. */
  body: unknown
}

type MutationResolver = (info: MutationInfo) => Response | Promise<Response>

/** JSON with its object keys sorted, so the same body written in another key order is the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * SHA-256 of the body's canonical form (a body that is not JSON: its text). A 32-bit hash lets
 * two different bodies collide, and the second would be replayed instead of refused. Web Crypto,
 * not node:crypto: the same handlers run in the browser's service worker.
 */
async function bodyDigest(text: string, body: unknown): Promise<string> {
  const form = body === undefined ? `text:${text}` : `json:${canonical(body)}`
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(form))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * Wraps a mutating endpoint of the public shop API as the Laravel backend behaves. The public
 * API is stateless (no session, no CSRF check: the ids in the path are the credential; see
 * docs/api/README.md). An Idempotency-Key replays the first answer of the same request
 * (same method, path and body) instead of running it again. The same key with another request
 * answers 409 IDEMPOTENCY_KEY_REUSED, as Stripe does; bodies are compared by SHA-256 of their
 * canonical JSON, so key order does not matter. Answers of 5xx are not stored, so a
 * retry after a server failure runs again.
 */
export function mutation(resolver: MutationResolver) {
  return async ({ request, params }: { request: Request; params: PathParams }) => {
    const ctx = contextOf(request)
    const text = await request.text()
    let body: unknown
    try {
      body = text ? (JSON.parse(text) as unknown) : undefined
    } catch {
      body = undefined
    }
    const key = request.headers.get(IDEMPOTENCY_HEADER)
    const route = `${request.method.toUpperCase()} ${ctx.url.pathname}`
    if (!key) return resolver({ ...ctx, request, params, body })
    const bodyHash = await bodyDigest(text, body)

    const stored = ctx.db.idempotency.get(key)
    if (stored) {
      if (stored.route !== route || stored.bodyHash !== bodyHash) {
        return errorJson(
          409,
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was used for another request.',
        )
      }
      const first = await stored.answer
      if (first) {
        return json(first.body, {
          status: first.status,
          headers: { 'Idempotent-Replayed': 'true' },
        })
      }
      // The first attempt failed with a server error and was forgotten: run again below.
    }
    // Claim the key before running, synchronously, so a concurrent twin finds it.
    let settle: (answer: { status: number; body: unknown } | null) => void = () => undefined
    const entry = {
      route,
      bodyHash,
      answer: new Promise<{ status: number; body: unknown } | null>((r) => (settle = r)),
    }
    ctx.db.idempotency.set(key, entry)
    let response: Response
    try {
      response = await resolver({ ...ctx, request, params, body })
    } catch (error) {
      ctx.db.idempotency.delete(key)
      settle(null)
      throw error
    }
    if (response.status >= 500) {
      ctx.db.idempotency.delete(key)
      settle(null)
    } else {
      settle({ status: response.status, body: (await response.clone().json()) as unknown })
    }
    return response
  }
}

function faultMatches(path: string, pattern: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : path === pattern
}

/**
 * Fault injection for Playwright (POST /api/__mock/faults): the next N calls to a path answer
 * the given status (or body). Runs first; answering nothing lets the real handler run.
 */
export const faultHandlers = [
  http.all<PathParams, DefaultBodyType>('*/api/webshop/*', async ({ request }) => {
    const { db, url } = contextOf(request)
    const fault = db.faults.find(
      (f) =>
        f.times > 0 &&
        faultMatches(url.pathname, f.path) &&
        (!f.method || f.method.toUpperCase() === request.method.toUpperCase()),
    )
    if (!fault) return undefined
    fault.times -= 1
    if (fault.delayMs) await delay(fault.delayMs)
    // A 200 without body only slows the call down; the real handler answers.
    if (fault.status === 200 && fault.body === undefined) return undefined
    if (fault.body !== undefined) return json(fault.body, { status: fault.status })
    if (fault.status === 0) return HttpResponse.error()
    return errorJson(fault.status, fault.code ?? 'INJECTED_FAULT', 'Injected fault.')
  }),
]
