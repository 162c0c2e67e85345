import type { Cart } from '@/api/carts'
import { SPLIT_BILL_LEAD_HOURS } from '@/api/split-bill/schema'
import { serverNow } from '@/lib/time/server-clock'

/** People in the cart: one share each when the bill is split. */
export const personsIn = (cart: Pick<Cart, 'items'>): number =>
  cart.items.reduce((sum, item) => sum + item.participants.length, 0)

/** The organiser's share: equal shares, the rounding rest on the organiser (as the server does). */
export function organiserShare(total: number, count: number): number {
  return total - Math.floor(total / count) * (count - 1)
}

/**
 * The first activity starts too soon for a split bill: the shares fall due 24 hours before it,
 * so the guests would have (almost) no time to pay (the server refuses it the same way).
 */
export function startsTooSoonToSplit(cart: Pick<Cart, 'items'>, now = serverNow()): boolean {
  const starts = cart.items.flatMap((item) => (item.start ? [Date.parse(item.start)] : []))
  if (starts.length === 0) return false
  return Math.min(...starts) - now < SPLIT_BILL_LEAD_HOURS * 3_600_000
}
