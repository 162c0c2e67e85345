import type { DepositOffer, DepositRule, DepositSchedule } from '../../api/payments/schema'
import { itemPrice } from './carts'
import { giftPaid } from './gift-vouchers'
import { chf } from './listing-resources'
import { tr, type Lang } from './locale'
import { findSku } from './lookup'
import { bookedTotal, openAmount, paidAmount } from './orders'
import { sendCustomerMail } from './outbox'
import { PAYMENT_TEXTS, fill, shopDate, shopMoney } from './payment-texts'
import type { CartItemState, OrderState } from './seed-bookings'
import type { MockDb } from './session'
import { isoInZone, utcIso, zonedInstant } from './time'
import { computeTotals } from './vouchers'

/**
 * Deposits (docs/api/README.md, "Deposits"): the rest is due 7 days before the first activity
 * starts; unpaid then, a reminder goes out, and 48 hours later the booking is cancelled with the
 * deposit kept. A deposit is offered only while the rest's due date is at least a day away, so
 * the visitor has time to pay it.
 */
export const REST_DUE_DAYS_BEFORE = 7
export const GRACE_HOURS = 48
const HOUR = 3_600_000
const DAY = 24 * HOUR

export function firstStartOf(items: CartItemState[]): number | undefined {
  const starts = items.flatMap((item) =>
    item.date && item.time ? [zonedInstant(item.date, item.time)] : [],
  )
  return starts.length ? Math.min(...starts) : undefined
}

/** An item's deposit by its offer's rule (never above its price); undefined: no rule. */
function itemDeposit(db: MockDb, item: CartItemState) {
  const rule = findSku(db, item.skuId)?.sku.deposit
  if (!rule || !item.date) return undefined
  const price = itemPrice(db, item)
  const people = item.participants.length || 1
  const raw =
    rule.kind === 'PERCENT'
      ? Math.round((price * rule.value) / 100)
      : rule.kind === 'PER_PERSON'
        ? rule.value * people
        : rule.value
  return { rule: { ...rule } as DepositRule, deposit: Math.min(raw, price) }
}

/**
 * The deposit option of a cart (or the order it became), beside full payment; undefined when
 * no item has a deposit, the start is too close, or the deposit would be the whole amount.
 */
export function depositOffer(
  db: MockDb,
  items: CartItemState[],
  codes: string[],
  lang: Lang,
): DepositOffer | undefined {
  const start = firstStartOf(items)
  if (start === undefined) return undefined
  const restDueAt = start - REST_DUE_DAYS_BEFORE * DAY
  if (restDueAt < db.clock.now() + DAY) return undefined
  const parts = items.map((item) => ({ item, deposit: itemDeposit(db, item) }))
  if (!parts.some((part) => part.deposit)) return undefined
  const { subtotal, discount, gift } = computeTotals(db, items, codes, lang)
  const total = subtotal - discount
  const payable = total - gift
  const raw = parts.reduce(
    (sum, part) => sum + (part.deposit?.deposit ?? itemPrice(db, part.item)),
    0,
  )
  // Gift vouchers are money already received: they count towards the deposit first.
  const now = Math.max(0, Math.min(raw, total) - gift)
  if (now >= payable) return undefined
  return {
    deposit: chf(now),
    full: chf(payable),
    rest: chf(payable - now),
    restDueAt: isoInZone(restDueAt),
    items: parts.map((part) => ({
      itemId: part.item.id,
      rule: part.deposit?.rule ?? { kind: 'PERCENT', value: 100 },
      deposit: chf(part.deposit?.deposit ?? itemPrice(db, part.item)),
    })),
    text: fill(tr(PAYMENT_TEXTS.depositTerms, lang), { date: shopDate(restDueAt, lang) }),
  }
}

/** The order pays by deposit: `amount` now, the rest by `restDueAt`. */
export function startDeposit(order: OrderState, amount: number, restDueAt: number): void {
  order.deposit = { amount, restDueAt, cancelsAt: restDueAt + GRACE_HOURS * HOUR }
}

