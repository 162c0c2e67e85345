import type { OnlineMethod, Order, OrderItem, Payment } from '../../api/orders/schema'
import { findSku } from './lookup'
import { PAYMENT_WINDOW_MINUTES, personCount } from './places'
import { itemEndTime, itemResource } from './carts'
import { computeTotals } from './vouchers'
import { chf, listingMeetingPoint, skuFulfilment } from './listing-resources'
import { tr, type Lang } from './locale'
import type { CartItemState, OrderState, PaymentState } from './seed-bookings'
import type { MockDb } from './session'
import { isoInZone, zonedIso } from './time'
import { randomToken } from './random'
import { vatLines } from './vat'
import { orderQrBill } from './qr-bill'
import { hasPlan, planResource, shareIdOf, splitPaymentAmount } from './split'
import { giftPaid, orderGiftLines, restoreGifts } from './gift-vouchers'
import { depositPaymentAmount, depositSchedule } from './deposits'

const withQrBill = <T>(qrBill: T | undefined) => (qrBill ? { qrBill } : {})

/** What the mock provider offers for NOW: cards and TWINT. */
export const ONLINE_METHODS: OnlineMethod[] = ['CARD', 'TWINT']

/**
 * The online methods the order's open amount may be paid with: those its checkout offered
 * (seeded orders without a checkout: the provider's).
 */
export function onlineMethodsOf(order: OrderState): OnlineMethod[] {
  return [...(order.onlineMethods ?? ONLINE_METHODS)]
}

/** Path of the mock payment provider's page (served by src/mocks/handlers/provider.ts). */
export const providerUrl = (paymentId: string) => `/mock-payment/${encodeURIComponent(paymentId)}`

const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'

function randomFrom(alphabet: string, length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')
}

/** Booking codes as the customer sees them, e.g. AB-7K3Q9 (no 0/O, 1/I/L confusion). */
export function newBookingCode(db: MockDb): string {
  let code: string
  do code = `AB-${randomFrom(CODE_ALPHABET, 5)}`
  while ([...db.orders.values()].some((o) => o.code === code))
  return code
}

/** Order tokens and payment ids: 130 random bits (an order token is the order's credential). */
export function newToken(): string {
  return randomToken()
}

export function paidAmount(db: MockDb, order: OrderState): number {
  return (
    order.paymentIds
      .map((id) => db.payments.get(id))
      .filter((p): p is PaymentState => p?.status === 'CONFIRMED')
      .reduce((sum, p) => sum + p.amount, 0) - (order.refunded ?? 0)
  )
}

/** What the booked items cost: withdrawn items are no longer part of it (withdrawal.ts). */
export function bookedTotal(order: OrderState): number {
  const withdrawn = (order.withdrawals ?? []).reduce((sum, w) => sum + w.amount, 0)
  return order.subtotal - order.discount - withdrawn
}

export function orderTotal(order: OrderState): number {
  // A cancelled booking costs its cancellation fee (src/mocks/db/booking-changes.ts).
  return order.cancellationFee ?? bookedTotal(order)
}

/** Total minus what gift vouchers and confirmed payments settled. */
export function openAmount(db: MockDb, order: OrderState): number {
  return Math.max(0, orderTotal(order) - giftPaid(order) - paidAmount(db, order))
}

export function paymentResource(payment: PaymentState): Payment {
  return {
    id: payment.id,
    status: payment.status,
    amount: chf(payment.amount),
    createdAt: isoInZone(payment.createdAt),
    ...(payment.method ? { method: payment.method } : {}),
    ...(payment.status === 'CREATED' ? { redirectUrl: providerUrl(payment.id) } : {}),
  }
}

