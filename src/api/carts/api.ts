import { apiRequest } from '@/lib/http'
import { noteServerTime } from '@/lib/time/server-clock'
import {
  CartAnswerResponseSchema,
  CartResponseSchema,
  type AddItemInput,
  type Cart,
  type CartAnswer,
  type UpdateItemInput,
} from './schema'

export const CARTS_PATH = '/api/webshop/v1/carts'
const cartPath = (cartId: string) => `${CARTS_PATH}/${encodeURIComponent(cartId)}`

/** Every cart answer tells the server's time: the hold's countdown runs on it. */
function noted<T extends { serverTime?: string }>(cart: T): T {
  noteServerTime(cart.serverTime)
  return cart
}

export async function createCart(): Promise<Cart> {
  const answer = await apiRequest(CARTS_PATH, { method: 'POST', schema: CartResponseSchema })
  return noted(answer.data)
}

/**
 * An expired hold answers 200 with status EXPIRED, a checked-out cart only that status; an
 * unknown cart 404 CART_NOT_FOUND.
 */
export async function getCart(cartId: string, signal?: AbortSignal): Promise<CartAnswer> {
  const answer = await apiRequest(cartPath(cartId), { schema: CartAnswerResponseSchema, signal })
  return noted(answer.data)
}

export async function addCartItem(
  cartId: string,
  input: AddItemInput,
  idempotencyKey?: string,
): Promise<Cart> {
  const answer = await apiRequest(`${cartPath(cartId)}/items`, {
    method: 'POST',
    body: input,
    schema: CartResponseSchema,
    idempotencyKey,
  })
  return noted(answer.data)
}

export async function updateCartItem(
  cartId: string,
  itemId: string,
  input: UpdateItemInput,
): Promise<Cart> {
  const answer = await apiRequest(`${cartPath(cartId)}/items/${encodeURIComponent(itemId)}`, {
    method: 'PATCH',
    body: input,
    schema: CartResponseSchema,
  })
  return noted(answer.data)
}

export async function removeCartItem(cartId: string, itemId: string): Promise<Cart> {
  const answer = await apiRequest(`${cartPath(cartId)}/items/${encodeURIComponent(itemId)}`, {
    method: 'DELETE',
    schema: CartResponseSchema,
  })
  return noted(answer.data)
}

/** Renews the hold; 409 HOLD_UNAVAILABLE when an expired cart's places are gone. */
export async function extendCart(cartId: string): Promise<Cart> {
  const answer = await apiRequest(`${cartPath(cartId)}/extend`, {
    method: 'POST',
    schema: CartResponseSchema,
  })
  return noted(answer.data)
}

/** 422 with `errors.code` and code VOUCHER_NOT_FOUND | VOUCHER_USED_UP | VOUCHER_EXPIRED | VOUCHER_ALREADY_APPLIED. */
export async function applyVoucher(cartId: string, code: string): Promise<Cart> {
  const answer = await apiRequest(`${cartPath(cartId)}/vouchers`, {
    method: 'POST',
    body: { code },
    schema: CartResponseSchema,
  })
  return noted(answer.data)
}

export async function removeVoucher(cartId: string, code: string): Promise<Cart> {
  const answer = await apiRequest(`${cartPath(cartId)}/vouchers/${encodeURIComponent(code)}`, {
    method: 'DELETE',
    schema: CartResponseSchema,
  })
  return noted(answer.data)
}
