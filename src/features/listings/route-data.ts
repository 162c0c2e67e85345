import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { isApiError } from '@/lib/api-client'
import { loadSanitizer } from '@/lib/sanitize'
import { loadShopConfig } from '@/api/config'
import { listingQueries } from '@/api/listings'
import { ensureNamespaces } from '@/lib/i18n'
import { filtersFromSearch, type OverviewSearch } from './search'

/**
 * Loader of the overview routes: texts and the first page of results. A failing listing call is
 * not thrown: the results region shows its own error with a retry, the rest of the page stays.
 * `early`: the page comes as soon as its texts are there and the results follow (their skeleton
 * meanwhile), so the search box takes what the visitor types while they load (the home on
 * arrival); otherwise the page changes with its results (a filter changed, a preload).
 */
export async function loadOverview(
  queryClient: QueryClient,
  search: OverviewSearch,
  lang: string,
  early = false,
) {
  const config = await loadShopConfig(queryClient)
  const results = queryClient.prefetchQuery(
    listingQueries.list(filtersFromSearch(search, config), lang),
  )
  await Promise.all([ensureNamespaces('listings'), early ? undefined : results])
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Loader of every page about one listing (detail, listing and booking widgets): its texts and
 * data; an unknown or malformed slug is the 404 screen.
 */
export async function loadListingPage(
  queryClient: QueryClient,
  { slug, lang }: { slug: string; lang: string },
  { namespaces = [], sanitizer = false }: { namespaces?: string[]; sanitizer?: boolean } = {},
): Promise<void> {
  if (!SLUG.test(slug)) throw notFound()
  try {
    await Promise.all([
      ensureNamespaces('listings', 'problems', ...namespaces),
      sanitizer ? loadSanitizer() : undefined,
      queryClient.ensureQueryData(listingQueries.detail(slug, lang)),
    ])
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound()
    throw error
  }
}
