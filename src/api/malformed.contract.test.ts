import { beforeEach, describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { ApiError } from '@/lib/http'
import { server } from '@/mocks/node'
import { resetMockDb } from '@/testing/mock-db'
import { getAvailability, getSlots } from './availability/api'
import { createCart, getCart } from './carts/api'
import { getCheckout } from './checkout/api'
import { getListing, getListings } from './listings/api'
import { getOrder } from './orders/api'
import { getPaymentLink } from './payment-links/api'

beforeEach(() => resetMockDb())

/** A well-formed envelope around the wrong content, as a broken backend might answer. */
const broken = { data: { id: 42, status: 'WHATEVER' }, meta: { page: 0 } }

const CALLS: Array<[string, string, () => Promise<unknown>]> = [
  ['GET listings', '*/api/webshop/v1/listings', () => getListings()],
  ['GET listings/{slug}', '*/api/webshop/v1/listings/:slug', () => getListing('x')],
  [
    'GET availability',
    '*/api/webshop/v1/listings/:slug/availability',
    () => getAvailability('x', { from: '2026-07-07', to: '2026-07-08' }),
  ],
  [
    'GET slots',
    '*/api/webshop/v1/listings/:slug/slots',
    () => getSlots('x', { date: '2026-07-07' }),
  ],
  ['GET carts/{cart}', '*/api/webshop/v1/carts/:cart', () => getCart('x')],
  ['GET checkout', '*/api/webshop/v1/carts/:cart/checkout', () => getCheckout('x')],
  ['GET orders/{token}', '*/api/webshop/v1/orders/:token', () => getOrder('x')],
  ['GET payment-links/{token}', '*/api/webshop/v1/payment-links/:token', () => getPaymentLink('x')],
]

describe('malformed answers', () => {
  it.each(CALLS)(
    '%s: a malformed answer becomes an ApiError of kind parse',
    async (_name, path, call) => {
      server.use(http.get(path, () => HttpResponse.json(broken)))
      const error = await call().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ kind: 'parse', code: 'MALFORMED_RESPONSE', status: 200 })
      expect((error as ApiError).message).toMatch(/^Unexpected answer from \/api\/webshop\/v1\//)
    },
  )

  it('a mutation answered with a malformed cart fails the same way', async () => {
    server.use(
      http.post('*/api/webshop/v1/carts', () =>
        HttpResponse.json({ data: { id: 'c', items: 'none' } }),
      ),
    )
    await expect(createCart()).rejects.toMatchObject({ kind: 'parse' })
  })

  it('an answer that is not JSON fails as parse too', async () => {
    server.use(
      http.get(
        '*/api/webshop/v1/listings',
        () => new HttpResponse('<html>oops</html>', { status: 200 }),
      ),
    )
    await expect(getListings()).rejects.toMatchObject({
      kind: 'parse',
      message: 'The answer is not JSON',
    })
  })
})
