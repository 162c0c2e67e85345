import { createFileRoute } from '@tanstack/react-router'
import { loadOverview } from '@/features/listings/overview/route-data'
import { SEARCH_WIDGET_LIMIT, parseOverviewSearch } from '@/features/listings/overview/search'
import { SearchWidget } from '@/features/listings/widgets'

export const Route = createFileRoute('/$lang/_embedded/embed/v1/search')({
  // A page of results at a time (`data-limit`, default 6) with the pager below: the widget does
  // not grow without end in a narrow column.
  validateSearch: (raw: Record<string, unknown>) => {
    const search = parseOverviewSearch(raw)
    return { ...search, limit: search.limit ?? String(SEARCH_WIDGET_LIMIT) }
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) => loadOverview(context.queryClient, deps, params.lang),
  component: SearchWidget,
})
