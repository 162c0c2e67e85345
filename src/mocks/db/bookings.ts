import type {
  Booking,
  BookingRules,
  CancellationPolicy,
  CancellationQuote,
  RescheduleQuote,
} from '../../api/bookings/schema'
import { findSku, itemQuantity, parseSlotId, slotsFor } from './availability'
import { computeTotals, itemResource, quotePrices } from './carts'
import { chf, listingCancellationPolicy, listingMeetingPoint } from './listing-resources'
import { tr, type Lang } from './locale'
import { orderItemResource, orderTotal, orderVouchers, paidAmount } from './orders'
import { randomToken } from './random'
import type { CartItemState, OrderState } from './seed-bookings'
import type { MockDb } from './session'
import { isoInZone, zonedInstant } from './time'
import { vatLines } from './vat'
import type { SeedCancellationPolicy } from './types'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * The change rules of the demo shop (a backend reads them from each offer): moving to another
 * date is possible until 48 hours before; names and details, and cancelling, until 24 hours
 * before. What cancelling costs follows the listing's own policy (the one its page shows);
 * free until 48 hours before, then half the total, only for listings without one.
 */
export const MANAGE_RULES = {
  freeUntilHoursBefore: 48,
  feePercent: 50,
  rescheduleHoursBefore: 48,
  changeHoursBefore: 24,
  /** The booking page's link stops working this long after the last item ended. */
  linkDaysAfterEnd: 30,
  /** Undated bookings (vouchers, goods): this long after the order. */
  linkDaysUndated: 365,
  /** Payment links the booking page creates for an open amount. */
  paymentLinkDays: 30,
} as const

function defaultPolicy(): SeedCancellationPolicy {
  const { freeUntilHoursBefore: free, feePercent: fee } = MANAGE_RULES
  return {
    freeUntilHoursBefore: free,
    feePercent: fee,
    text: {
      de: `Kostenlose Annullierung bis ${free} Stunden vor Beginn, danach werden ${fee} % des Preises berechnet.`,
      en: `Free cancellation up to ${free} hours before the start; after that, ${fee} % of the price is charged.`,
      fr: `Annulation gratuite jusqu’à ${free} heures avant le début ; ensuite, ${fee} % du prix sont facturés.`,
    },
  }
}

/**
 * The cancellation rule a booking was sold under: the one its (first dated) listing states on
 * its page, so the booking page never contradicts the listing; the shop's default otherwise.
 */
function orderPolicy(db: MockDb, order: OrderState): SeedCancellationPolicy {
  for (const item of order.items) {
    if (!item.date) continue
    const policy = findSku(db, item.skuId)?.listing
    const own = policy ? listingCancellationPolicy(policy) : undefined
    if (own) return own
  }
  return defaultPolicy()
}

export function cancellationPolicy(db: MockDb, order: OrderState, lang: Lang): CancellationPolicy {
  const policy = orderPolicy(db, order)
  return { ...policy, text: tr(policy.text, lang) }
}

/** The first start of the booking's dated items (ms), undefined for undated bookings. */
function firstStart(order: OrderState): number | undefined {
  const starts = order.items
    .filter((item) => item.date && item.time)
    .map((item) => zonedInstant(item.date ?? '', item.time ?? '00:00'))
  return starts.length ? Math.min(...starts) : undefined
}

function lastEnd(db: MockDb, order: OrderState): number | undefined {
  const ends = order.items.flatMap((item) => {
    if (!item.date || !item.time) return []
    const found = findSku(db, item.skuId)
    const minutes = (found?.sku.durationMinutes ?? 60) * (item.blocks ?? 1)
    return [zonedInstant(item.date, item.time) + minutes * 60_000]
  })
  return ends.length ? Math.max(...ends) : undefined
}

/** The instant after which the booking page's token answers 410. */
export function linkExpiry(db: MockDb, order: OrderState): number {
  const end = lastEnd(db, order)
  return end !== undefined
    ? end + MANAGE_RULES.linkDaysAfterEnd * DAY
    : order.createdAt + MANAGE_RULES.linkDaysUndated * DAY
}

interface Deadlines {
  participants: number | null
  reschedule: number | null
  cancel: number | null
  free: number | null
}

