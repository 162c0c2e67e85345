import type { Checkout } from '../../api/checkout/schema'
import type { RequiredField } from '../../api/listings/schema'
import type { PaymentMethod } from '../../api/orders/schema'
import { cartMode, cartStatus, missingFields } from '../db/carts'
import { findSku } from '../db/lookup'
import { ONLINE_METHODS, cartTotals } from '../db/orders'
import { depositOffer } from '../db/deposits'
import type { Lang } from '../db/locale'
import type { CartState } from '../db/seed-bookings'
import type { MockDb } from '../db/session'
import { errorJson } from './utils'

/** Goods and vouchers are paid online before they are sent; dated items may be paid later. */
export function paymentMethodsFor(db: MockDb, cart: CartState): PaymentMethod[] {
  if (cartMode(db, cart.items) === 'REQUEST') return []
  const allDated = cart.items.every((item) => item.date !== undefined)
  return allDated ? ['NOW', 'LATER', 'ON_SITE'] : ['NOW']
}

export function checkoutResource(db: MockDb, cart: CartState, lang: Lang): Checkout {
  const mode = cartMode(db, cart.items)
  const required = new Set<RequiredField>()
  let needsConfiguration = false
  let offersChoices = false
  let configured = true
  for (const item of cart.items) {
    const found = findSku(db, item.skuId)
    if (!found) continue
    found.sku.requiredFields.forEach((field) => required.add(field))
    if (
      found.sku.requiredFields.length ||
      found.sku.services.length ||
      found.sku.type === 'VOUCHER'
    ) {
      needsConfiguration = true
    }
    if (found.sku.services.length || found.sku.type === 'VOUCHER') offersChoices = true
    if (missingFields(found.sku, item).length) configured = false
  }
  const { payable } = cartTotals(db, cart.items, cart.voucherCodes)
  const methods = paymentMethodsFor(db, cart)
  const deposit =
    methods.includes('NOW') && payable > 0
      ? depositOffer(db, cart.items, cart.voucherCodes, lang)
      : undefined
  return {
    cartId: cart.id,
    mode,
    steps: [
      {
        id: 'configuration',
        applicable: needsConfiguration,
        completed: configured,
        offersChoices,
      },
      { id: 'contact', applicable: true, completed: cart.contact !== null },
      // Nothing to pay once gift vouchers cover the total.
      { id: 'payment', applicable: mode === 'INSTANT' && payable > 0, completed: false },
    ],
    paymentMethods: methods,
    ...(methods.includes('NOW') ? { onlineMethods: [...ONLINE_METHODS] } : {}),
    ...(deposit ? { deposit } : {}),
    requiredFields: [...required],
    contact: cart.contact,
  }
}

/** A cart that has not been checked out yet, or the answer saying why not. */
export function existingCart(db: MockDb, id: string) {
  const cart = db.carts.get(id)
  if (!cart)
    return { ok: false as const, response: errorJson(404, 'CART_NOT_FOUND', 'Cart not found.') }
  if (cartStatus(db, cart) === 'CHECKED_OUT') {
    return {
      ok: false as const,
      response: errorJson(409, 'CART_CHECKED_OUT', 'This cart has been checked out.'),
    }
  }
  return { ok: true as const, cart }
}
