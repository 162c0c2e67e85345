import { randomToken } from './random'
import { perSession } from './per-session'
import type { MockDb } from './session'

/**
 * Hand-off tokens of a session: token → cart id. Kept beside the session's state (a WeakMap,
 * so a reseeded session starts without any). A token opens its cart for as long as the cart's
 * hold lasts: it "expires with the hold" (docs/api/README.md, "Cart hand-off").
 */
const tokensOf = perSession(() => new Map<string, string>())

export function issueHandoff(db: MockDb, cartId: string): string {
  const token = `ho_${randomToken()}`
  tokensOf(db).set(token, cartId)
  return token
}

export function handoffCartId(db: MockDb, token: string): string | undefined {
  return tokensOf(db).get(token)
}
