import { http } from 'msw'
import { cartResource, cartStatus } from '../db/carts'
import { handoffCartId, issueHandoff } from '../db/handoffs'
import { utcIso } from '../db/time'
import { openCart } from './cart-checks'
import { contextOf } from './context'
import { mutation } from './middleware'
import { API, errorJson, json } from './utils'

/** The shop page that opens a hand-off token (the backend knows the shop's public origin). */
function handoffUrl(request: Request, lang: string, token: string): string {
  const origin = request.headers.get('origin') ?? new URL(request.url).origin
  return `${origin}/${lang}/handoff/${token}`
}

/** Cart hand-off to another device : docs/api/README.md, "Cart hand-off". */
export const handoffHandlers = [
  http.post(
    `${API}/carts/:cart/handoff`,
    mutation(({ db, lang, params, request }) => {
      const opened = openCart(db, String(params.cart))
      if (!opened.ok) return opened.response
      const { cart } = opened
      const token = issueHandoff(db, cart.id)
      return json(
        { data: { url: handoffUrl(request, lang, token), expiresAt: utcIso(cart.expiresAt) } },
        { status: 201 },
      )
    }),
  ),

  http.get(`${API}/handoffs/:token`, ({ request, params }) => {
    const { db, lang } = contextOf(request)
    const cartId = handoffCartId(db, String(params.token))
    const cart = cartId ? db.carts.get(cartId) : undefined
    if (!cart) return errorJson(404, 'HANDOFF_NOT_FOUND', 'Hand-off link not found.')
    if (cartStatus(db, cart) !== 'OPEN') {
      const slug = cart.items[0] ? db.listings.find((l) => l.id === cart.items[0]?.listingId) : null
      return errorJson(410, 'HANDOFF_EXPIRED', 'This hand-off link has expired.', {
        ...(slug ? { listingSlug: slug.slug } : {}),
      })
    }
    return json({ data: { cart: cartResource(db, cart, lang) } })
  }),
]
