import { queryOptions } from '@tanstack/react-query'
import { getCheckout } from './api'

export const checkoutQueries = {
  all: () => ['checkout'] as const,
  detail: (cartId: string, lang?: string) =>
    queryOptions({
      queryKey: [...checkoutQueries.all(), cartId, lang ?? null] as const,
      queryFn: ({ signal }) => getCheckout(cartId, signal),
      staleTime: 0,
    }),
}
