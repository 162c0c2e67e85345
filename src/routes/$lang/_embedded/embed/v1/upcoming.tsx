import { createFileRoute } from '@tanstack/react-router'
import { listingQueries } from '@/api/listings'
import { UPCOMING_DEFAULT_LIMIT, UpcomingWidget } from '@/features/listings/widgets'
import { ensureNamespaces } from '@/lib/i18n'

export const Route = createFileRoute('/$lang/_embedded/embed/v1/upcoming')({
  // `?limit=`: a whole number from 1 to 20, else the default.
  validateSearch: (raw: Record<string, unknown>) => {
    const limit = Number(raw.limit)
    return { limit: Number.isInteger(limit) && limit >= 1 && limit <= 20 ? limit : undefined }
  },
  loader: ({ context, params }) =>
    Promise.all([
      ensureNamespaces('listings'),
      context.queryClient.prefetchQuery(
        listingQueries.list({ sort: 'date', perPage: 24 }, params.lang),
      ),
    ]),
  component: UpcomingRoute,
})

function UpcomingRoute() {
  const { limit } = Route.useSearch()
  return <UpcomingWidget limit={limit ?? UPCOMING_DEFAULT_LIMIT} />
}
