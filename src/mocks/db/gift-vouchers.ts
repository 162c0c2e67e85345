import type { GiftVoucherLine } from '../../api/payments/schema'
import type { Lang } from './locale'
import type { OrderState } from './seed-bookings'
import type { MockDb } from './session'
import { giftBalance, giftLine, isGift } from './vouchers'

/** Gift vouchers redeemed on an order: money received, like a payment. */
export function giftPaid(order: OrderState): number {
  return (order.giftVouchers ?? []).reduce((sum, gift) => sum + gift.amount, 0)
}

/**
 * At checkout: each gift voucher of the cart pays what it can of `payable`, and its balance is
 * taken at once, so two carts cannot spend the same balance twice; an order that expires unpaid
 * gives it back (restoreGifts).
 */
export function redeemGifts(db: MockDb, order: OrderState, codes: string[], payable: number) {
  let left = payable
  const redeemed: NonNullable<OrderState['giftVouchers']> = []
  for (const code of codes) {
    const voucher = db.vouchers.get(code)
    if (!voucher || !isGift(voucher)) continue
    const amount = Math.min(giftBalance(voucher), left)
    if (amount <= 0) continue
    left -= amount
    voucher.balance = giftBalance(voucher) - amount
    voucher.usedUp = voucher.balance === 0
    redeemed.push({ code, amount })
  }
  if (redeemed.length) order.giftVouchers = redeemed
}

/** Puts up to `amount` back onto the order's gift vouchers, the last redeemed first. */
export function restoreGifts(db: MockDb, order: OrderState, amount: number): number {
  let left = amount
  for (const gift of [...(order.giftVouchers ?? [])].reverse()) {
    const back = Math.min(gift.amount, left)
    if (back <= 0) continue
    const voucher = db.vouchers.get(gift.code)
    if (voucher) {
      voucher.balance = (voucher.balance ?? 0) + back
      voucher.usedUp = false
    }
    gift.amount -= back
    left -= back
  }
  order.giftVouchers = order.giftVouchers?.filter((gift) => gift.amount > 0)
  return amount - left
}

/** The order's gift vouchers with what each paid and what is left on it now. */
export function orderGiftLines(db: MockDb, order: OrderState, lang: Lang): GiftVoucherLine[] {
  return (order.giftVouchers ?? []).flatMap((gift) => {
    const voucher = db.vouchers.get(gift.code)
    return voucher ? [giftLine(voucher, gift.amount, giftBalance(voucher), lang)] : []
  })
}

/** A gift voucher spent in part or in full (its buyer can no longer withdraw it). */
export function giftUsed(db: MockDb, code: string): boolean {
  const voucher = db.vouchers.get(code)
  // Balances are taken at checkout, so an order still waiting for its payment counts, too.
  return voucher !== undefined && (voucher.balance ?? 0) < voucher.value
}
