import { useEffect, useSyncExternalStore } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { isApiError } from '@/lib/http'

/**
 * Carts whose hold a call said has run out (409 CART_EXPIRED / HOLD_EXPIRED), whichever call
 * it was: the checkout and the cart show the hold-expired panel for them until a call answers
 * the cart as OPEN again. It listens to the query client's caches from the first component
 * that asks (kept out of the first page's bundle).
 */
const expired = new Set<string>()
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

const CART_IN_URL = /\/carts\/([^/?#]+)/
/** The codes that mean the hold ran out (lib/reliability/deferred/problems.ts: the hold-expired panel). */
const HOLD_GONE = new Set(['CART_EXPIRED', 'HOLD_EXPIRED'])

export function noteCallFailed(error: unknown): void {
  if (!isApiError(error) || !HOLD_GONE.has(error.code ?? '')) return
  const id = CART_IN_URL.exec(error.url)?.[1]
  if (!id || expired.has(decodeURIComponent(id))) return
  expired.add(decodeURIComponent(id))
  notify()
}

export function noteCallAnswered(data: unknown): void {
  const cart = (data as { id?: unknown; status?: unknown } | null) ?? {}
  if (cart.status === 'OPEN' && typeof cart.id === 'string' && expired.delete(cart.id)) notify()
}

const watched = new WeakSet<QueryClient>()

function watch(client: QueryClient): void {
  if (watched.has(client)) return
  watched.add(client)
  client.getMutationCache().subscribe((event) => {
    if (event.type !== 'updated') return
    if (event.action.type === 'error') noteCallFailed(event.action.error)
    if (event.action.type === 'success') noteCallAnswered(event.action.data)
  })
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return
    if (event.action.type === 'error') noteCallFailed(event.action.error)
    if (event.action.type === 'success') noteCallAnswered(event.action.data)
  })
}

export function useHoldExpired(cartId: string): boolean {
  const client = useQueryClient()
  useEffect(() => watch(client), [client])
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => expired.has(cartId),
  )
}
