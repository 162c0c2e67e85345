import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { availabilityQueries } from '../availability/queries'
import { checkoutQueries } from '../checkout/queries'
import { applyVoucher, extendCart, removeCartItem, removeVoucher } from './api'
import { cartQueries } from './queries'
import type { Cart } from './schema'

/**
 * Every cart mutation answers the whole cart: write it into the cache of every language's
 * entry for that cart (texts of other languages refresh on their next read), refresh
 * availability, since holds change the places left, and the cart's checkout steps.
 */
export function storeCart(queryClient: QueryClient, cart: Cart, lang?: string): void {
  const { queryKey } = cartQueries.detail(cart.id, lang)
  queryClient.setQueryData(queryKey, cart)
  // A read of this cart that started before this answer (reads wait for nothing) must
  // not overwrite it when it lands: cancel it, and set the answer again once it has settled.
  if (queryClient.isFetching({ queryKey, exact: true }) > 0) {
    void queryClient
      .cancelQueries({ queryKey, exact: true })
      .then(() => queryClient.setQueryData(queryKey, cart))
  }
  void queryClient.invalidateQueries({
    queryKey: cartQueries.all(),
    predicate: (query) => query.queryKey[1] === cart.id && query.queryKey[2] !== (lang ?? null),
  })
  void queryClient.invalidateQueries({ queryKey: availabilityQueries.all() })
  // The checkout's steps (configuration complete?) follow the items.
  void queryClient.invalidateQueries({ queryKey: [...checkoutQueries.all(), cart.id] })
}

function useCartMutation<TVars>(fn: (vars: TVars) => Promise<Cart>, lang?: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: (cart) => storeCart(queryClient, cart, lang),
  })
}

export const useRemoveCartItem = (cartId: string, lang?: string) =>
  useCartMutation((itemId: string) => removeCartItem(cartId, itemId), lang)

export const useExtendCart = (cartId: string, lang?: string) =>
  useCartMutation(() => extendCart(cartId), lang)

export const useApplyVoucher = (cartId: string, lang?: string) =>
  useCartMutation((code: string) => applyVoucher(cartId, code), lang)

export const useRemoveVoucher = (cartId: string, lang?: string) =>
  useCartMutation((code: string) => removeVoucher(cartId, code), lang)
