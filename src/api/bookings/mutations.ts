import { useMutation, useQueryClient } from '@tanstack/react-query'
import { isApiError } from '@/lib/http'
import { cancelBooking, rescheduleBooking, updateBookingParticipants } from './api'
import { bookingQueries } from './queries'
import type { BookingParticipantsInput, CancelInput, RescheduleInput } from './schema'

/**
 * After a change, the booking (in whatever language it is shown) is read again; after a refusal
 * (409: too late, no longer changeable) too, so the page shows what is possible now.
 */
export function useRefreshBooking(token: string) {
  const queryClient = useQueryClient()
  return () =>
    queryClient.invalidateQueries({
      queryKey: [...bookingQueries.all(), token],
      // The detail only: a quote is never asked again behind the visitor's back.
      predicate: (query) => query.queryKey.length === 3,
    })
}

export function useUpdateBookingParticipants(token: string) {
  const store = useRefreshBooking(token)
  return useMutation({
    mutationFn: (vars: { itemId: string; input: BookingParticipantsInput; key: string }) =>
      updateBookingParticipants(token, vars.itemId, vars.input, vars.key),
    onSuccess: store,
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void store()
    },
  })
}

export function useRescheduleBooking(token: string) {
  const store = useRefreshBooking(token)
  return useMutation({
    mutationFn: (vars: { input: RescheduleInput; key: string }) =>
      rescheduleBooking(token, vars.input, vars.key),
    onSuccess: store,
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void store()
    },
  })
}

export function useCancelBooking(token: string) {
  const store = useRefreshBooking(token)
  return useMutation({
    mutationFn: (vars: { input: CancelInput; key: string }) =>
      cancelBooking(token, vars.input, vars.key),
    onSuccess: store,
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void store()
    },
  })
}
