import { http } from 'msw'
import { isValidPhoneNumber } from 'libphonenumber-js'
import {
  ContactInputSchema,
  SubmitInputSchema,
  type Checkout,
  type ContactInput,
} from '../../api/checkout/schema'
import type { PaymentMethod } from '../../api/orders/schema'
import type { QrBillAddress } from '../../api/qr-bill/schema'
import type { RequiredField } from '../../api/listings/schema'
import { findSku, unitPrice } from '../db/availability'
import { cartMode, cartResource, cartStatus, missingFields, renewHold } from '../db/carts'
import { message, type Lang } from '../db/locale'
import {
  ONLINE_METHODS,
  cartTotals,
  confirmOrder,
  createPayment,
  newBookingCode,
  newToken,
  orderResource,
  providerUrl,
  safeReturnUrl,
} from '../db/orders'
import type { CartState, OrderState } from '../db/seed-bookings'
import type { MockDb } from '../db/session'
import { createPlan, personsOf } from '../db/split'
import { zonedIso } from '../db/time'
import { contextOf } from './context'
import { openCart, unavailableItems } from './carts'
import { mutation } from './middleware'
import { API, errorJson, json, validationError } from './utils'
import { issuesToErrors } from './validate'
import * as v from 'valibot'

/** Goods and vouchers are paid online before they are sent; dated items may be paid later. */
function paymentMethodsFor(db: MockDb, cart: CartState): PaymentMethod[] {
  if (cartMode(db, cart.items) === 'REQUEST') return []
  const allDated = cart.items.every((item) => item.date !== undefined)
  return allDated ? ['NOW', 'LATER', 'ON_SITE'] : ['NOW']
}

/** The customer's address as the QR-bill's debtor: the company's name when booking as one. */
function debtorOf(customer: NonNullable<CartState['contact']>['customer']): QrBillAddress {
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

function checkoutResource(db: MockDb, cart: CartState): Checkout {
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
  const { total } = cartTotals(db, cart.items, cart.voucherCodes)
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
      { id: 'payment', applicable: mode === 'INSTANT' && total > 0, completed: false },
    ],
    paymentMethods: paymentMethodsFor(db, cart),
    ...(paymentMethodsFor(db, cart).includes('NOW') ? { onlineMethods: [...ONLINE_METHODS] } : {}),
    requiredFields: [...required],
    contact: cart.contact,
  }
}

function validateContact(
  body: unknown,
  lang: Lang,
): { ok: true; value: ContactInput } | { ok: false; response: Response } {
  const parsed = v.safeParse(ContactInputSchema, body ?? {})
  const errors = parsed.success ? {} : issuesToErrors(parsed.issues, lang)
  const raw = (body ?? {}) as {
    customer?: { type?: unknown; company?: unknown; person?: { phone?: unknown } }
    bookingFor?: unknown
    attendee?: { phone?: unknown }
  }
  // Laravel checks required_if rules together with the others; valibot runs the schema's
  // cross-field checks only once the fields themselves are valid, so repeat them here.
  const required = [message('validation.required', lang)]
  const company = raw.customer?.company
  if (raw.customer?.type === 'COMPANY' && !(typeof company === 'string' && company.trim())) {
    errors['customer.company'] = required
  }
  if (raw.bookingFor === 'OTHER' && raw.attendee === undefined) errors.attendee = required
  // Phone numbers: international format, checked as the backend does with libphonenumber.
  const phones: Array<[string, unknown]> = [
    ['customer.person.phone', raw.customer?.person?.phone],
    ['attendee.phone', raw.attendee?.phone],
  ]
  for (const [path, phone] of phones) {
    if (typeof phone !== 'string' || !phone.trim() || errors[path]) continue
    if (!isValidPhoneNumber(phone.trim())) errors[path] = [message('validation.phone', lang)]
  }
  if (Object.keys(errors).length || !parsed.success) {
    return { ok: false, response: validationError(errors) }
  }
  return { ok: true, value: parsed.output }
}

function existingCart(db: MockDb, id: string) {
  const cart = db.carts.get(id)
  if (!cart)
    return { ok: false as const, response: errorJson(404, 'CART_NOT_FOUND', 'Cart not found.') }
  if (cartStatus(db, cart) === 'CHECKED_OUT') {
    return {
      ok: false as const,
      response: errorJson(409, 'CART_CHECKED_OUT', 'This cart has been checked out.', {
        orderToken: cart.orderToken,
      }),
    }
  }
  return { ok: true as const, cart }
}

export const checkoutHandlers = [
  http.get(`${API}/carts/:cart/checkout`, ({ request, params }) => {
    const { db } = contextOf(request)
    const found = existingCart(db, String(params.cart))
    if (!found.ok) return found.response
    return json({ data: checkoutResource(db, found.cart) })
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
      return json({ data: checkoutResource(db, cart) })
    }),
  ),

  http.post(
    `${API}/carts/:cart/checkout/submit`,
    mutation(({ db, lang, params, body, request }) => {
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
      const { subtotal, discount, total } = cartTotals(db, cart.items, cart.voucherCodes)
      const mode = cartMode(db, cart.items)
      if (input && mode === 'INSTANT' && total > 0) {
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
        (mode !== 'INSTANT' || input.paymentMethod !== 'NOW' || total === 0 || personsOf(cart) < 2)
      ) {
        errors.splitBill = [message('validation.invalid', lang)]
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
      })
      if (Object.keys(errors).length || !input || !returnUrl || !cart.contact) {
        return validationError(errors)
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
        items: structuredClone(cart.items),
        voucherCodes: [...cart.voucherCodes],
        subtotal,
        discount,
        paymentIds: [],
        issuedVouchers: [],
      }
      db.orders.set(order.token, order)
      cart.status = 'CHECKED_OUT'
      cart.orderToken = order.token

      if (mode === 'REQUEST') {
        order.status = 'REQUESTED'
        return json(
          { data: { order: orderResource(db, order, lang), next: { type: 'REQUESTED' } } },
          { status: 201 },
        )
      }
      if (total === 0 || input.paymentMethod !== 'NOW') {
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
        createPlan(db, order, total, first, new URL(request.url).origin, lang)
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
    }),
  ),
]
