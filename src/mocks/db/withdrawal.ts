import type { ItemWithdrawal, Withdrawal, WithdrawalQuote } from '../../api/payments/schema'
import { itemPrice } from './carts'
import { giftPaid, giftUsed, restoreGifts } from './gift-vouchers'
import { chf } from './listing-resources'
import { tr, type Lang } from './locale'
import { findSku } from './lookup'
import { orderTotal, paidAmount } from './orders'
import { sendCustomerMail } from './outbox'
import { PAYMENT_TEXTS, fill, shopDate, shopMoney } from './payment-texts'
import { randomToken } from './random'
import type { CartItemState, OrderState, WithdrawalState } from './seed-bookings'
import type { MockDb } from './session'
import { isoInZone, utcIso } from './time'
import { discountableSubtotal, isGiftVoucherItem } from './vouchers'

/**
 * The right of withdrawal (docs/api/README.md, "Right of withdrawal"): gift vouchers and goods
 * bought online by a consumer may be withdrawn within 14 days of the purchase, as EU consumer
 * law (Directive 2011/83/EU, its withdrawal function added by Directive (EU) 2023/2673) gives
 * it; the demo shop grants it to every consumer. Dated activities have none: they are leisure
 * services for a specific date, and their cancellation policy applies instead.
 */
export const WITHDRAWAL_DAYS = 14
const DAY = 86_400_000

export function hasRightOfWithdrawal(db: MockDb, order: OrderState, item: CartItemState) {
  const type = findSku(db, item.skuId)?.sku.type
  return order.consumer === true && !item.date && (type === 'VOUCHER' || type === 'GENERIC')
}

const withdrawalOf = (order: OrderState, itemId: string) =>
  order.withdrawals?.find((w) => w.itemIds.includes(itemId))

/** The gift voucher codes bought with an item. */
const codesOf = (order: OrderState, itemId: string) =>
  order.issuedVouchers.filter((v) => v.itemId === itemId).map((v) => v.code)

export function itemWithdrawal(
  db: MockDb,
  order: OrderState,
  item: CartItemState,
): ItemWithdrawal | undefined {
  if (!hasRightOfWithdrawal(db, order, item)) return undefined
  const until = order.createdAt + WITHDRAWAL_DAYS * DAY
  const done = withdrawalOf(order, item.id)
  if (done) {
    return { status: 'WITHDRAWN', until: isoInZone(until), withdrawnAt: isoInZone(done.receivedAt) }
  }
  if (order.status !== 'CONFIRMED') return undefined
  const status = codesOf(order, item.id).some((code) => giftUsed(db, code))
    ? 'VOUCHER_REDEEMED'
    : db.clock.now() >= until
      ? 'EXPIRED'
      : 'AVAILABLE'
  return { status, until: isoInZone(until) }
}

export type Refusal = { status: 409 | 422; code?: string; message: string; details?: object }

/** Why these items cannot be withdrawn now, or null. */
export function withdrawalRefusal(
  db: MockDb,
  order: OrderState,
  itemIds: string[],
): Refusal | null {
  const unknown = itemIds.findIndex((id) => !order.items.some((item) => item.id === id))
  if (unknown >= 0) return { status: 422, message: `itemIds.${unknown}` }
  for (const id of itemIds) {
    const item = order.items.find((candidate) => candidate.id === id)!
    const right = itemWithdrawal(db, order, item)
    if (!hasRightOfWithdrawal(db, order, item)) {
      return {
        status: 409,
        code: 'NO_RIGHT_OF_WITHDRAWAL',
        message: 'This item has no right of withdrawal; its cancellation policy applies.',
        details: { itemId: id },
      }
    }
    if (!right) return { status: 409, code: 'NOT_CHANGEABLE', message: 'Not confirmed.' }
    if (right.status === 'WITHDRAWN') {
      return { status: 409, code: 'ALREADY_WITHDRAWN', message: 'Already withdrawn.' }
    }
    if (right.status === 'VOUCHER_REDEEMED') {
      return {
        status: 409,
        code: 'VOUCHER_REDEEMED',
        message: 'A voucher of this item has been used and cannot be withdrawn.',
        details: { itemId: id, codes: codesOf(order, id) },
      }
    }
    if (right.status === 'EXPIRED') {
      return {
        status: 409,
        code: 'TOO_LATE',
        message: 'The withdrawal period is over.',
        details: { until: right.until },
      }
    }
  }
  return null
}

