import type { Money } from '../format/money'
import type { Commerce, EventItem } from './protocol'

/** What an event reads of a cart item (the API's `CartItem` has it). */
interface CommerceItem {
  listing: { slug: string; title: string }
  sku: { title: string }
  price: Money
}
/** What an event reads of a cart (the API's `Cart`). */
interface CommerceCart {
  items: readonly CommerceItem[]
  totals: { total: Money }
}
/** What an event reads of a listing (the API's `ListingSummary`). */
interface CommerceListing {
  slug: string
  title: string
  priceFrom: Money | null
}

/**
 * Value, currency and items of a conversion event (GA4's e-commerce shape), built from what the
 * shop shows anyway: offers and prices, never who booked.
 */
export const major = (money: Money) => money.amount / 100

function cartItem(item: CommerceItem): EventItem {
  return {
    item_id: item.listing.slug,
    item_name: item.listing.title,
    item_variant: item.sku.title,
    price: major(item.price),
    quantity: 1,
  }
}

/** One cart item (the one just added) or the whole cart (checkout). */
export function cartCommerce(cart: CommerceCart, only?: CommerceItem): Commerce {
  const items = only ? [only] : cart.items
  return {
    value: only ? major(only.price) : major(cart.totals.total),
    currency: cart.totals.total.currency,
    items: items.map(cartItem),
  }
}

/** One listing at its lowest price (view_item); none when the buyer chooses the amount. */
export function listingCommerce(listing: CommerceListing): Commerce | undefined {
  const price = listing.priceFrom
  if (!price) return undefined
  return {
    value: major(price),
    currency: price.currency,
    items: [{ item_id: listing.slug, item_name: listing.title, price: major(price), quantity: 1 }],
  }
}
