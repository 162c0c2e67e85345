import { apiRequest } from '@/lib/http'
import { BOOKINGS_PATH } from '../bookings/api'
import { WithdrawalResultResponseSchema, type WithdrawalResult } from '../bookings/schema'
import { WithdrawalQuoteResponseSchema, type WithdrawalInput, type WithdrawalQuote } from './schema'

const bookingPath = (token: string) => `${BOOKINGS_PATH}/${encodeURIComponent(token)}`

/** What withdrawing the items (every withdrawable one without `itemIds`) refunds and voids. */
export async function getWithdrawalQuote(
  token: string,
  itemIds: string[] = [],
  signal?: AbortSignal,
): Promise<WithdrawalQuote> {
  const params = new URLSearchParams(itemIds.map((id) => ['item', id]))
  const query = itemIds.length ? `?${params}` : ''
  const answer = await apiRequest(`${bookingPath(token)}/withdrawal-quote${query}`, {
    schema: WithdrawalQuoteResponseSchema,
    signal,
  })
  return answer.data
}

/** Withdraws from the contract ("Withdraw from contract here"), after the confirmation step. */
export async function withdrawFromContract(
  token: string,
  input: WithdrawalInput,
  idempotencyKey?: string,
): Promise<WithdrawalResult> {
  const answer = await apiRequest(`${bookingPath(token)}/withdrawal`, {
    method: 'POST',
    body: input,
    schema: WithdrawalResultResponseSchema,
    idempotencyKey,
  })
  return answer.data
}
