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
 * VAT included in a total, per rate, highest rate first. `total` is the price after discount
 * codes (or a cancellation fee): VAT is due on that, whatever later pays it (gift vouchers are
 * money, not a discount: they never reach this function). What the total lies below the items'
 * prices is taken off the discountable items first, in proportion to their prices (discount
 * codes never reduce gift vouchers bought), any rest (a fee) off every item alike; each rate's
 * VAT is its gross × rate / (100 + rate), rounded to the Rappen.
 */
export function vatLines(db: MockDb, items: CartItemState[], total: number): VatLine[] {
  const priced = items.map((item) => ({
    price: itemPrice(db, item),
    rate: vatRateOf(db, item),
    discountable: findSku(db, item.skuId)?.sku.type !== 'VOUCHER',
  }))
  const subtotal = priced.reduce((sum, item) => sum + item.price, 0)
  if (subtotal <= 0 || total <= 0) return []
  const reduction = Math.max(0, subtotal - total)
  const base = priced.filter((i) => i.discountable).reduce((sum, i) => sum + i.price, 0)
  const first = Math.min(reduction, base)
  const afterFirst = priced.map(
    (i) => i.price - (i.discountable && base ? (i.price * first) / base : 0),
  )
  const left = subtotal - first
  const rest = reduction - first
  const gross = new Map<number | null, number>()
  priced.forEach((item, index) => {
    const net = afterFirst[index]! - (left > 0 ? (afterFirst[index]! * rest) / left : 0)
    gross.set(item.rate, (gross.get(item.rate) ?? 0) + net)
  })
  const lines: VatLine[] = []
  let allotted = 0
  const rates = [...gross.entries()].sort(([a], [b]) => (b ?? -1) - (a ?? -1))
  rates.forEach(([rate, amount], index) => {
    // The last share takes what rounding left, so the shares add up to the total.
    const share = index === rates.length - 1 ? total - allotted : Math.round(amount)
    allotted += share
    if (rate === null || share <= 0) return
    lines.push({ rate, amount: chf(Math.round((share * rate) / (100 + rate))) })
  })
  return lines
}
