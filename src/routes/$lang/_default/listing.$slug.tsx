import { useEffect, useState } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { listingQueries } from '@/api/listings'
import { useShopConfig } from '@/api/config'
import { ErrorScreen } from '@/components/ui/ErrorScreen'
import { loadListingPage } from '@/features/listings/overview/route-data'
import {
  BookingSection,
  holdPreloadedBooking,
  loadBookingForms,
  prefetchFirstBooking,
} from '@/features/booking/BookingSection'
import { parseBookingSearch, type BookingSearch } from '@/features/booking/search'
import { CartStatus } from '@/features/cart/CartStatus'
import { useAddToCart } from '@/features/cart/shared/use-cart'
import { ListingDetailPage } from '@/features/listings/ListingDetailPage'

export const Route = createFileRoute('/$lang/_default/listing/$slug')({
  // The booking selection (sku, date, slot, blocks, start); malformed values are dropped.
  validateSearch: parseBookingSearch,
  // Loader and page in one chunk: a page that opens the listing needs both, and on a slow
  // connection each file costs a round trip.
  codeSplitGroupings: [
    ['loader', 'component'],
    ['pendingComponent', 'errorComponent', 'notFoundComponent'],
  ],
  loader: async ({ context, params, location, cause }) => {
    const listing = await loadListingPage(context.queryClient, params, {
      namespaces: ['booking', 'cart'],
      sanitizer: true,
    })
    // The calendar's first month (and the first day's slots) are asked for now, not after the
    // page has rendered; the page does not wait for them (the calendar shows its frame).
    prefetchFirstBooking(
      context.queryClient,
      params.slug,
      listing,
      parseBookingSearch(location.search),
      // A preload on intent or a new selection on the page holds nothing back.
      { critical: cause === 'enter' },
    )
    // Voucher and goods forms are chunks of their own: here before the first render, if needed.
    if (listing.skus.some((sku) => sku.characteristics.shape === 'NONE'))
      await loadBookingForms(listing)
  },
  component: ListingRoute,
  notFoundComponent: () => <ErrorScreen status={404} standalone={false} />,
})

function ListingRoute() {
  const { slug, lang } = Route.useParams()
  // Entered while a preload's first requests are on their way: the page's lazy work waits for
  // them (also for another listing shown by the same component: a link from this page).
  const [entered, setEntered] = useState<string>()
  if (entered !== slug) {
    setEntered(slug)
    holdPreloadedBooking(slug)
  }
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const addToCart = useAddToCart(lang)
  // Conversion events for the shop's dataLayer (configuration and consent decide); their code
  // loads only for a shop with analytics on.
  const config = useShopConfig()
  const events = () =>
    config.analytics?.dataLayer ? import('@/features/analytics/listing-events') : undefined
  const { data: listing } = useSuspenseQuery(listingQueries.detail(slug, lang))
  useEffect(() => {
    void events()?.then((m) => m.viewItem(config, listing))
    // Once per listing shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listing.slug])
  const added = addToCart.data
  useEffect(() => {
    const item = added?.items.at(-1)
    if (added && item) void events()?.then((m) => m.addedToCart(config, added, item))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- events() reads config
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
