import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { ShopConfigResponseSchema, type ShopConfig } from './schema'

export const CONFIG_PATH = '/api/webshop/v1/config'

export async function getShopConfig(signal?: AbortSignal): Promise<ShopConfig> {
  const answer = await apiRequest(CONFIG_PATH, { schema: ShopConfigResponseSchema, signal })
  return answer.data
}

export const configQueries = {
  all: () => ['config'] as const,
  shop: () =>
    queryOptions({
      queryKey: configQueries.all(),
      queryFn: ({ signal }) => getShopConfig(signal),
      // The configuration changes rarely; one load per visit is enough.
      staleTime: Infinity,
      gcTime: Infinity,
    }),
}
