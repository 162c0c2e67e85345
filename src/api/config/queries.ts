import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http'
import { takeBootRequest } from '@/lib/loading/boot'
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

/**
 * The configuration for a route's beforeLoad or loader. One request per need: when it has failed,
 * the other routes of the same load get that failure instead of asking again (a 400 is not
 * retried); the error screen's retry starts anew (resetFailedShopConfig).
 */
export function loadShopConfig(queryClient: QueryClient): Promise<ShopConfig> {
  const state = queryClient.getQueryState(configQueries.all())
  if (state?.status === 'error' && state.data === undefined) return Promise.reject(state.error)
  return queryClient.ensureQueryData(configQueries.shop())
}

/** Forgets a failed configuration answer, so the next load requests it again. */
export function resetFailedShopConfig(queryClient: QueryClient): void {
  if (queryClient.getQueryState(configQueries.all())?.status === 'error')
    queryClient.removeQueries({ queryKey: configQueries.all(), exact: true })
}
