import { apiRequest } from '@/lib/http'
import {
  BookingResponseSchema,
  CancellationQuoteResponseSchema,
  RescheduleQuoteResponseSchema,
  RescheduleResultResponseSchema,
  type Booking,
  type BookingParticipantsInput,
  type CancelInput,
  type CancellationQuote,
  type RescheduleInput,
  type RescheduleQuote,
  type RescheduleResult,
} from './schema'

export const BOOKINGS_PATH = '/api/webshop/v1/bookings'
const bookingPath = (token: string) => `${BOOKINGS_PATH}/${encodeURIComponent(token)}`

/** 404 BOOKING_NOT_FOUND for an unknown token, 410 BOOKING_LINK_EXPIRED for an expired one. */
export async function getBooking(token: string, signal?: AbortSignal): Promise<Booking> {
  return (await apiRequest(bookingPath(token), { schema: BookingResponseSchema, signal })).data
}

/** New details of the same persons; 409 TOO_LATE or NOT_CHANGEABLE, 422 per field. */
export async function updateBookingParticipants(
  token: string,
  itemId: string,
  input: BookingParticipantsInput,
  idempotencyKey?: string,
): Promise<Booking> {
  const answer = await apiRequest(
    `${bookingPath(token)}/items/${encodeURIComponent(itemId)}/participants`,
    { method: 'PUT', body: input, schema: BookingResponseSchema, idempotencyKey },
  )
  return answer.data
}

export async function getRescheduleQuote(
  token: string,
  query: { itemId: string; slotId: string },
  signal?: AbortSignal,
): Promise<RescheduleQuote> {
  const params = new URLSearchParams({ item: query.itemId, slot: query.slotId })
  const answer = await apiRequest(`${bookingPath(token)}/reschedule-quote?${params}`, {
    schema: RescheduleQuoteResponseSchema,
    signal,
  })
  return answer.data
}

/** Moves an item; one Idempotency-Key per confirmation, so a double click moves it once. */
export async function rescheduleBooking(
  token: string,
  input: RescheduleInput,
  idempotencyKey?: string,
): Promise<RescheduleResult> {
  const answer = await apiRequest(`${bookingPath(token)}/reschedule`, {
    method: 'POST',
    body: input,
    schema: RescheduleResultResponseSchema,
    idempotencyKey,
  })
  return answer.data
}

export async function getCancellationQuote(
  token: string,
  signal?: AbortSignal,
): Promise<CancellationQuote> {
  const answer = await apiRequest(`${bookingPath(token)}/cancellation-quote`, {
    schema: CancellationQuoteResponseSchema,
    signal,
  })
  return answer.data
}

export async function cancelBooking(
  token: string,
  input: CancelInput,
  idempotencyKey?: string,
): Promise<Booking> {
  const answer = await apiRequest(`${bookingPath(token)}/cancel`, {
    method: 'POST',
    body: input,
    schema: BookingResponseSchema,
    idempotencyKey,
  })
  return answer.data
}
