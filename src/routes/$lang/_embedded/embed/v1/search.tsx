import { createFileRoute } from '@tanstack/react-router'
import { loadOverview } from '@/features/listings/route-data'
import { parseOverviewSearch } from '@/features/listings/search'
import { SearchWidget } from '@/features/listings/widgets'

export const Route = createFileRoute('/$lang/_embedded/embed/v1/search')({
  validateSearch: parseOverviewSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) => loadOverview(context.queryClient, deps, params.lang),
  component: SearchWidget,
})