/** An item's part of the total: its price less its share of the discount codes. */
function netPrice(db: MockDb, order: OrderState, item: CartItemState): number {
  const price = itemPrice(db, item)
  if (isGiftVoucherItem(db, item) || order.discount === 0) return price
  const base = discountableSubtotal(db, order.items)
  return base > 0 ? price - Math.round((order.discount * price) / base) : price
}

export function withdrawalQuote(db: MockDb, order: OrderState, itemIds: string[]) {
  const items = order.items.filter((item) => itemIds.includes(item.id))
  const amounts = items.map((item) => netPrice(db, order, item))
  const amount = amounts.reduce((sum, a) => sum + a, 0)
  const settled = paidAmount(db, order) + giftPaid(order)
  const after = orderTotal(order) - amount
  const refund = Math.max(0, settled - after)
  const quote: WithdrawalQuote = {
    items: items.map((item, i) => ({
      itemId: item.id,
      refund: chf(Math.min(amounts[i]!, refund)),
      voidsVouchers: codesOf(order, item.id),
    })),
    refund: chf(refund),
    toPay: chf(Math.max(0, after - settled)),
  }
  return { quote, amount, refund }
}

/**
 * Withdraws the items: the total drops by their part, the refund goes back the way it was paid
 * (provider payments first, then onto the gift vouchers that paid), their gift vouchers stop
 * working, and the acknowledgement is sent at once. Nothing left: the booking is cancelled.
 */
export function applyWithdrawal(
  db: MockDb,
  order: OrderState,
  itemIds: string[],
  lang: Lang,
): WithdrawalState {
  const { amount, refund } = withdrawalQuote(db, order, itemIds)
  const money = Math.min(refund, paidAmount(db, order))
  order.refunded = (order.refunded ?? 0) + money
  restoreGifts(db, order, refund - money)
  const voided = itemIds.flatMap((id) => codesOf(order, id))
  for (const code of voided) {
    const voucher = db.vouchers.get(code)
    if (voucher) voucher.voided = true
  }
  const now = db.clock.now()
  const withdrawal: WithdrawalState = {
    id: `wdr_${randomToken()}`,
    receivedAt: now,
    itemIds: [...itemIds],
    amount,
    refund,
    voided,
    sentTo: order.customer.email,
  }
  order.withdrawals = [...(order.withdrawals ?? []), withdrawal]
  if (order.items.every((item) => withdrawalOf(order, item.id))) {
    order.status = 'CANCELLED'
    order.cancelledAt = now
    order.cancellationFee = 0
    order.cancellationRefund = (order.cancellationRefund ?? 0) + refund
  }
  const values = {
    code: order.code,
    date: shopDate(now, lang),
    amount: shopMoney(refund, lang),
  }
  sendCustomerMail(
    db,
    {
      to: order.customer.email,
      kind: 'WITHDRAWAL_RECEIVED',
      bookingCode: order.code,
      lang,
      subject: fill(tr(PAYMENT_TEXTS.withdrawalSubject, lang), values),
      text: fill(tr(PAYMENT_TEXTS.withdrawalText, lang), values),
    },
    now,
  )
  return withdrawal
}

export function withdrawalResource(withdrawal: WithdrawalState): Withdrawal {
  return {
    id: withdrawal.id,
    receivedAt: isoInZone(withdrawal.receivedAt),
    itemIds: [...withdrawal.itemIds],
    refund: chf(withdrawal.refund),
    voidedVouchers: [...withdrawal.voided],
    acknowledgement: { sentTo: withdrawal.sentTo, sentAt: utcIso(withdrawal.receivedAt) },
  }
}