function deadlines(db: MockDb, order: OrderState): Deadlines {
  const start = firstStart(order)
  const none = { participants: null, reschedule: null, cancel: null, free: null }
  if (start === undefined) return none
  const before = (hours: number) => start - hours * HOUR
  if (order.status === 'CONFIRMED') {
    return {
      participants: before(MANAGE_RULES.changeHoursBefore),
      reschedule: before(MANAGE_RULES.rescheduleHoursBefore),
      cancel: before(MANAGE_RULES.changeHoursBefore),
      free: before(orderPolicy(db, order).freeUntilHoursBefore),
    }
  }
  if (order.status === 'REQUESTED') {
    // A request can be withdrawn (free) and its names changed until the shop's last change
    // time; it cannot be moved before the shop has confirmed it.
    const last = before(MANAGE_RULES.changeHoursBefore)
    return { participants: last, reschedule: null, cancel: last, free: last }
  }
  return none
}

export function bookingRules(db: MockDb, order: OrderState, lang: Lang): BookingRules {
  const d = deadlines(db, order)
  const now = db.clock.now()
  const iso = (t: number | null) => (t === null ? null : isoInZone(t))
  const open = (t: number | null) => t !== null && now < t
  const hasDated = order.items.some((item) => item.date && item.time)
  return {
    cancellation: cancellationPolicy(db, order, lang),
    participantsUntil: iso(d.participants),
    rescheduleUntil: iso(d.reschedule),
    cancelUntil: iso(d.cancel),
    freeCancellationUntil: iso(d.free),
    canChangeParticipants:
      open(d.participants) && order.items.some((item) => item.participants.length > 0),
    canReschedule: hasDated && open(d.reschedule),
    canCancel: open(d.cancel),
  }
}

/** Why an action is refused now: too late (409 TOO_LATE) or not for this booking at all. */
export function refusal(
  db: MockDb,
  order: OrderState,
  action: 'participants' | 'reschedule' | 'cancel',
): { code: 'TOO_LATE' | 'NOT_CHANGEABLE'; until?: string } | null {
  const deadline = deadlines(db, order)[action]
  if (deadline === null) return { code: 'NOT_CHANGEABLE' }
  if (db.clock.now() >= deadline) return { code: 'TOO_LATE', until: isoInZone(deadline) }
  return null
}

/** The payment link for the booking's open amount, created once when the page needs one. */
function paymentLinkFor(db: MockDb, order: OrderState, open: number): string | null {
  if (open === 0 || order.status !== 'CONFIRMED' || order.paymentMethod === 'ON_SITE') return null
  const now = db.clock.now()
  for (const link of db.paymentLinks.values()) {
    if (link.orderToken === order.token && link.payableOnline && link.expiresAt > now) {
      return link.token
    }
  }
  const token = `pl_${randomToken()}`
  db.paymentLinks.set(token, {
    token,
    orderToken: order.token,
    expiresAt: now + MANAGE_RULES.paymentLinkDays * DAY,
    payableOnline: true,
  })
  return token
}

function bookingItemResource(db: MockDb, item: CartItemState, lang: Lang) {
  const found = findSku(db, item.skuId)
  const people = itemResource(db, item, lang).participants
  const meetingPoint = found ? listingMeetingPoint(found.listing, lang) : undefined
  return {
    ...orderItemResource(db, item, lang),
    skuId: item.skuId,
    people,
    requiredFields: found ? [...found.sku.requiredFields] : [],
    ...(meetingPoint ? { meetingPoint } : {}),
  }
}

export function bookingResource(db: MockDb, order: OrderState, lang: Lang): Booking {
  const total = orderTotal(order)
  const paid = paidAmount(db, order)
  const open = Math.max(0, total - paid)
  return {
    token: order.token,
    code: order.code,
    status: order.status,
    mode: order.mode,
    paymentMethod: order.paymentMethod,
    customer: { ...order.customer },
    items: order.items.map((item) => bookingItemResource(db, item, lang)),
    totals: {
      subtotal: chf(order.subtotal),
      discount: chf(order.discount),
      total: chf(total),
      paid: chf(paid),
      openAmount: chf(open),
      refunded: chf(order.refunded ?? 0),
      vat: vatLines(db, order.items, total),
    },
    vouchers: orderVouchers(db, order, lang),
    paymentLinkToken: paymentLinkFor(db, order, open),
    rules: bookingRules(db, order, lang),
    cancellation:
      order.status === 'CANCELLED' && order.cancelledAt !== undefined
        ? {
            cancelledAt: isoInZone(order.cancelledAt),
            fee: chf(order.cancellationFee ?? 0),
            refund: chf(order.cancellationRefund ?? 0),
          }
        : null,
  }
}

