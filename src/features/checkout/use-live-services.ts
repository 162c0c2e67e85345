import { useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { cartQueries, isCheckedOut, storeCart, updateCartItem } from '@/api/carts'

export interface ServiceChoice {
  itemId: string
  /** Per-PERSON services by participant id, as ticked now. */
  personServices: Record<string, string[]>
  bookingServiceIds: string[]
}

/**
 * Saves ticked or unticked additional services at once, so the summary's total follows
 * each tick. Only the services change: the participants' details go as the cart last had
 * them (what is typed but not yet saved stays in the form until "Continue"). Changes run
 * one after another, so the cart always ends with the latest choice.
 */
export function useLiveServices(cartId: string, lang: string, onError: (error: unknown) => void) {
  const queryClient = useQueryClient()
  const queue = useRef<Promise<unknown>>(Promise.resolve())
  return (choice: ServiceChoice) => {
    queue.current = queue.current.then(async () => {
      const cart = queryClient.getQueryData(cartQueries.detail(cartId, lang).queryKey)
      const item =
        cart && !isCheckedOut(cart) ? cart.items.find((x) => x.id === choice.itemId) : undefined
      if (!item) return
      try {
        const updated = await updateCartItem(cartId, item.id, {
          ...(item.participants.length > 0
            ? {
                participants: item.participants.map((p) => ({
                  id: p.id,
                  variantId: p.variantId,
                  firstname: p.firstname,
                  surname: p.surname,
                  birthdate: p.birthdate,
                  weightKg: p.weightKg,
                  additionalServiceIds: choice.personServices[p.id] ?? p.additionalServiceIds,
                })),
              }
            : {}),
          bookingServiceIds: choice.bookingServiceIds,
        })
        storeCart(queryClient, updated, lang)
      } catch (error) {
        onError(error)
      }
    })
  }
}
