import type { QueryClient } from '@tanstack/react-query'
import { configQueries } from '@/api/config'
import { listingQueries } from '@/api/listings'
import { ensureNamespaces } from '@/lib/i18n'
import { filtersFromSearch, type OverviewSearch } from './search'

/**
 * Loader of the overview routes: texts and the first page of results. A failing listing call is
 * not thrown: the results region shows its own error with a retry, the rest of the page stays.
 */
export async function loadOverview(queryClient: QueryClient, search: OverviewSearch, lang: string) {
  const config = await queryClient.ensureQueryData(configQueries.shop())
  await Promise.all([
    ensureNamespaces('listings'),
    queryClient.prefetchQuery(listingQueries.list(filtersFromSearch(search, config), lang)),
  ])
}
