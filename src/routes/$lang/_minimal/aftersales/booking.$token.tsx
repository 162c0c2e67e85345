import { createFileRoute } from '@tanstack/react-router'
import { bookingQueries } from '@/api/bookings'
import { ManageBookingPage } from '@/features/manage-booking/ManageBookingPage'
import { isWellFormedToken } from '@/features/payment-link/search'
import { ensureNamespaces } from '@/lib/i18n'

export const Route = createFileRoute('/$lang/_minimal/aftersales/booking/$token')({
  loader: async ({ context, params }) => {
    // prefetchQuery, not ensureQueryData: an unknown or expired link (404/410) is an outcome
    // the page renders itself, never the router's error screen.
    await Promise.all([
      ensureNamespaces('manage', 'payment', 'booking', 'checkout', 'problems', 'swiss'),
      isWellFormedToken(params.token)
        ? context.queryClient.prefetchQuery(bookingQueries.detail(params.token, params.lang))
        : undefined,
    ])
  },
  component: ManageBookingRoute,
})

function ManageBookingRoute() {
  const { lang, token } = Route.useParams()
  return <ManageBookingPage lang={lang} token={token} />
}
