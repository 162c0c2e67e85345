import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { takeBootRequest } from '@/lib/boot'
import { ShopConfigResponseSchema, type ShopConfig } from './schema'

export const CONFIG_PATH = '/api/webshop/v1/config'

export async function getShopConfig(signal?: AbortSignal): Promise<ShopConfig> {
  // The first load adopts the request index.html started (scripts/vite-boot.ts).
  const answer = await apiRequest(CONFIG_PATH, {
    schema: ShopConfigResponseSchema,
    signal,
    started: takeBootRequest('config'),
  })
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
