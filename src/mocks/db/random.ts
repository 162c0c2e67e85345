/**
 * Randomness for every id and token the mock hands out. A cart id, an order token or a payment
 * link token is the only credential of the public API (docs/api/README.md, "Stateless public
 * API"), so each carries at least 128 bits: 26 characters of a 32-letter alphabet = 130 bits.
 */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789'
export const TOKEN_LENGTH = 26

/** `length` characters, 5 random bits each (the alphabet has exactly 32 letters). */
export function randomToken(length = TOKEN_LENGTH): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  return Array.from(bytes, (b) => ALPHABET[b & 31]).join('')
}

/** Random bits carried by a token of randomToken(). */
export const bitsOf = (token: string): number => token.length * 5
