import { queryOptions } from '@tanstack/react-query'
import { getPaymentLink } from './api'

export const paymentLinkQueries = {
  all: () => ['payment-links'] as const,
  detail: (token: string, lang?: string) =>
    queryOptions({
      queryKey: [...paymentLinkQueries.all(), token, lang ?? null] as const,
      queryFn: ({ signal }) => getPaymentLink(token, signal),
      // After the provider sends the visitor back, the state must be current.
      staleTime: 0,
    }),
}