export function orderItemResource(db: MockDb, item: CartItemState, lang: Lang): OrderItem {
  const cartItem = itemResource(db, item, lang)
  const found = findSku(db, item.skuId)
  const resource: OrderItem = {
    id: item.id,
    listingSlug: cartItem.listing.slug,
    title: cartItem.listing.title,
    skuTitle: cartItem.sku.title,
    skuType: cartItem.sku.type,
    lines: cartItem.lines
      .filter((line) => line.quantity > 0)
      .map((line) => ({ label: line.label, quantity: line.quantity, total: line.total })),
    additionalServices: cartItem.additionalServices.map((service) => ({
      label: service.label,
      per: service.per,
      quantity: service.quantity,
      total: service.total,
    })),
    participants: found ? personCount(found.sku, item) : 0,
    price: cartItem.price,
  }
  if (item.date) resource.date = item.date
  const meetingPoint = found ? listingMeetingPoint(found.listing, lang) : undefined
  if (meetingPoint) resource.meetingPoint = meetingPoint
  if (found?.sku.pickup) resource.fulfilment = skuFulfilment(found.sku.pickup, lang)
  if (found && item.date && item.time) {
    resource.start = zonedIso(item.date, item.time)
    const end = itemEndTime(found.sku, item)
    if (end) resource.end = zonedIso(item.date, end)
  }
  if (found?.listing.location) resource.location = tr(found.listing.location, lang)
  const { recipientName, message } = item.voucherDetails ?? {}
  if (recipientName?.trim() || message?.trim()) {
    resource.voucherDetails = {
      ...(recipientName?.trim() ? { recipientName: recipientName.trim() } : {}),
      ...(message?.trim() ? { message: message.trim() } : {}),
    }
  }
  return resource
}

/** The gift vouchers bought with an order, as the order and its booking page show them. */
export function issuedVouchers(db: MockDb, order: OrderState): Order['issuedVouchers'] {
  return order.issuedVouchers.map((voucher) => {
    const validUntil = db.vouchers.get(voucher.code)?.validUntil
    return {
      code: voucher.code,
      amount: chf(voucher.amount),
      ...(voucher.itemId ? { itemId: voucher.itemId } : {}),
      ...(validUntil ? { validUntil } : {}),
    }
  })
}

/** The vouchers redeemed on an order with what each took off, as fixed when it was placed. */
export function orderVouchers(db: MockDb, order: OrderState, lang: Lang): Order['vouchers'] {
  return computeTotals(db, order.items, order.voucherCodes, lang).vouchers
}

export function orderResource(db: MockDb, order: OrderState, lang: Lang): Order {
  const paid = paidAmount(db, order)
  const total = orderTotal(order)
  const gift = giftPaid(order)
  const deposit = depositSchedule(db, order)
  const open = openAmount(db, order)
  return {
    id: order.id,
    code: order.code,
    token: order.token,
    status: order.status,
    mode: order.mode,
    paymentMethod: order.paymentMethod,
    ...(order.status === 'PENDING_PAYMENT' && order.paymentMethods
      ? { paymentMethods: [...order.paymentMethods] }
      : {}),
    createdAt: isoInZone(order.createdAt),
    customer: { ...order.customer },
    items: order.items.map((item) => orderItemResource(db, item, lang)),
    totals: {
      subtotal: chf(order.subtotal),
      discount: chf(order.discount),
      total: chf(total),
      paid: chf(paid),
      openAmount: chf(open),
      ...(gift > 0 ? { giftVouchers: chf(gift) } : {}),
      vat: vatLines(db, order.items, total),
    },
    vouchers: orderVouchers(db, order, lang),
    ...(order.giftVouchers?.length ? { giftVouchers: orderGiftLines(db, order, lang) } : {}),
    ...(deposit ? { deposit } : {}),
    payments: order.paymentIds
      .map((id) => db.payments.get(id))
      .filter((p): p is PaymentState => p !== undefined)
      .map(paymentResource),
    issuedVouchers: issuedVouchers(db, order),
    ...withQrBill(orderQrBill(order, open)),
    ...withPlan(planResource(db, order)),
  }
}

const withPlan = (paymentPlan: Order['paymentPlan']) => (paymentPlan ? { paymentPlan } : {})

/**
 * Orders left unpaid beyond the payment window expire and release their places, as the
 * backend's scheduler would do; an attempt still open at the provider is cancelled.
 */
