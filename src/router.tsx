import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from './routeTree.gen'
import { RouteError } from './components/ui/RouteError'
import { ErrorScreen } from './components/ui/ErrorScreen'
import { PageLoading } from './components/ui/PageLoading'
import { parseSearch, stringifySearch } from './lib/navigation/search-params'

export function createAppRouter(
  queryClient: QueryClient,
  history?: Parameters<typeof createRouter>[0]['history'],
) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    parseSearch,
    stringifySearch,
    // Loaders read through TanStack Query, which owns caching.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: () => <ErrorScreen status={404} />,
    defaultPendingComponent: PageLoading,
    // A quick page shows no spinner at all; a slow one shows it for long enough to be read.
    defaultPendingMs: 500,
    defaultPendingMinMs: 300,
    // New page: top of the page, or the #anchor when the URL has one.
    scrollRestoration: false,
    defaultHashScrollIntoView: { block: 'start' },
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
