import type { CartItemState } from './seed-bookings'
import type { MockDb } from './session'
import type { SeedSku } from './types'

/** At or below this many places a day or slot is STOCK_LOW. */
export const STOCK_LOW_THRESHOLD = 3
/** Holds last this long and are renewed by every change of the cart. */
export const HOLD_MINUTES = 15
/** An order awaiting online payment keeps its places this long, then expires. */
export const PAYMENT_WINDOW_MINUTES = 30

/** Places an item takes: persons for activities, the item count for goods. */
export function itemQuantity(sku: SeedSku, item: Pick<CartItemState, 'lines'>): number {
  return item.lines.reduce((sum, line) => {
    const variant = sku.variants.find((v) => v.id === line.variantId)
    return variant ? sum + line.quantity : sum
  }, 0)
}

export function personCount(sku: SeedSku, item: Pick<CartItemState, 'lines'>): number {
  return item.lines.reduce((sum, line) => {
    const variant = sku.variants.find((v) => v.id === line.variantId)
    return variant?.kind === 'PERSON_CATEGORY' ? sum + line.quantity : sum
  }, 0)
}

/** Items that hold or have booked places: open carts within their hold, and live orders. */
export function activeItems(db: MockDb, skuId: string, exceptCartId?: string): CartItemState[] {
  const now = db.clock.now()
  const items: CartItemState[] = []
  for (const cart of db.carts.values()) {
    if (cart.status !== 'OPEN' || cart.expiresAt <= now || cart.id === exceptCartId) continue
    // A request (asked for instead of a full slot) holds nothing.
    items.push(...cart.items.filter((item) => item.skuId === skuId && !item.request))
  }
  for (const order of db.orders.values()) {
    if (order.status === 'CANCELLED' || order.status === 'EXPIRED') continue
    // A request is not a booking: availability is checked only when the shop confirms it.
    if (order.status === 'REQUESTED') continue
    items.push(...order.items.filter((item) => item.skuId === skuId))
  }
  return items
}

/** Goods left in stock (GENERIC), Infinity when unlimited. */
export function stockLeft(db: MockDb, sku: SeedSku, exceptCartId?: string): number {
  if (sku.stock === undefined) return Infinity
  const used = activeItems(db, sku.id, exceptCartId).reduce(
    (n, item) => n + itemQuantity(sku, item),
    0,
  )
  return Math.max(0, sku.stock - used)
}
