import { queryOptions } from '@tanstack/react-query'
import { getCart } from './api'

export const cartQueries = {
  all: () => ['carts'] as const,
  detail: (cartId: string, lang?: string) =>
    queryOptions({
      queryKey: [...cartQueries.all(), cartId, lang ?? null] as const,
      queryFn: ({ signal }) => getCart(cartId, signal),
      // Mutations answer the whole cart and write it into this cache entry.
      staleTime: 10_000,
    }),
}