// ---- Reschedule ------------------------------------------------------------------------------

export type RescheduleCheck =
  | {
      ok: true
      quote: RescheduleQuote
      apply: () => { refund: number; toPay: number }
    }
  | { ok: false; status: 404 | 409 | 422; code?: string; field?: string; message: string }

/** Checks a move of one item to a slot and prices it at today's prices. */
export function checkReschedule(
  db: MockDb,
  order: OrderState,
  itemId: string,
  slotId: string,
  lang: Lang,
): RescheduleCheck {
  const item = order.items.find((candidate) => candidate.id === itemId)
  if (!item) return { ok: false, status: 404, code: 'ITEM_NOT_FOUND', message: 'Item not found.' }
  const found = findSku(db, item.skuId)
  const target = parseSlotId(slotId)
  if (!found || !item.date || !target || target.skuId !== item.skuId) {
    return { ok: false, status: 422, field: 'slotId', message: 'validation.invalid' }
  }
  if (target.date === item.date && target.time === item.time) {
    return { ok: false, status: 422, field: 'slotId', message: 'validation.invalid' }
  }
  const quantity = itemQuantity(found.sku, item)
  const slot = slotsFor(db, found.listing, found.sku, target.date, {
    quantity,
    blocks: item.blocks,
  }).find((candidate) => candidate.id === slotId)
  // A slot that does not exist (closed day, past time) is a wrong input; a full one is a conflict.
  if (!slot) return { ok: false, status: 422, field: 'slotId', message: 'validation.invalid' }
  if (slot.status === 'SOLD_OUT' || slot.status === 'UPON_REQUEST' || slot.amountLeft < quantity) {
    return {
      ok: false,
      status: 409,
      code: 'SOLD_OUT',
      message: 'The whole party does not fit into this slot.',
    }
  }
  const moved: CartItemState = {
    ...item,
    date: target.date,
    time: target.time,
    quotedPrices: quotePrices(db, found.sku),
  }
  const items = order.items.map((candidate) => (candidate.id === item.id ? moved : candidate))
  const before = computeTotals(db, [item], [], lang).subtotal
  const after = computeTotals(db, items, order.voucherCodes, lang)
  const newTotal = after.subtotal - after.discount
  const paid = paidAmount(db, order)
  const toPay = Math.max(0, newTotal - paid)
  const refund = Math.max(0, paid - newTotal)
  const resource = orderItemResource(db, moved, lang)
  return {
    ok: true,
    quote: {
      itemId: item.id,
      slotId,
      start: resource.start ?? '',
      ...(resource.end ? { end: resource.end } : {}),
      currentPrice: chf(before),
      newPrice: chf(computeTotals(db, [moved], [], lang).subtotal),
      newTotal: chf(newTotal),
      toPay: chf(toPay),
      refund: chf(refund),
    },
    apply: () => {
      Object.assign(item, {
        date: moved.date,
        time: moved.time,
        quotedPrices: moved.quotedPrices,
      })
      order.subtotal = after.subtotal
      order.discount = after.discount
      order.refunded = (order.refunded ?? 0) + refund
      return { refund, toPay }
    },
  }
}

// ---- Cancel ----------------------------------------------------------------------------------

export function cancellationQuote(db: MockDb, order: OrderState): CancellationQuote {
  const paid = paidAmount(db, order)
  const withdrawal = order.status === 'REQUESTED'
  const free = deadlines(db, order).free
  const fee =
    withdrawal || (free !== null && db.clock.now() < free)
      ? 0
      : Math.round((orderTotal(order) * orderPolicy(db, order).feePercent) / 100)
  return {
    fee: chf(fee),
    refund: chf(Math.max(0, paid - fee)),
    toPay: chf(Math.max(0, fee - paid)),
    withdrawal,
  }
}

/** Cancels: the fee becomes the booking's total, the rest of what was paid is refunded. */
export function applyCancellation(db: MockDb, order: OrderState): void {
  const quote = cancellationQuote(db, order)
  order.refunded = (order.refunded ?? 0) + quote.refund.amount
  order.cancellationFee = quote.fee.amount
  order.cancellationRefund = quote.refund.amount
  order.cancelledAt = db.clock.now()
  order.status = 'CANCELLED'
  for (const id of order.paymentIds) {
    const payment = db.payments.get(id)
    if (payment?.status === 'CREATED') payment.status = 'CANCELED'
  }
}
