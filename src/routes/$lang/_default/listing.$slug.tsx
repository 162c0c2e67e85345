import { createFileRoute, notFound } from '@tanstack/react-router'
import { listingQueries } from '@/api/listings'
import { ErrorScreen } from '@/components/ui/ErrorScreen'
import { BookingSection } from '@/features/booking/BookingSection'
import { parseBookingSearch, type BookingSearch } from '@/features/booking/search'
import { CartStatus } from '@/features/cart/CartStatus'
import { useAddToCart } from '@/features/cart/use-cart'
import { ListingDetailPage } from '@/features/listings/ListingDetailPage'
import { isApiError } from '@/lib/api-client'
import { ensureNamespaces } from '@/lib/i18n'
import { loadSanitizer } from '@/lib/sanitize'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const Route = createFileRoute('/$lang/_default/listing/$slug')({
  // The booking selection (sku, date, slot, blocks, start); malformed values are dropped.
  validateSearch: parseBookingSearch,
  loader: async ({ context, params }) => {
    if (!SLUG.test(params.slug)) throw notFound()
    try {
      await Promise.all([
        ensureNamespaces('listings', 'booking', 'cart'),
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
  const { slug, lang } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const addToCart = useAddToCart(lang)
  // Every selection change replaces the history entry: Back leaves the page instead of stepping
  // through each click, while the URL still holds the choice for sharing and reloads.
  const onSearchChange = (next: BookingSearch) =>
    void navigate({ search: next, replace: true, resetScroll: false })
  return (
    <ListingDetailPage
      slug={slug}
      booking={
        <BookingSection
          slug={slug}
          search={search}
          onSearchChange={onSearchChange}
          addToCart={addToCart}
          cartStatus={<CartStatus lang={lang} />}
        />
      }
    />
  )
}
