/**
 * Search params of the payment link page. The provider appends `payment` (which payment the
 * visitor returns from) and `result` (a hint the page does not trust) to the return URL.
 * Anything malformed is dropped rather than failing the page. Plain code, no schema library:
 * the route definition every page loads imports this.
 */
export interface PaymentLinkSearch {
  payment?: string
  result?: string
}

/** Text, or a number the router parsed from the query string, as text; anything else dropped. */
function hint(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  return typeof value === 'number' && !Number.isNaN(value) ? String(value) : undefined
}

export function parsePaymentLinkSearch(raw: Record<string, unknown>): PaymentLinkSearch {
  return { payment: hint(raw.payment), result: hint(raw.result) }
}
