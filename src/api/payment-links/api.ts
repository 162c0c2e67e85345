import { apiRequest } from '@/lib/http'
import { PaymentStartResponseSchema, type PaymentStart } from '../orders/schema'
import { PaymentLinkResponseSchema, type PaymentLink, type PaymentLinkPaymentInput } from './schema'

export const PAYMENT_LINKS_PATH = '/api/webshop/v1/payment-links'
const linkPath = (token: string) => `${PAYMENT_LINKS_PATH}/${encodeURIComponent(token)}`

/** 404 LINK_NOT_FOUND for an unknown token, 410 LINK_EXPIRED for an expired one. */
export async function getPaymentLink(token: string, signal?: AbortSignal): Promise<PaymentLink> {
  const answer = await apiRequest(linkPath(token), { schema: PaymentLinkResponseSchema, signal })
  return answer.data
}

/**
 * Starts paying the open amount, with one of the link's `onlineMethods` when given (422 on
 * `onlineMethod` for another); 409 NO_OPEN_AMOUNT, NOT_PAYABLE_ONLINE, BOOKING_EXPIRED, BOOKING_CANCELLED or
 * AWAITING_ORGANISER (a split bill's guest share before the organiser has paid theirs).
 */
export async function createPaymentLinkPayment(
  token: string,
  input: PaymentLinkPaymentInput,
  idempotencyKey?: string,
): Promise<PaymentStart> {
  const answer = await apiRequest(`${linkPath(token)}/payments`, {
    method: 'POST',
    body: input,
    schema: PaymentStartResponseSchema,
    idempotencyKey,
  })
  return answer.data
}
