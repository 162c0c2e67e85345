import { createFileRoute } from '@tanstack/react-router'
import { ErrorScreen } from '@/components/ui/ErrorScreen'
import { loadListingPage } from '@/features/listings/overview/route-data'
import { ListingWidget } from '@/features/listings/ListingWidget'

export const Route = createFileRoute('/$lang/_embedded/embed/v1/listing/$slug')({
  loader: ({ context, params }) => loadListingPage(context.queryClient, params),
  component: ListingWidgetRoute,
  notFoundComponent: () => <ErrorScreen status={404} standalone={false} />,
})

function ListingWidgetRoute() {
  const { slug } = Route.useParams()
  return <ListingWidget slug={slug} />
}
