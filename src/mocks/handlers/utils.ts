import { HttpResponse } from 'msw'
import { SHOPS, type ShopId } from '../data/shops'

export const API = '*/api/webshop/v1'
export const MOCK_SHOP_COOKIE = 'mock-shop'

export function readRequestCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie') ?? ''
  // MSW in Vitest may fold document.cookie and a Set-Cookie line into one comma-joined
  // header; commas never occur in our cookie values, so they separate pairs as well.
  for (const part of header.split(/[;,]\s*/)) {
    const [key, ...rest] = part.split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

/** Tests pick the second shop with the cookie mock-shop=leman; alpenblick otherwise. */
export function shopFor(request: Request) {
  const id = readRequestCookie(request, MOCK_SHOP_COOKIE)
  return id && id in SHOPS ? SHOPS[id as ShopId] : SHOPS.alpenblick
}

let requestCounter = 0
export function nextRequestId(): string {
  requestCounter += 1
  return `mock-${Date.now().toString(36)}-${requestCounter}`
}

export function json<T>(body: T, init: { status?: number; headers?: Record<string, string> } = {}) {
  return HttpResponse.json(body as never, {
    status: init.status ?? 200,
    headers: { 'X-Request-Id': nextRequestId(), 'Cache-Control': 'no-store', ...init.headers },
  })
}

/** Errors as the Laravel backend answers them: { message, code, details? }. */
export function errorJson(
  status: number,
  code: string,
  message: string,
  details?: Record<string, unknown>,
) {
  return json({ message, code, ...(details ? { details } : {}) }, { status })
}

/** Laravel's 422: { message, errors: { "dot.path": [text] } }. */
export function validationError(errors: Record<string, string[]>, code?: string) {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.'
  const more = Object.keys(errors).length - 1
  return json(
    {
      message: more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first,
      errors,
      // Beside the field errors, a machine-readable reason (voucher codes): see docs/api.
      ...(code ? { code } : {}),
    },
    { status: 422 },
  )
}
