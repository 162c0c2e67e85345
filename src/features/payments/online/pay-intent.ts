import { endIntent, intentKey } from '@/lib/session/intent'

/**
 * One pay intent = one Idempotency-Key, kept in sessionStorage until its outcome is known: a
 * checkout's submit (book and pay), another try at an order's payment, a payment of a link. A
 * double click, a reload or the browser's back button from the provider page then replays the
 * same payment instead of starting a second one; another request body (return URL, online
 * method) is another intent.
 */
export const payScope = {
  cart: (cartId: string) => `checkout:cart:${cartId}:intent`,
  order: (orderToken: string) => `checkout:order:${orderToken}:intent`,
  link: (linkToken: string) => `payment-link:${linkToken}:pay-intent`,
}

/** The key of the current pay intent for this scope and request body, created on first use. */
export function payIntentKey(scope: string, body: unknown): string {
  return intentKey(scope, body)
}

/** The intent's outcome is known: forget its key. */
export function endPayIntent(scope: string): void {
  endIntent(scope)
}
