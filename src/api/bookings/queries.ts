import { queryOptions } from '@tanstack/react-query'
import { getBooking, getCancellationQuote, getRescheduleQuote } from './api'

export const bookingQueries = {
  all: () => ['bookings'] as const,
  detail: (token: string, lang?: string) =>
    queryOptions({
      queryKey: [...bookingQueries.all(), token, lang ?? null] as const,
      queryFn: ({ signal }) => getBooking(token, signal),
      // Deadlines pass and payments land: what may be changed is always asked afresh.
      staleTime: 0,
    }),
  rescheduleQuote: (token: string, itemId: string, slotId: string, lang?: string) =>
    queryOptions({
      queryKey: [...bookingQueries.all(), token, 'reschedule', itemId, slotId, lang ?? null],
      queryFn: ({ signal }) => getRescheduleQuote(token, { itemId, slotId }, signal),
      staleTime: 0,
      gcTime: 0,
    }),
  cancellationQuote: (token: string, lang?: string) =>
    queryOptions({
      queryKey: [...bookingQueries.all(), token, 'cancellation', lang ?? null],
      queryFn: ({ signal }) => getCancellationQuote(token, signal),
      staleTime: 0,
      gcTime: 0,
    }),
}
