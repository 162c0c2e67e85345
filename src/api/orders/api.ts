import { apiRequest } from '@/lib/api-client'
import {
  OrderResponseSchema,
  PaymentStartResponseSchema,
  type Order,
  type PaymentInput,
  type PaymentStart,
} from './schema'

export const ORDERS_PATH = '/api/webshop/v1/orders'
const orderPath = (token: string) => `${ORDERS_PATH}/${encodeURIComponent(token)}`

/**
 * The order decides success after a return from the payment provider (the return URL's
 * `result` is only a hint). 404 ORDER_NOT_FOUND.
 */
export async function getOrder(token: string, signal?: AbortSignal): Promise<Order> {
  const answer = await apiRequest(orderPath(token), { schema: OrderResponseSchema, signal })
  return answer.data
}

/** Retries payment after a failed or cancelled one; 409 NO_OPEN_AMOUNT / NOT_PAYABLE_ONLINE. */
export async function createOrderPayment(
  token: string,
  input: PaymentInput,
  idempotencyKey?: string,
): Promise<PaymentStart> {
  const answer = await apiRequest(`${orderPath(token)}/payments`, {
    method: 'POST',
    body: input,
    schema: PaymentStartResponseSchema,
    idempotencyKey,
  })
  return answer.data
}
