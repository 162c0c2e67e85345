// The aftersales pages' tokens (payment link, booking page) as the API issues them.

/** Tokens are URL-safe and short; anything else cannot exist and is not sent to the API. */
export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{1,128}$/.test(token)
}
