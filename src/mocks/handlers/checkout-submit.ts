import * as v from 'valibot'
import { SubmitInputSchema } from '../../api/checkout/schema'
import type { QrBillAddress } from '../../api/qr-bill/schema'
import { ageProblem, ageRange } from '../db/ages'
import { cartMode, cartResource, cartStatus, missingFields } from '../db/carts'
import { message } from '../db/locale'
import { findSku, unitPrice } from '../db/lookup'
import {
  ONLINE_METHODS,
  cartTotals,
  confirmOrder,
  createPayment,
  newBookingCode,
  newToken,
  orderResource,
  providerUrl,
} from '../db/orders'
import { safeReturnUrl } from '../db/return-url'
import type { CartState, OrderState } from '../db/seed-bookings'
import { createPlan, personsOf } from '../db/split'
import { SPLIT_BILL_LEAD_HOURS } from '../../api/split-bill/schema'
import { depositOffer, startDeposit } from '../db/deposits'
import { redeemGifts } from '../db/gift-vouchers'
import { isGift } from '../db/vouchers'
import { zonedIso } from '../db/time'
import { openCart, unavailableItems } from './cart-checks'
import { paymentMethodsFor } from './checkout-resource'
import type { MutationInfo } from './middleware'
import { errorJson, json, validationError } from './utils'
import { issuesToErrors } from './validate'

/** The customer's address as the QR-bill's debtor: the company's name when booking as one. */
export function debtorOf(customer: NonNullable<CartState['contact']>['customer']): QrBillAddress {
  const { person, address } = customer
  return {
    name:
      (customer.type === 'COMPANY' && customer.company?.trim()) ||
      `${person.firstname} ${person.surname}`,
    address: address.street,
    buildingNumber: address.streetNumber,
    zip: address.postalCode,
    city: address.city,
    country: address.country.toUpperCase(),
  }
}

/** The first activity starts too soon for the guests to pay their shares before they are due. */
function tooLateToSplit(db: MutationInfo['db'], cart: CartState): boolean {
  const starts = cart.items.flatMap((item) =>
    item.date && item.time ? [Date.parse(zonedIso(item.date, item.time))] : [],
  )
  if (starts.length === 0) return false
  return Math.min(...starts) - db.clock.now() < SPLIT_BILL_LEAD_HOURS * 3_600_000
}

/**
 * Places the order of a cart: form errors first (422), then the hold and the prices (409), then
 * the order, confirmed at once or waiting for its payment.
 */
