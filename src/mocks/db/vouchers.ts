import type { Cart } from '../../api/carts/schema'
import type { Totals } from '../../api/orders/schema'
import type { GiftVoucherLine } from '../../api/payments/schema'
import { itemPrice } from './carts'
import { chf } from './listing-resources'
import { tr, type Lang } from './locale'
import { findSku } from './lookup'
import type { CartItemState, VoucherState } from './seed-bookings'
import type { MockDb } from './session'
import { vatLines } from './vat'

/**
 * Two kinds of voucher (docs/decisions/017-gift-vouchers-are-money.md): discount codes (FIXED,
 * PERCENT) lower the price and so its VAT; gift vouchers (GIFT) are money: they pay part of the
 * total after VAT was computed on the full price, and keep what they do not pay as a balance.
 */
export const isGift = (voucher: VoucherState | undefined): boolean => voucher?.kind === 'GIFT'

/** A gift voucher the shop sells: buying one is exchanging money for money, never discounted. */
export function isGiftVoucherItem(db: MockDb, item: CartItemState): boolean {
  return findSku(db, item.skuId)?.sku.type === 'VOUCHER'
}

/** What discount codes may reduce: every item but gift vouchers. */
export function discountableSubtotal(db: MockDb, items: CartItemState[]): number {
  return items
    .filter((item) => !isGiftVoucherItem(db, item))
    .reduce((sum, item) => sum + itemPrice(db, item), 0)
}

/** Discount of a code on what it may reduce, never more than what is left to discount. */
export function voucherDiscount(voucher: VoucherState, base: number): number {
  if (voucher.kind === 'GIFT') return 0
  const raw = voucher.kind === 'PERCENT' ? Math.round((base * voucher.value) / 100) : voucher.value
  return Math.max(0, Math.min(raw, base))
}

/** What a gift voucher can still pay: nothing once withdrawn. */
export const giftBalance = (voucher: VoucherState): number =>
  voucher.voided ? 0 : (voucher.balance ?? 0)

export function voucherLabel(voucher: VoucherState, lang: Lang): string {
  if (voucher.kind === 'PERCENT') {
    return tr(
      {
        de: `${voucher.value} % Rabatt`,
        en: `${voucher.value} % off`,
        fr: `${voucher.value} % de réduction`,
      },
      lang,
    )
  }
  if (voucher.kind === 'GIFT') {
    return tr(
      {
        de: `Geschenkgutschein ${voucher.code}`,
        en: `Gift voucher ${voucher.code}`,
        fr: `Bon cadeau ${voucher.code}`,
      },
      lang,
    )
  }
  const amount = (voucher.value / 100).toFixed(2)
  return tr(
    { de: `CHF ${amount} Gutschein`, en: `CHF ${amount} voucher`, fr: `Bon de CHF ${amount}` },
    lang,
  )
}

/** A gift voucher's line: what it pays here and what stays on it afterwards. */
export function giftLine(
  voucher: VoucherState,
  applied: number,
  balanceAfter: number,
  lang: Lang,
): GiftVoucherLine {
  return {
    code: voucher.code,
    label: voucherLabel(voucher, lang),
    applied: chf(applied),
    balance: chf(balanceAfter),
    validUntil: voucher.validUntil,
  }
}

/**
 * A cart's totals: discount codes first (on what they may reduce), VAT on the total after them,
 * then gift vouchers pay what they can of that total, in the order they were added.
 */
export function computeTotals(
  db: MockDb,
  items: CartItemState[],
  voucherCodes: string[],
  lang: Lang,
): {
  totals: Totals
  vouchers: Cart['vouchers']
  giftVouchers: GiftVoucherLine[]
  subtotal: number
  discount: number
  gift: number
} {
  const subtotal = items.reduce((sum, item) => sum + itemPrice(db, item), 0)
  let discountable = discountableSubtotal(db, items)
  const vouchers: Cart['vouchers'] = []
  let discount = 0
  for (const code of voucherCodes) {
    const voucher = db.vouchers.get(code)
    if (!voucher || isGift(voucher)) continue
    const off = voucherDiscount(voucher, discountable)
    discountable -= off
    discount += off
    vouchers.push({ code, label: voucherLabel(voucher, lang), discount: chf(off) })
  }
  const total = subtotal - discount
  let payable = total
  const giftVouchers: GiftVoucherLine[] = []
  for (const code of voucherCodes) {
    const voucher = db.vouchers.get(code)
    if (!voucher || !isGift(voucher)) continue
    const balance = giftBalance(voucher)
    const applied = Math.min(balance, payable)
    payable -= applied
    giftVouchers.push(giftLine(voucher, applied, balance - applied, lang))
  }
  const gift = total - payable
  return {
    subtotal,
    discount,
    gift,
    vouchers,
    giftVouchers,
    totals: {
      subtotal: chf(subtotal),
      discount: chf(discount),
      total: chf(total),
      openAmount: chf(payable),
      ...(gift > 0 ? { giftVouchers: chf(gift) } : {}),
      vat: vatLines(db, items, total),
    },
  }
}
