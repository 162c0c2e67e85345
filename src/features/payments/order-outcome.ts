import type { Order } from '@/api/orders'

/** What the order's page says after checkout or a return from the payment provider. */
export type OrderOutcome =
  'confirmed' | 'requested' | 'failed' | 'cancelled' | 'unpaid' | 'processing' | 'expired'

export function lastPayment(order: Order) {
  return [...order.payments].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).at(-1)
}

/** The order decides; the provider's `result` in the URL is only a hint and not read. */
export function outcomeOf(order: Order): OrderOutcome {
  switch (order.status) {
    case 'CONFIRMED':
      return 'confirmed'
    case 'REQUESTED':
      return 'requested'
    case 'CANCELLED':
    case 'EXPIRED':
      return 'expired'
    case 'PENDING_PAYMENT': {
      const last = lastPayment(order)
      // Cancelled at the provider by the visitor: not a failure, just not paid yet.
      if (last?.status === 'CANCELED') return 'cancelled'
      if (!last || last.status === 'FAILED') return 'failed'
      // Left the provider's page without paying (e.g. with the back button).
      if (last.status === 'CREATED') return 'unpaid'
      return 'processing'
    }
  }
}
