import type { Money } from '@/api/shared/schemas'
import type { Cart, CartItem } from '@/api/carts'
import type { ListingSummary } from '@/api/listings'
import type { Commerce, EventItem } from './protocol'

/**
 * Value, currency and items of a conversion event (GA4's e-commerce shape), built from what the
 * shop shows anyway: offers and prices, never who booked.
 */
export const major = (money: Money) => money.amount / 100

function cartItem(item: CartItem): EventItem {
  return {
    item_id: item.listing.slug,
    item_name: item.listing.title,
    item_variant: item.sku.title,
    price: major(item.price),
    quantity: 1,
  }
}

/** One cart item (the one just added) or the whole cart (checkout). */
export function cartCommerce(cart: Cart, only?: CartItem): Commerce {
  const items = only ? [only] : cart.items
  return {
    value: only ? major(only.price) : major(cart.totals.total),
    currency: cart.totals.total.currency,
    items: items.map(cartItem),
  }
}

/** One listing at its lowest price (view_item); none when the buyer chooses the amount. */
export function listingCommerce(listing: ListingSummary): Commerce | undefined {
  const price = listing.priceFrom
  if (!price) return undefined
  return {
    value: major(price),
    currency: price.currency,
    items: [{ item_id: listing.slug, item_name: listing.title, price: major(price), quantity: 1 }],
  }
}
