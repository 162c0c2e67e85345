import { apiRequest } from '@/lib/http'
import { CARTS_PATH } from '../carts/api'
import {
  CheckoutResponseSchema,
  SubmitResponseSchema,
  type Checkout,
  type ContactInput,
  type SubmitInput,
  type SubmitResult,
} from './schema'

const checkoutPath = (cartId: string) => `${CARTS_PATH}/${encodeURIComponent(cartId)}/checkout`

export async function getCheckout(cartId: string, signal?: AbortSignal): Promise<Checkout> {
  const answer = await apiRequest(checkoutPath(cartId), { schema: CheckoutResponseSchema, signal })
  return answer.data
}

/** Saves contact details; 422 with dot paths (customer.person.email, attendee.surname, ...). */
export async function updateCheckoutContact(
  cartId: string,
  input: ContactInput,
): Promise<Checkout> {
  const answer = await apiRequest(`${checkoutPath(cartId)}/contact`, {
    method: 'PUT',
    body: input,
    schema: CheckoutResponseSchema,
  })
  return answer.data
}

/**
 * Places the order. 422: termsAccepted, contact, paymentMethod, returnUrl or
 * items.{i}.participants.{j}.{field}; 409 HOLD_EXPIRED / SOLD_OUT / PRICE_CHANGED / CART_EMPTY.
 * Send an idempotency key so a double click or a retry never books twice.
 */
export async function submitCheckout(
  cartId: string,
  input: SubmitInput,
  idempotencyKey?: string,
): Promise<SubmitResult> {
  const answer = await apiRequest(`${checkoutPath(cartId)}/submit`, {
    method: 'POST',
    body: input,
    schema: SubmitResponseSchema,
    idempotencyKey,
  })
  return answer.data
}
