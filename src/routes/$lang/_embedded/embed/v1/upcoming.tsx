import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { listingQueries } from '@/api/listings'
import { UPCOMING_DEFAULT_LIMIT, UpcomingWidget } from '@/features/listings/widgets'
import { ensureNamespaces } from '@/lib/i18n'

const Limit = v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(20))

export const Route = createFileRoute('/$lang/_embedded/embed/v1/upcoming')({
  validateSearch: (raw: Record<string, unknown>) => {
    const limit = v.safeParse(Limit, raw.limit)
    return { limit: limit.success ? limit.output : undefined }
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
