import { createFileRoute } from '@tanstack/react-router'
import { bookingQueries } from '@/api/bookings'
import { ManageBookingPage } from '@/features/manage-booking'
import { hasPaymentParts, preloadPaymentParts } from '@/features/payments'
import { isWellFormedToken } from '@/lib/navigation/token'
import { ensureNamespaces } from '@/lib/i18n'
import { preloadProblemText } from '@/components/ui/ProblemText'

export const Route = createFileRoute('/$lang/_minimal/aftersales/booking/$token')({
  loader: async ({ context, params }) => {
    // prefetchQuery, not ensureQueryData: an unknown or expired link (404/410) is an outcome
    // the page renders itself, never the router's error screen.
    const detail = bookingQueries.detail(params.token, params.lang)
    const booking = isWellFormedToken(params.token)
      ? context.queryClient
          .prefetchQuery(detail)
          .then(() => context.queryClient.getQueryData(detail.queryKey))
      : undefined
    // The first view's texts only: the changes bring theirs (the checkout's person fields, the
    // booking calendar; features/manage-booking/load-flows.ts). A booking paid on site shows
    // the cash amount due, one paid by deposit its rest, in `order`. The message table and its
    // texts come only when the booking could not be read, so the page says what happened in its first view.
    await Promise.all([
      ensureNamespaces('manage', 'payment'),
      booking?.then((data) =>
        data === undefined
          ? Promise.all([ensureNamespaces('problems'), preloadProblemText()]).then(
              () => undefined,
              () => undefined,
            )
          : Promise.all([
              data.paymentMethod === 'ON_SITE' || data.deposit || data.issuedVouchers?.length
                ? ensureNamespaces('order')
                : undefined,
              // A deposit or gift vouchers: their views' code, only for such a booking; a failed
              // load leaves the page's reserved slots, never the error screen.
              hasPaymentParts(data) ? preloadPaymentParts().catch(() => undefined) : undefined,
            ]),
      ),
    ])
  },
  component: ManageBookingRoute,
})

function ManageBookingRoute() {
  const { lang, token } = Route.useParams()
  return <ManageBookingPage lang={lang} token={token} />
}
