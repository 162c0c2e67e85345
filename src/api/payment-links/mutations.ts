import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createPaymentLinkPayment } from './api'
import { paymentLinkQueries } from './queries'
import type { PaymentLinkPaymentInput } from './schema'

/**
 * Pass one idempotency key per click intent (newIdempotencyKey from the API client) and reuse
 * it when retrying, so a double submit never starts two payments.
 */
export function useCreatePaymentLinkPayment(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      input,
      idempotencyKey,
    }: {
      input: PaymentLinkPaymentInput
      idempotencyKey: string
    }) => createPaymentLinkPayment(token, input, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentLinkQueries.all() }),
  })
}
