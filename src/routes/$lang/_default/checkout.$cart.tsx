import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { cartQueries } from '@/api/carts'
import { checkoutQueries } from '@/api/checkout'
import { CartNotFound } from '@/features/checkout/CartNotFound'
import { CheckoutPage } from '@/features/checkout/CheckoutPage'
import { loadPhoneValidation } from '@/lib/phone/phone'
import { rememberEmbedReturn } from '@/features/embed/return/return'
import { parseCheckoutSearch, isWellFormedId, resolveStep } from '@/features/checkout/steps'
import { isApiError } from '@/lib/http'
import { ensureNamespaces } from '@/lib/i18n'

export const Route = createFileRoute('/$lang/_default/checkout/$cart')({
  // Loader and page in one chunk: the cart button prefetches the checkout's code when the
  // browser is idle (router.loadRouteChunk fetches components only), so the page change works
  // after the connection dropped; a page that opens the checkout needs both anyway.
  codeSplitGroupings: [
    ['loader', 'component'],
    ['pendingComponent', 'errorComponent', 'notFoundComponent'],
  ],
  validateSearch: parseCheckoutSearch,
  loaderDeps: ({ search }) => ({ step: search.step }),
  loader: async ({ context, params, deps }) => {
    if (!isWellFormedId(params.cart)) throw notFound()
    // From a widget: where to report the purchase (the link's fragment; see docs/embed.md).
    rememberEmbedReturn(params.cart)
    try {
      const [, cart] = await Promise.all([
        // The message table's texts (`problems`) come with the later steps, and for the first
        // one when the browser is idle or at its first failure (FailureText).
        ensureNamespaces('checkout', 'share'),
        context.queryClient.ensureQueryData(cartQueries.detail(params.cart, params.lang)),
      ])
      if (cart.status === 'CHECKED_OUT') {
        throw redirect({
          to: '/$lang/checkout/$cart/success',
          params: { lang: params.lang, cart: params.cart },
          replace: true,
        })
      }
      const checkout = await context.queryClient.ensureQueryData(
        checkoutQueries.detail(params.cart, params.lang),
      )
      // The step lives in the URL; one whose predecessors are not done cannot be skipped to.
      const step = resolveStep(checkout, deps.step)
      if (step !== deps.step) {
        throw redirect({
          to: '/$lang/checkout/$cart',
          params: { lang: params.lang, cart: params.cart },
          search: { step },
          replace: true,
        })
      }
      // The contact step checks phone numbers with a library of its own: start loading it
      // (not awaited: a pattern check stands in for the moment it takes).
      if (step === 'contact') void loadPhoneValidation().catch(() => undefined)
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound()
      if (isApiError(error) && error.code === 'CART_CHECKED_OUT') {
        throw redirect({
          to: '/$lang/checkout/$cart/success',
          params: { lang: params.lang, cart: params.cart },
          replace: true,
        })
      }
      throw error
    }
  },
  component: CheckoutRoute,
  notFoundComponent: CartNotFound,
})

function CheckoutRoute() {
  const { lang, cart } = Route.useParams()
  const { step } = Route.useSearch()
  return <CheckoutPage lang={lang} cartId={cart} step={step ?? 'configuration'} />
}
