import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { cartQueries } from '@/api/carts'
import { checkoutQueries } from '@/api/checkout'
import { orderQueries } from '@/api/orders'
import { forgetCart } from '@/lib/cart-ref/cart-ref'
import { CartNotFound } from '@/features/checkout/CartNotFound'
import { BookingPlaced, SuccessPage } from '@/features/checkout/SuccessPage'
import { readOrderToken } from '@/features/checkout/shared/storage'
import { isWellFormedId, parseSuccessSearch } from '@/features/checkout/steps'
import { isApiError } from '@/lib/http'
import { ensureNamespaces } from '@/lib/i18n'

export const Route = createFileRoute('/$lang/_default/checkout/$cart_/success')({
  validateSearch: parseSuccessSearch,
  loader: async ({ context, params }) => {
    if (!isWellFormedId(params.cart)) throw notFound()
    // Only the tab that submitted knows the order: the cart itself never names it.
    const token = readOrderToken(params.cart)
    try {
      if (token) {
        await ensureNamespaces('checkout', 'problems', 'order')
        // The order decides what happened (the provider's `result` is only a hint).
        await context.queryClient.fetchQuery(orderQueries.detail(token, params.lang))
        return { token }
      }
      const [, cart] = await Promise.all([
        ensureNamespaces('checkout', 'problems', 'order'),
        context.queryClient.fetchQuery({
          ...cartQueries.detail(params.cart, params.lang),
          staleTime: 0,
        }),
      ])
      if (cart.status !== 'CHECKED_OUT') {
        throw redirect({
          to: '/$lang/checkout/$cart',
          params: { lang: params.lang, cart: params.cart },
          replace: true,
        })
      }
      return { token: undefined }
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
  const { token } = Route.useLoaderData()
  const queryClient = useQueryClient()
  // The cart has become an order: the header's cart starts afresh, and what was read of the
  // cart and its checkout goes, so going back reads the cart's status anew.
  useEffect(() => {
    forgetCart(cart)
    queryClient.removeQueries({ queryKey: [...cartQueries.all(), cart] })
    queryClient.removeQueries({ queryKey: [...checkoutQueries.all(), cart] })
  }, [cart, queryClient])
  if (!token) return <BookingPlaced lang={lang} />
  return <SuccessPage lang={lang} cartId={cart} orderToken={token} returnedPaymentId={payment} />
}
