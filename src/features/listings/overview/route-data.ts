import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { isApiError } from '@/lib/http'
import { loadSanitizer } from '@/lib/sanitize'
import { loadShopConfig } from '@/api/config'
import { listingQueries, type Listing } from '@/api/listings'
import { ensureNamespaces } from '@/lib/i18n'
import { showsPrerenderedView } from '@/lib/loading/first-view'
import { filtersFromSearch, type OverviewSearch } from './search'

/**
 * Loader of the overview routes: its texts; the first page of results is asked for but not
 * waited for. The page comes with its search box as soon as its texts are there and the results
 * follow (their skeleton meanwhile), so what a visitor types while they load stays in the box.
 * A failing listing call is not thrown: the results region shows its own error with a retry.
 */
export async function loadOverview(queryClient: QueryClient, search: OverviewSearch, lang: string) {
  const config = await loadShopConfig(queryClient)
  const results = queryClient.prefetchQuery(
    listingQueries.list(filtersFromSearch(search, config), lang),
  )
  // The prerendered first view shows the offers: the app replaces it with them, not a skeleton.
  await Promise.all([ensureNamespaces('listings'), showsPrerenderedView() ? results : undefined])
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Loader of every page about one listing (detail, listing and booking widgets): its texts and
 * data (returned); an unknown or malformed slug is the 404 screen.
 */
export async function loadListingPage(
  queryClient: QueryClient,
  { slug, lang }: { slug: string; lang: string },
  { namespaces = [], sanitizer = false }: { namespaces?: string[]; sanitizer?: boolean } = {},
): Promise<Listing> {
  if (!SLUG.test(slug)) throw notFound()
  try {
    const [, , listing] = await Promise.all([
      ensureNamespaces('listings', ...namespaces),
      sanitizer ? loadSanitizer() : undefined,
      queryClient.ensureQueryData(listingQueries.detail(slug, lang)),
    ])
    return listing
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw notFound()
    throw error
  }
}
