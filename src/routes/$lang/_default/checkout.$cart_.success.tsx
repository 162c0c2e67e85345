import { useEffect } from 'react'
import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { cartQueries } from '@/api/carts'
import { orderQueries } from '@/api/orders'
import { forgetCart } from '@/lib/storage/cart-ref'
import { CartNotFound } from '@/features/checkout/CartNotFound'
import { SuccessPage } from '@/features/checkout/SuccessPage'
import { isWellFormedId, parseSuccessSearch } from '@/features/checkout/steps'
import { isApiError } from '@/lib/http'
import { ensureNamespaces } from '@/lib/i18n'

export const Route = createFileRoute('/$lang/_default/checkout/$cart_/success')({
  validateSearch: parseSuccessSearch,
  loader: async ({ context, params }) => {
    if (!isWellFormedId(params.cart)) throw notFound()
    try {
      const [, cart] = await Promise.all([
        ensureNamespaces('checkout', 'problems', 'order'),
        // Fresh: the cart learns its order token when it is checked out.
        context.queryClient.fetchQuery({
          ...cartQueries.detail(params.cart, params.lang),
          staleTime: 0,
        }),
      ])
      if (!cart.orderToken) {
        throw redirect({
          to: '/$lang/checkout/$cart',
          params: { lang: params.lang, cart: params.cart },
          replace: true,
        })
      }
      // The order decides what happened (the provider's `result` is only a hint).
      await context.queryClient.fetchQuery(orderQueries.detail(cart.orderToken, params.lang))
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound()
      throw error
    }
  },
  component: SuccessRoute,
  notFoundComponent: CartNotFound,
})

function SuccessRoute() {
  const { lang, cart } = Route.useParams()
  const { payment } = Route.useSearch()
  // The cart has become an order: the header's cart starts afresh.
  useEffect(() => forgetCart(cart), [cart])
  return <SuccessPage lang={lang} cartId={cart} returnedPaymentId={payment} />
}
