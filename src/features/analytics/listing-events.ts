import type { Cart, CartItem } from '@/api/carts'
import type { ListingSummary } from '@/api/listings'
import { cartCommerce, listingCommerce } from '@/lib/embed/commerce'
import { trackShopEvent } from './track'

type Config = Parameters<typeof trackShopEvent>[0]

/**
 * The listing page's conversion events, a module of its own: the page imports it only when the
 * configuration enables analytics, so a deep link to a listing does not wait for it.
 */
export function viewItem(config: Config, listing: ListingSummary): void {
  const commerce = listingCommerce(listing)
  if (commerce) trackShopEvent(config, 'view_item', commerce)
}

export function addedToCart(config: Config, cart: Cart, item: CartItem): void {
  trackShopEvent(config, 'add_to_cart', cartCommerce(cart, item))
}
