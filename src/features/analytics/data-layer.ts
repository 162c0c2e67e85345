import type { ShopEvent } from './consent-gate'

/** Loaded only after consent: GA4's e-commerce events, each after clearing the last ecommerce. */
export function pushEvents(events: ShopEvent[]): void {
  const layer = (window.dataLayer ??= [])
  for (const [event, { transactionId, value, currency, items }] of events) {
    layer.push({ ecommerce: null })
    layer.push({
      event,
      ecommerce: {
        ...(transactionId ? { transaction_id: transactionId } : {}),
        value,
        currency,
        items,
      },
    })
  }
}
