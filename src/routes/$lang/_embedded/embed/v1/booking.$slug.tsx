import { lazy, Suspense } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useSuspenseQuery } from '@tanstack/react-query'
import { listingQueries } from '@/api/listings'
import { ErrorScreen } from '@/components/ui/ErrorScreen'
import { loadListingPage } from '@/features/listings/overview/route-data'
import { BookingSection, prefetchFirstBooking } from '@/features/booking/BookingSection'
import { parseBookingSearch, type BookingSearch } from '@/features/booking/search'
import { useAddToCart, useCart } from '@/features/cart/shared/use-cart'
import { EmbedContinueOnShop, isFrameDeadEnd } from '@/features/embed/EmbedContinueOnShop'
import { postToHost, useWidgetViewed } from '@/features/embed/frame'
import { usePageTitle } from '@/lib/head/title'

// Loaded once the widget's cart holds something (a first visit never needs it).
const EmbedCartStatus = lazy(() => import('@/features/embed/EmbedCartStatus'))

export const Route = createFileRoute('/$lang/_embedded/embed/v1/booking/$slug')({
  validateSearch: parseBookingSearch,
  loader: async ({ context, params, location, cause }) => {
    const listing = await loadListingPage(context.queryClient, params, {
      namespaces: ['booking', 'cart'],
    })
    // The calendar's first month (and the first days' slots) now, as on the listing page: on a
    // first load index.html has asked for them already (scripts/route-boot.ts) and they are
    // adopted; the widget does not wait for them (the calendar shows its frame).
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
      await import('@/features/booking/BookingSection').then((booking) =>
        booking.loadBookingForms(listing),
      )
  },
  component: BookingWidgetRoute,
  notFoundComponent: () => <ErrorScreen status={404} standalone={false} />,
})

function BookingWidgetRoute() {
  const { slug, lang } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { t } = useTranslation('listings')
  const addToCart = useAddToCart(lang)
  const { data: cart } = useCart(lang)
  const { data: listing } = useSuspenseQuery(listingQueries.detail(slug, lang))
  usePageTitle(listing.title)
  useWidgetViewed('booking', listing)
  const onSearchChange = (next: BookingSearch) => {
    if (next.date && next.date !== search.date)
      postToHost({ type: 'date:selected', listing: slug, date: next.date })
    void navigate({ search: next, replace: true, resetScroll: false })
  }
  // In a widget the cart may live only in memory (third-party storage blocked): the answer of
  // the last add is the source of truth, the stored cart the fallback.
  const current = addToCart.data ?? cart
  return (
    <section className="widget" aria-labelledby="booking-widget-title">
      <h1 id="booking-widget-title" className="widget-heading">
        {listing.title}
      </h1>
      {/* The booking section's own headings are level 3, as on the listing page. */}
      <h2 className="visually-hidden">{t('widgets.bookingTitle')}</h2>
      <BookingSection
        slug={slug}
        search={search}
        onSearchChange={onSearchChange}
        addToCart={addToCart}
        addErrorFallback={(error) =>
          isFrameDeadEnd(error) ? (
            <EmbedContinueOnShop lang={lang} slug={slug} search={search} />
          ) : null
        }
        cartStatus={
          current && current.items.length > 0 && current.status === 'OPEN' ? (
            <Suspense fallback={null}>
              <EmbedCartStatus cart={current} lang={lang} />
            </Suspense>
          ) : null
        }
      />
    </section>
  )
}
