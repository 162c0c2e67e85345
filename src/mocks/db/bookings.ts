import type { Booking } from '../../api/bookings/schema'
import { DAY, MANAGE_RULES, bookingRules } from './booking-rules'
import { itemResource } from './carts'
import { chf, listingMeetingPoint } from './listing-resources'
import type { Lang } from './locale'
import { findSku } from './lookup'
import {
  issuedVouchers,
  openAmount,
  orderItemResource,
  orderTotal,
  orderVouchers,
  paidAmount,
} from './orders'
import { depositSchedule } from './deposits'
import { giftPaid, orderGiftLines } from './gift-vouchers'
import { itemQuantity } from './places'
import { itemWithdrawal, withdrawalResource } from './withdrawal'
import { randomToken } from './random'
import type { CartItemState, OrderState } from './seed-bookings'
import type { MockDb } from './session'
import { isoInZone } from './time'
import { vatLines } from './vat'

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

function bookingItemResource(db: MockDb, order: OrderState, item: CartItemState, lang: Lang) {
  const found = findSku(db, item.skuId)
  const people = itemResource(db, item, lang).participants
  const meetingPoint = found ? listingMeetingPoint(found.listing, lang) : undefined
  const withdrawal = itemWithdrawal(db, order, item)
  return {
    ...orderItemResource(db, item, lang),
    skuId: item.skuId,
    places: found ? itemQuantity(found.sku, item) : 0,
    ...(found?.sku.shape === 'BLOCKS' ? { blocks: item.blocks ?? found.sku.minBlocks ?? 1 } : {}),
    people,
    requiredFields: found ? [...found.sku.requiredFields] : [],
    ...(meetingPoint ? { meetingPoint } : {}),
    ...(withdrawal ? { withdrawal } : {}),
  }
}

export function bookingResource(db: MockDb, order: OrderState, lang: Lang): Booking {
  const total = orderTotal(order)
  const paid = paidAmount(db, order)
  const open = openAmount(db, order)
  const gift = giftPaid(order)
  const items = order.items.map((item) => bookingItemResource(db, order, item, lang))
  const deposit = depositSchedule(db, order)
  const rules = bookingRules(db, order, lang)
  const canWithdraw = items.some((item) => item.withdrawal?.status === 'AVAILABLE')
  return {
    token: order.token,
    code: order.code,
    status: order.status,
    createdAt: isoInZone(order.createdAt),
    mode: order.mode,
    paymentMethod: order.paymentMethod,
    customer: { ...order.customer },
    items,
    totals: {
      subtotal: chf(order.subtotal),
      discount: chf(order.discount),
      total: chf(total),
      paid: chf(paid),
      openAmount: chf(open),
      refunded: chf(order.refunded ?? 0),
      ...(gift > 0 ? { giftVouchers: chf(gift) } : {}),
      vat: vatLines(db, order.items, total),
    },
    vouchers: orderVouchers(db, order, lang),
    ...(order.giftVouchers?.length ? { giftVouchers: orderGiftLines(db, order, lang) } : {}),
    ...(deposit ? { deposit } : {}),
    ...(order.issuedVouchers.length ? { issuedVouchers: issuedVouchers(db, order) } : {}),
    ...(order.withdrawals?.length
      ? { withdrawals: order.withdrawals.map(withdrawalResource) }
      : {}),
    paymentLinkToken: paymentLinkFor(db, order, open),
    rules: { ...rules, ...(items.some((item) => item.withdrawal) ? { canWithdraw } : {}) },
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
