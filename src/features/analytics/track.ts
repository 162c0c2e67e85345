import type { Order } from '@/api/orders'
import { major } from '@/lib/embed/commerce'
import type { Commerce } from '@/lib/embed/protocol'
import type { ShopEvent } from './consent-gate'

/** The booked order's value and offers (purchase). */
export function orderCommerce(order: Order): Commerce {
  return {
    value: major(order.totals.total),
    currency: order.totals.total.currency,
    items: order.items.map((item) => ({
      item_id: item.listingSlug,
      item_name: item.title,
      item_variant: item.skuTitle,
      price: major(item.price),
      quantity: 1,
    })),
  }
}

/**
 * A conversion event for the shop's own dataLayer: the consent gate (and after consent the
 * pushing code) loads only when the configuration enables analytics.
 */
export function trackShopEvent(
  config: { analytics?: { dataLayer: boolean } },
  ...event: ShopEvent
): void {
  if (!config.analytics?.dataLayer) return
  void import('@/features/analytics/consent-gate').then((gate) => gate.shopEvent(config, ...event))
}