/** While the order waits for its deposit: what a payment takes (the deposit's open part). */
export function depositPaymentAmount(db: MockDb, order: OrderState): number | undefined {
  if (!order.deposit || order.status !== 'PENDING_PAYMENT') return undefined
  return Math.max(0, order.deposit.amount - paidAmount(db, order))
}

/** The deposit is paid: the booking is confirmed, the rest stays open until its due date. */
export function depositPaid(db: MockDb, order: OrderState): boolean {
  return order.deposit !== undefined && paidAmount(db, order) >= order.deposit.amount
}

export function depositSchedule(db: MockDb, order: OrderState): DepositSchedule | undefined {
  const deposit = order.deposit
  if (!deposit) return undefined
  // The rest of the booking as booked: a forfeited one costs its fee now, yet its rest stays
  // what went unpaid.
  const rest = Math.max(0, bookedTotal(order) - giftPaid(order) - deposit.amount)
  const status: DepositSchedule['status'] =
    deposit.forfeitedAt !== undefined
      ? 'FORFEITED'
      : order.status === 'PENDING_PAYMENT'
        ? 'AWAITING_DEPOSIT'
        : openAmount(db, order) === 0
          ? 'PAID'
          : deposit.remindedAt !== undefined
            ? 'REMINDED'
            : 'REST_OPEN'
  return {
    status,
    deposit: chf(deposit.amount),
    rest: chf(rest),
    restDueAt: isoInZone(deposit.restDueAt),
    ...(deposit.remindedAt !== undefined ? { remindedAt: utcIso(deposit.remindedAt) } : {}),
    cancelsAt: isoInZone(deposit.cancelsAt),
  }
}

/**
 * The backend's scheduler on the session's clock: a rest unpaid at its due date gets a
 * reminder; still unpaid 48 hours later, the booking is cancelled and the deposit kept (what
 * was paid becomes the cancellation fee, nothing is refunded) and its places are free.
 */
export function settleDeposits(db: MockDb): void {
  const now = db.clock.now()
  for (const order of db.orders.values()) {
    const deposit = order.deposit
    if (!deposit || order.status !== 'CONFIRMED' || openAmount(db, order) === 0) continue
    const lang = order.lang ?? 'de'
    const values = { code: order.code, date: shopDate(deposit.restDueAt, lang) }
    if (now >= deposit.restDueAt && deposit.remindedAt === undefined) {
      deposit.remindedAt = deposit.restDueAt
      const amount = shopMoney(openAmount(db, order), lang)
      sendCustomerMail(
        db,
        {
          to: order.customer.email,
          kind: 'DEPOSIT_REMINDER',
          bookingCode: order.code,
          lang,
          subject: fill(tr(PAYMENT_TEXTS.reminderSubject, lang), values),
          text: fill(tr(PAYMENT_TEXTS.reminderText, lang), { ...values, amount }),
        },
        deposit.restDueAt,
      )
    }
    if (now < deposit.cancelsAt) continue
    deposit.forfeitedAt = deposit.cancelsAt
    order.cancellationFee = paidAmount(db, order) + giftPaid(order)
    order.cancellationRefund = 0
    order.cancelledAt = deposit.cancelsAt
    order.status = 'CANCELLED'
    for (const id of order.paymentIds) {
      const payment = db.payments.get(id)
      if (payment?.status === 'CREATED') payment.status = 'CANCELED'
    }
    sendCustomerMail(
      db,
      {
        to: order.customer.email,
        kind: 'DEPOSIT_FORFEITED',
        bookingCode: order.code,
        lang,
        subject: fill(tr(PAYMENT_TEXTS.forfeitSubject, lang), values),
        text: tr(PAYMENT_TEXTS.forfeitText, lang),
      },
      deposit.cancelsAt,
    )
  }
}
