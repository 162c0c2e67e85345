import type { Cart } from '@/api/carts'

/** People in the cart: one share each when the bill is split. */
export const personsIn = (cart: Pick<Cart, 'items'>): number =>
  cart.items.reduce((sum, item) => sum + item.participants.length, 0)

/** The organiser's share: equal shares, the rounding rest on the organiser (as the server does). */
export function organiserShare(total: number, count: number): number {
  return total - Math.floor(total / count) * (count - 1)
}