export function submitCheckout({ db, lang, params, body, request }: MutationInfo): Response {
  const opened = openCart(db, String(params.cart), { allowExpired: true })
  if (!opened.ok) return opened.response
  const { cart } = opened
  if (cart.items.length === 0) return errorJson(409, 'CART_EMPTY', 'The cart is empty.')

  // Form validation first (422), as Laravel's form request runs before the action.
  const parsed = v.safeParse(SubmitInputSchema, body ?? {})
  const errors = parsed.success ? {} : issuesToErrors(parsed.issues, lang)
  const input = parsed.success ? parsed.output : undefined
  if (input && input.termsAccepted !== true) {
    errors.termsAccepted = [message('validation.accepted', lang)]
  }
  const methods = paymentMethodsFor(db, cart)
  const { subtotal, discount, total, payable } = cartTotals(db, cart.items, cart.voucherCodes)
  const mode = cartMode(db, cart.items)
  // Gift vouchers covering the whole total leave nothing to pay, so no method is needed.
  if (input && mode === 'INSTANT' && payable > 0) {
    if (!input.paymentMethod) errors.paymentMethod = [message('validation.required', lang)]
    else if (!methods.includes(input.paymentMethod)) {
      errors.paymentMethod = [message('validation.invalid', lang)]
    }
  }
  if (input?.onlineMethod && !ONLINE_METHODS.includes(input.onlineMethod)) {
    errors.onlineMethod = [message('validation.invalid', lang)]
  }
  // Split the bill: online payment, two or more people.
  if (
    input?.splitBill &&
    (mode !== 'INSTANT' || input.paymentMethod !== 'NOW' || payable === 0 || personsOf(cart) < 2)
  ) {
    errors.splitBill = [message('validation.invalid', lang)]
  } else if (input?.splitBill && tooLateToSplit(db, cart)) {
    errors.splitBill = [message('validation.splitBillTooLate', lang)]
  }
  // A deposit: only the checkout's offer, paid now online; never with a split bill (one payer
  // owes the rest by a date, shares are due within 48 hours: the two plans contradict).
  const offer = input?.deposit ? depositOffer(db, cart.items, cart.voucherCodes, lang) : undefined
  let code: string | undefined
  if (input?.deposit && (!offer || mode !== 'INSTANT' || input.paymentMethod !== 'NOW')) {
    errors.deposit = [message('validation.noDeposit', lang)]
  } else if (input?.deposit && input.splitBill) {
    errors.splitBill = [message('validation.splitBillWithDeposit', lang)]
    code = 'SPLIT_BILL_WITH_DEPOSIT'
  }
  const returnUrl = input ? safeReturnUrl(input.returnUrl) : null
  if (input && !returnUrl) errors.returnUrl = [message('validation.invalid', lang)]
  if (!cart.contact) errors.contact = [message('validation.required', lang)]
  cart.items.forEach((item, i) => {
    const found = findSku(db, item.skuId)
    if (!found) return
    for (const path of missingFields(found.sku, item)) {
      errors[`items.${i}.${path}`] = [message('validation.required', lang)]
    }
    // Ages checked again at the binding click: the date or the rules may have changed since.
    item.participants.forEach((p, n) => {
      const range = ageRange(found.listing, found.sku, p.variantId)
      const problem = ageProblem(range, p.birthdate, item.date, lang)
      if (problem) errors[`items.${i}.participants.${n}.birthdate`] = [problem]
    })
  })
  if (Object.keys(errors).length || !input || !returnUrl || !cart.contact) {
    return validationError(errors, code)
  }

  if (cartStatus(db, cart) === 'EXPIRED') {
    const lost = unavailableItems(db, cart, lang)
    return lost.length
      ? errorJson(409, 'SOLD_OUT', 'Some places are no longer available.', { itemIds: lost })
      : errorJson(409, 'HOLD_EXPIRED', 'The hold has expired; extend it to continue.')
  }
  // Prices moved since the items were added: take the new ones and let the visitor review.
  const changed = cart.items.filter((item) => {
    const found = findSku(db, item.skuId)
    if (!found) return false
    return found.sku.variants.some((variant) => {
      const now = unitPrice(db, found.sku, variant)
      const quoted = item.quotedPrices[variant.id]
      const used = item.lines.some((l) => l.variantId === variant.id && l.quantity > 0)
      if (!used || now === null || quoted === undefined || now === quoted) return false
      item.quotedPrices[variant.id] = now
      return true
    })
  })
  if (changed.length) {
    return errorJson(409, 'PRICE_CHANGED', 'Prices have changed; please review the cart.', {
      itemIds: changed.map((item) => item.id),
      cart: cartResource(db, cart, lang),
    })
  }

  const person = cart.contact.customer.person
  const order: OrderState = {
    id: `ord_${newToken()}`,
    token: newToken(),
    code: newBookingCode(db),
    status: 'PENDING_PAYMENT',
    mode,
    paymentMethod: mode === 'REQUEST' ? null : (input.paymentMethod ?? null),
    ...(mode === 'REQUEST' ? {} : { paymentMethods: methods }),
    // The online methods the checkout offered: the order's payment link offers the same.
    ...(methods.includes('NOW') ? { onlineMethods: [...ONLINE_METHODS] } : {}),
    createdAt: db.clock.now(),
    customer: { name: `${person.firstname} ${person.surname}`, email: person.email },
    debtor: debtorOf(cart.contact.customer),
    consumer: cart.contact.customer.type === 'PRIVATE',
    lang,
    items: structuredClone(cart.items),
    // Discount codes; gift vouchers pay and are kept in giftVouchers.
    voucherCodes: cart.voucherCodes.filter((c) => !isGift(db.vouchers.get(c))),
    subtotal,
    discount,
    paymentIds: [],
    issuedVouchers: [],
  }
  db.orders.set(order.token, order)
  if (mode === 'INSTANT') redeemGifts(db, order, cart.voucherCodes, total)
  cart.status = 'CHECKED_OUT'
  cart.orderToken = order.token

  if (mode === 'REQUEST') {
    order.status = 'REQUESTED'
    return json(
      { data: { order: orderResource(db, order, lang), next: { type: 'REQUESTED' } } },
      { status: 201 },
    )
  }
  if (offer && input.deposit) startDeposit(order, offer.deposit.amount, Date.parse(offer.restDueAt))
  // Nothing to pay now: gift vouchers cover it (or the deposit), or it is paid later.
  if (payable === 0 || input.paymentMethod !== 'NOW' || order.deposit?.amount === 0) {
    confirmOrder(db, order)
    return json(
      { data: { order: orderResource(db, order, lang), next: { type: 'CONFIRMED' } } },
      { status: 201 },
    )
  }
  if (input.splitBill) {
    const starts = order.items.flatMap((item) =>
      item.date && item.time ? [Date.parse(zonedIso(item.date, item.time))] : [],
    )
    const first = starts.length ? Math.min(...starts) : null
    createPlan(db, order, payable, first, new URL(request.url).origin, lang)
  }
  const payment = createPayment(db, order, returnUrl, lang, undefined, input.onlineMethod)
  return json(
    {
      data: {
        order: orderResource(db, order, lang),
        next: { type: 'REDIRECT', url: providerUrl(payment.id) },
      },
    },
    { status: 201 },
  )
}
