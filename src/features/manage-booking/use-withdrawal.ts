import { useState } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { bookingQueries, useRefreshBooking, type Booking } from '@/api/bookings'
import { getWithdrawalQuote, withdrawFromContract } from '@/api/payments/api'
import type { WithdrawalInput } from '@/api/payments/schema'
import { useConfirmedChange } from './flow'
import { useRefreshWhenRefused } from './refresh'

/** The items of a booking that may be withdrawn now. */
export const withdrawable = (booking: Booking) =>
  booking.items.filter((item) => item.withdrawal?.status === 'AVAILABLE')

/**
 * The withdrawal's second step: which items (all that may be withdrawn, to start with), what
 * withdrawing them refunds as the API reckons it, and the confirmation, sent once with one
 * Idempotency-Key per choice of items.
 */
export function useWithdrawal(booking: Booking, lang: string, onDone: () => void) {
  const [itemIds, setItemIds] = useState(() => withdrawable(booking).map((item) => item.id))
  const token = booking.token
  const quote = useQuery({
    queryKey: [...bookingQueries.all(), token, 'withdrawal', itemIds, lang] as const,
    queryFn: ({ signal }) => getWithdrawalQuote(token, itemIds, signal),
    enabled: itemIds.length > 0,
    retry: false,
  })
  useRefreshWhenRefused(token, quote.error)
  const refresh = useRefreshBooking(token)
  const mutation = useMutation({
    mutationFn: (vars: { input: WithdrawalInput; key: string }) =>
      withdrawFromContract(token, vars.input, vars.key),
    onSuccess: refresh,
  })
  const change = useConfirmedChange(mutation, `booking:${token}:withdrawal`, {
    onSuccess: onDone,
    onPriceChanged: () => '',
  })
  const toggle = (id: string, on: boolean) =>
    setItemIds((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)))
  const confirm = () => {
    if (itemIds.length === 0 || !quote.data || change.sending() || mutation.isPending) return
    change.send({ itemIds, confirm: true })
  }
  return { itemIds, toggle, quote, confirm, pending: mutation.isPending, failure: change.failure }
}
