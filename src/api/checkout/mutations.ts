import { useMutation, useQueryClient } from '@tanstack/react-query'
import { cartQueries } from '../carts/queries'
import { orderQueries } from '../orders/queries'
import { submitCheckout, updateCheckoutContact } from './api'
import { checkoutQueries } from './queries'
import type { ContactInput, SubmitInput } from './schema'

export function useUpdateCheckoutContact(cartId: string, lang?: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: ContactInput) => updateCheckoutContact(cartId, input),
    onSuccess: (checkout) => {
      queryClient.setQueryData(checkoutQueries.detail(cartId, lang).queryKey, checkout)
      // Saving renews the hold: the cart's expiresAt moved.
      void queryClient.invalidateQueries({ queryKey: [...cartQueries.all(), cartId] })
    },
  })
}

/** Pass one idempotency key per click on "book" and reuse it when retrying that click. */
export function useSubmitCheckout(cartId: string, lang?: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: SubmitInput; idempotencyKey: string }) =>
      submitCheckout(cartId, input, idempotencyKey),
    onSuccess: (result) => {
      queryClient.setQueryData(orderQueries.detail(result.order.token, lang).queryKey, result.order)
      // The cart is an order now: any read of it or its checkout would only answer 409 (or a
      // bare status). Stop those in flight and read nothing more while the page leaves; the
      // success page drops these entries once the checkout is gone.
      void queryClient.cancelQueries({ queryKey: [...cartQueries.all(), cartId] })
      void queryClient.cancelQueries({ queryKey: [...checkoutQueries.all(), cartId] })
    },
  })
}
