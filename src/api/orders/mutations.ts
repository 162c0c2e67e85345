import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createOrderPayment } from './api'
import { orderQueries } from './queries'
import type { OrderPaymentInput } from './schema'

/** Pass one idempotency key per click intent and reuse it on retry. */
export function useCreateOrderPayment(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: OrderPaymentInput; idempotencyKey: string }) =>
      createOrderPayment(token, input, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderQueries.all() }),
  })
}
