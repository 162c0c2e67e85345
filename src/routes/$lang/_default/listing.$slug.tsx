import { createFileRoute, notFound } from '@tanstack/react-router'
import { listingQueries } from '@/api/listings'
import { ErrorScreen } from '@/components/ui/ErrorScreen'
import { ListingDetailPage } from '@/features/listings/ListingDetailPage'
import { isApiError } from '@/lib/api-client'
import { ensureNamespaces } from '@/lib/i18n'
import { loadSanitizer } from '@/lib/sanitize'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const Route = createFileRoute('/$lang/_default/listing/$slug')({
  loader: async ({ context, params }) => {
    if (!SLUG.test(params.slug)) throw notFound()
    try {
      await Promise.all([
        ensureNamespaces('listings'),
        loadSanitizer(),
        context.queryClient.ensureQueryData(listingQueries.detail(params.slug, params.lang)),
      ])
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound()
      throw error
    }
  },
  component: ListingRoute,
  notFoundComponent: () => <ErrorScreen status={404} standalone={false} />,
})

function ListingRoute() {
  const { slug } = Route.useParams()
  return <ListingDetailPage slug={slug} />
}
