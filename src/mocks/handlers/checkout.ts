import { http } from 'msw'
import { cartStatus, renewHold } from '../db/carts'
import { checkoutResource, existingCart } from './checkout-resource'
import { validateContact } from './checkout-contact'
import { submitCheckout } from './checkout-submit'
import { contextOf } from './context'
import { mutation } from './middleware'
import { API, json } from './utils'

export const checkoutHandlers = [
  http.get(`${API}/carts/:cart/checkout`, ({ request, params }) => {
    const { db, lang } = contextOf(request)
    const found = existingCart(db, String(params.cart))
    if (!found.ok) return found.response
    return json({ data: checkoutResource(db, found.cart, lang) })
  }),

  http.put(
    `${API}/carts/:cart/checkout/contact`,
    mutation(({ db, lang, params, body }) => {
      const found = existingCart(db, String(params.cart))
      if (!found.ok) return found.response
      const input = validateContact(body, lang)
      if (!input.ok) return input.response
      const { cart } = found
      // Contact details without an attendee when booking for oneself.
      cart.contact =
        input.value.bookingFor === 'SELF'
          ? { customer: input.value.customer, bookingFor: 'SELF' }
          : input.value
      if (cartStatus(db, cart) === 'OPEN') renewHold(db, cart)
      return json({ data: checkoutResource(db, cart, lang) })
    }),
  ),

  http.post(`${API}/carts/:cart/checkout/submit`, mutation(submitCheckout)),
]
