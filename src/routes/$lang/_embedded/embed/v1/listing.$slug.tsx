import { createFileRoute, notFound } from '@tanstack/react-router'
import { listingQueries } from '@/api/listings'
import { ErrorScreen } from '@/components/ui/ErrorScreen'
import { ListingWidget } from '@/features/listings/widgets'
import { isApiError } from '@/lib/api-client'
import { ensureNamespaces } from '@/lib/i18n'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const Route = createFileRoute('/$lang/_embedded/embed/v1/listing/$slug')({
  loader: async ({ context, params }) => {
    if (!SLUG.test(params.slug)) throw notFound()
    try {
      await Promise.all([
        ensureNamespaces('listings'),
        context.queryClient.ensureQueryData(listingQueries.detail(params.slug, params.lang)),
      ])
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound()
      throw error
    }
  },
  component: ListingWidgetRoute,
  notFoundComponent: () => <ErrorScreen status={404} standalone={false} />,
})

function ListingWidgetRoute() {
  const { slug } = Route.useParams()
  return <ListingWidget slug={slug} />
}
