import { useSuspenseQuery } from '@tanstack/react-query'
import { configQueries } from './queries'
import type { ShopConfig } from './schema'

/** The shop's configuration: the root loader has it before the first render. */
export function useShopConfig(): ShopConfig {
  return useSuspenseQuery(configQueries.shop()).data
}
