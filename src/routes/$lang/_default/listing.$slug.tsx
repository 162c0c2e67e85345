import { useEffect } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { listingQueries } from '@/api/listings'
import { cartCommerce, listingCommerce } from '@/features/embed/commerce'
import { trackShopEvent } from '@/features/analytics/track'
import { useShopConfig } from '@/lib/shop-config'
import { ErrorScreen } from '@/components/ui/ErrorScreen'
import { loadListingPage } from '@/features/listings/route-data'
import { BookingSection } from '@/features/booking/BookingSection'
import { parseBookingSearch, type BookingSearch } from '@/features/booking/search'
import { CartStatus } from '@/features/cart/CartStatus'
import { useAddToCart } from '@/features/cart/use-cart'
import { ListingDetailPage } from '@/features/listings/ListingDetailPage'

export const Route = createFileRoute('/$lang/_default/listing/$slug')({
  // The booking selection (sku, date, slot, blocks, start); malformed values are dropped.
  validateSearch: parseBookingSearch,
  loader: async ({ context, params }) => {
    const listing = await loadListingPage(context.queryClient, params, {
      namespaces: ['booking', 'cart'],
      sanitizer: true,
    })
    // Voucher and goods forms are chunks of their own: here before the first render, if needed.
    if (listing.skus.some((sku) => sku.characteristics.shape === 'NONE'))
      await import('@/features/booking/BookingSection').then((booking) =>
        booking.loadBookingForms(listing),
      )
  },
  component: ListingRoute,
  notFoundComponent: () => <ErrorScreen status={404} standalone={false} />,
})

function ListingRoute() {
  const { slug, lang } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const addToCart = useAddToCart(lang)
  // Conversion events for the shop's dataLayer (configuration and consent decide).
  const config = useShopConfig()
  const { data: listing } = useSuspenseQuery(listingQueries.detail(slug, lang))
  useEffect(() => {
    const commerce = listingCommerce(listing)
    if (commerce) trackShopEvent(config, 'view_item', commerce)
    // Once per listing shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listing.slug])
  const added = addToCart.data
  useEffect(() => {
    const item = added?.items.at(-1)
    if (added && item) trackShopEvent(config, 'add_to_cart', cartCommerce(added, item))
  }, [added, config])
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
