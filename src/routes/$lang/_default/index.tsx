import { createFileRoute } from '@tanstack/react-router'
import { OverviewPage } from '@/features/listings/overview/OverviewPage'
import { loadOverview } from '@/features/listings/overview/route-data'
import { parseOverviewSearch } from '@/features/listings/overview/search'

export const Route = createFileRoute('/$lang/_default/')({
  // The overview and its loader are in the first chunk (vite.config.ts, `app`): not split into
  // two more files that would only pass them on.
  codeSplitGroupings: [],
  validateSearch: parseOverviewSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, params }) => loadOverview(context.queryClient, deps, params.lang),
  component: OverviewPage,
})