export function expireUnpaidOrders(db: MockDb): void {
  const deadline = db.clock.now() - PAYMENT_WINDOW_MINUTES * 60_000
  for (const order of db.orders.values()) {
    if (order.status !== 'PENDING_PAYMENT' || order.createdAt > deadline) continue
    // Money taken is never dropped with an expiry: such an order waits for a person to settle it
    // (refund or confirm). No current flow leaves one: a guest's share of a split bill cannot
    // be paid before the organiser's (AWAITING_ORGANISER), and every other payment pays the
    // whole open amount, or the organiser's share, and confirms the order. So an abandoned split
    // bill expires like any unpaid order and releases its places.
    if (paidAmount(db, order) > 0) continue
    order.status = 'EXPIRED'
    // What its gift vouchers were to pay stays on them.
    restoreGifts(db, order, giftPaid(order))
    for (const id of order.paymentIds) {
      const payment = db.payments.get(id)
      if (payment?.status === 'CREATED') payment.status = 'CANCELED'
    }
  }
}

/**
 * Confirms an order: gift vouchers bought with it become redeemable codes with their amount as
 * balance, fixed-amount discount codes redeemed on it are used up (percentage codes may be used
 * again).
 */
export function confirmOrder(db: MockDb, order: OrderState): void {
  if (order.status === 'CONFIRMED') return
  order.status = 'CONFIRMED'
  for (const item of order.items) {
    const found = findSku(db, item.skuId)
    if (found?.sku.type !== 'VOUCHER') continue
    for (const line of item.lines) {
      const variant = found.sku.variants.find((v) => v.id === line.variantId)
      const amount =
        variant?.kind === 'VOUCHER_CUSTOM' ? line.customAmount : item.quotedPrices[line.variantId]
      for (let i = 0; i < line.quantity && amount; i += 1) {
        const code = `GV-${randomFrom(CODE_ALPHABET, 4)}-${randomFrom(CODE_ALPHABET, 4)}`
        order.issuedVouchers.push({ code, amount, itemId: item.id })
        db.vouchers.set(code, {
          code,
          kind: 'GIFT',
          value: amount,
          balance: amount,
          validUntil: new Date(db.clock.now() + 3 * 365 * 86_400_000).toISOString().slice(0, 10),
          usedUp: false,
        })
      }
    }
  }
  for (const code of order.voucherCodes) {
    const voucher = db.vouchers.get(code)
    if (voucher?.kind === 'FIXED') voucher.usedUp = true
  }
}

export function createPayment(
  db: MockDb,
  order: OrderState,
  returnUrl: string,
  lang: Lang,
  linkToken?: string,
  method?: PaymentState['method'],
): PaymentState {
  // A new attempt supersedes one still open at the provider, so nothing is paid twice (a split
  // bill: one of the same share, the others' payers pay at the same time; the organiser's share
  // is one share whether paid at checkout, on the success page or through its link).
  const split = hasPlan(db, order)
  const share = shareIdOf(db, order, linkToken)
  for (const id of order.paymentIds) {
    const previous = db.payments.get(id)
    if (
      previous?.status === 'CREATED' &&
      (!split || shareIdOf(db, order, previous.linkToken) === share)
    ) {
      previous.status = 'CANCELED'
    }
  }
  const open = openAmount(db, order)
  const payment: PaymentState = {
    id: `pay_${newToken()}`,
    orderToken: order.token,
    // A split bill's share, or the deposit while the order waits for it, or the open amount.
    amount:
      splitPaymentAmount(db, order, linkToken, open) ?? depositPaymentAmount(db, order) ?? open,
    status: 'CREATED',
    createdAt: db.clock.now(),
    returnUrl,
    lang,
    ...(linkToken ? { linkToken } : {}),
    ...(method ? { method } : {}),
  }
  db.payments.set(payment.id, payment)
  order.paymentIds.push(payment.id)
  return payment
}

/** Totals of a cart at checkout, in minor units: `payable` is what gift vouchers leave. */
export function cartTotals(db: MockDb, items: CartItemState[], codes: string[]) {
  const { subtotal, discount, gift } = computeTotals(db, items, codes, 'de')
  const total = subtotal - discount
  return { subtotal, discount, total, gift, payable: total - gift }
}
