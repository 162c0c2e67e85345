import type { VatLine } from '../../api/orders/schema'
import { findSku } from './lookup'
import { itemPrice } from './carts'
import { chf } from './listing-resources'
import type { CartItemState } from './seed-bookings'
import type { MockDb } from './session'

/** Swiss VAT rates since 2024, in percent: standard, and reduced (printed matter, food). */
export const VAT_STANDARD = 8.1
export const VAT_REDUCED = 2.6

/** Printed matter (the hiking map) is taxed at the reduced rate; a pocket knife is not. */
const REDUCED_RATE_SKUS = new Set(['sku-map'])

/**
 * The rate an item is taxed at, as the backend's product settings would say: gift vouchers
 * carry none when sold (VAT is due when they are redeemed), printed maps the reduced rate,
 * everything else (tours, courses, guiding, goods) the standard rate.
 */
export function vatRateOf(db: MockDb, item: CartItemState): number | null {
  const found = findSku(db, item.skuId)
  if (!found) return null
  if (found.sku.type === 'VOUCHER') return null
  return REDUCED_RATE_SKUS.has(found.sku.id) ? VAT_REDUCED : VAT_STANDARD
}

/**
 * VAT included in a total, per rate, highest rate first. The total (after vouchers, or a
 * cancellation fee) is shared out over the rates in proportion to the items' prices; each
 * share's VAT is share × rate / (100 + rate), rounded to the Rappen.
 */
export function vatLines(db: MockDb, items: CartItemState[], total: number): VatLine[] {
  const gross = new Map<number | null, number>()
  let subtotal = 0
  for (const item of items) {
    const price = itemPrice(db, item)
    const rate = vatRateOf(db, item)
    gross.set(rate, (gross.get(rate) ?? 0) + price)
    subtotal += price
  }
  if (subtotal <= 0 || total <= 0) return []
  const lines: VatLine[] = []
  let allotted = 0
  const rates = [...gross.entries()].sort(([a], [b]) => (b ?? -1) - (a ?? -1))
  rates.forEach(([rate, price], index) => {
    // The last share takes what rounding left, so the shares add up to the total.
    const share =
      index === rates.length - 1 ? total - allotted : Math.round((price * total) / subtotal)
    allotted += share
    if (rate === null || share <= 0) return
    lines.push({ rate, amount: chf(Math.round((share * rate) / (100 + rate))) })
  })
  return lines
}
