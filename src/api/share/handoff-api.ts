import { apiRequest } from '@/lib/http'
import { noteServerTime } from '@/lib/time/server-clock'
import { HandoffCartResponseSchema, HandoffResponseSchema, type Handoff } from './schema'
import type { Cart } from '../carts/schema'

export const HANDOFFS_PATH = '/api/webshop/v1/handoffs'

/** A hand-off link for the cart (201); 409 CART_EXPIRED once the hold has ended. */
export async function createHandoff(cartId: string): Promise<Handoff> {
  const answer = await apiRequest(`/api/webshop/v1/carts/${encodeURIComponent(cartId)}/handoff`, {
    method: 'POST',
    schema: HandoffResponseSchema,
  })
  return answer.data
}

/** The cart of a hand-off token; 404 HANDOFF_NOT_FOUND, 410 HANDOFF_EXPIRED. */
export async function openHandoff(token: string, signal?: AbortSignal): Promise<Cart> {
  const answer = await apiRequest(`${HANDOFFS_PATH}/${encodeURIComponent(token)}`, {
    schema: HandoffCartResponseSchema,
    signal,
  })
  noteServerTime(answer.data.cart.serverTime)
  return answer.data.cart
}
