import { createFileRoute } from '@tanstack/react-router'
import { paymentLinkQueries } from '@/api/payment-links'
import { preloadDepositNote } from '@/features/payment-link'
import { PaymentLinkPage } from '@/features/payment-link/PaymentLinkPage'
import { parsePaymentLinkSearch } from '@/features/payment-link/search'
import { isWellFormedToken } from '@/lib/navigation/token'
import { ensureNamespaces } from '@/lib/i18n'

export const Route = createFileRoute('/$lang/_minimal/aftersales/payment/$token')({
  // Loader and page in one file: a visitor opening the link needs both at once.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: parsePaymentLinkSearch,
  loader: async ({ context, params }) => {
    // prefetchQuery, not ensureQueryData: an unknown or expired link (404/410) is an outcome
    // the page renders itself, never the router's error screen.
    const query = paymentLinkQueries.detail(params.token, params.lang)
    await Promise.all([
      ensureNamespaces('payment'),
      isWellFormedToken(params.token) ? context.queryClient.prefetchQuery(query) : undefined,
    ])
    // A deposit's note (its texts and view) only for a link that has one, so it is in the first
    // view; a failed load leaves its reserved slot, never the error screen.
    if (context.queryClient.getQueryData(query.queryKey)?.booking.deposit) {
      await Promise.all([ensureNamespaces('order'), preloadDepositNote()]).catch(() => undefined)
    }
  },
  component: PaymentLinkRoute,
})

function PaymentLinkRoute() {
  const { lang, token } = Route.useParams()
  const { payment } = Route.useSearch()
  return <PaymentLinkPage lang={lang} token={token} returnedPaymentId={payment} />
}
