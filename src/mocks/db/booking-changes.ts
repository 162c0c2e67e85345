import type { CancellationQuote, RescheduleQuote } from '../../api/bookings/schema'
import { deadlines, orderPolicy } from './booking-rules'
import { quotePrices } from './carts'
import { computeTotals } from './vouchers'
import { giftPaid, restoreGifts } from './gift-vouchers'

/** What the customer has settled: confirmed payments and gift vouchers (both are money). */
const settled = (db: MockDb, order: OrderState) => paidAmount(db, order) + giftPaid(order)

/** Pays `amount` back: provider payments first, then onto the gift vouchers that paid. */
function refundOrder(db: MockDb, order: OrderState, amount: number): void {
  const money = Math.min(amount, paidAmount(db, order))
  order.refunded = (order.refunded ?? 0) + money
  restoreGifts(db, order, amount - money)
}
import { chf } from './listing-resources'
import type { Lang } from './locale'
import { findSku } from './lookup'
import { orderItemResource, orderTotal, paidAmount } from './orders'
import { itemQuantity } from './places'
import type { CartItemState, OrderState } from './seed-bookings'
import type { MockDb } from './session'
import { parseSlotId, slotsFor } from './slots'

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
  // A move keeps the booked duration: a start time asked for another length does not fit it.
  const blocks =
    found.sku.shape === 'BLOCKS' ? (item.blocks ?? found.sku.minBlocks ?? 1) : undefined
  if (target.blocks !== blocks) {
    return { ok: false, status: 422, field: 'slotId', message: 'validation.slotDuration' }
  }
  const quantity = itemQuantity(found.sku, item)
  // The item's own places and time are free for its move (a private guide moved by an hour).
  const slot = slotsFor(db, found.listing, found.sku, target.date, {
    quantity,
    blocks,
    exceptItemId: item.id,
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
  const paid = settled(db, order)
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
      refundOrder(db, order, refund)
      return { refund, toPay }
    },
  }
}

// ---- Cancel ----------------------------------------------------------------------------------

export function cancellationQuote(db: MockDb, order: OrderState): CancellationQuote {
  const paid = settled(db, order)
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
  refundOrder(db, order, quote.refund.amount)
  order.cancellationFee = quote.fee.amount
  order.cancellationRefund = quote.refund.amount
  order.cancelledAt = db.clock.now()
  order.status = 'CANCELLED'
  for (const id of order.paymentIds) {
    const payment = db.payments.get(id)
    if (payment?.status === 'CREATED') payment.status = 'CANCELED'
  }
}
