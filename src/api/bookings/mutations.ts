import { useMutation, useQueryClient } from '@tanstack/react-query'
import { cancelBooking, rescheduleBooking, updateBookingParticipants } from './api'
import { bookingQueries } from './queries'
import type { BookingParticipantsInput, CancelInput, RescheduleInput } from './schema'

/** After a change, the booking (in whatever language it is shown) is read again. */
function useStoreBooking(token: string) {
  const queryClient = useQueryClient()
  return () =>
    queryClient.invalidateQueries({
      queryKey: [...bookingQueries.all(), token],
      // The detail only: a quote is never asked again behind the visitor's back.
      predicate: (query) => query.queryKey.length === 3,
    })
}

export function useUpdateBookingParticipants(token: string) {
  const store = useStoreBooking(token)
  return useMutation({
    mutationFn: (vars: { itemId: string; input: BookingParticipantsInput; key: string }) =>
      updateBookingParticipants(token, vars.itemId, vars.input, vars.key),
    onSuccess: store,
  })
}

export function useRescheduleBooking(token: string) {
  const store = useStoreBooking(token)
  return useMutation({
    mutationFn: (vars: { input: RescheduleInput; key: string }) =>
      rescheduleBooking(token, vars.input, vars.key),
    onSuccess: store,
  })
}

export function useCancelBooking(token: string) {
  const store = useStoreBooking(token)
  return useMutation({
    mutationFn: (vars: { input: CancelInput; key: string }) =>
      cancelBooking(token, vars.input, vars.key),
    onSuccess: store,
  })
}
