import { queryOptions } from '@tanstack/react-query'
import { getOrder } from './api'

export const orderQueries = {
  all: () => ['orders'] as const,
  detail: (token: string, lang?: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), token, lang ?? null] as const,
      queryFn: ({ signal }) => getOrder(token, signal),
      staleTime: 0,
    }),
}
