import { useSyncExternalStore } from 'react'
import { isApiError } from './api-client'
import { isHoldExpired } from './problems'

/**
 * Carts whose hold a call said has run out (409 CART_EXPIRED / HOLD_EXPIRED), whichever call
 * it was: the checkout and the cart show the hold-expired panel for them until a call answers
 * the cart as OPEN again. Fed by the query client's caches (lib/query-client.ts).
 */
const expired = new Set<string>()
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

const CART_IN_URL = /\/carts\/([^/?#]+)/

export function noteCallFailed(error: unknown): void {
  if (!isHoldExpired(error) || !isApiError(error)) return
  const id = CART_IN_URL.exec(error.url)?.[1]
  if (!id || expired.has(decodeURIComponent(id))) return
  expired.add(decodeURIComponent(id))
  notify()
}

export function noteCallAnswered(data: unknown): void {
  const cart = (data as { id?: unknown; status?: unknown } | null) ?? {}
  if (cart.status === 'OPEN' && typeof cart.id === 'string' && expired.delete(cart.id)) notify()
}

export function useHoldExpired(cartId: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => expired.has(cartId),
  )
}
