import { apiRequest } from '@/lib/http'
import {
  OrderPaymentStartResponseSchema,
  OrderResponseSchema,
  type Order,
  type OrderPaymentInput,
  type OrderPaymentStart,
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

/**
 * Pays again after a failed or cancelled payment: online (method NOW, the default) or with
 * another of the order's paymentMethods; 409 NO_OPEN_AMOUNT / NOT_PAYABLE_ONLINE.
 */
export async function createOrderPayment(
  token: string,
  input: OrderPaymentInput,
  idempotencyKey?: string,
): Promise<OrderPaymentStart> {
  const answer = await apiRequest(`${orderPath(token)}/payments`, {
    method: 'POST',
    body: input,
    schema: OrderPaymentStartResponseSchema,
    idempotencyKey,
  })
  return answer.data
}
