// Vitest helpers of the sharing contract tests: a ready cart and an order placed from it.
import { getSlots } from '@/api/availability/api'
import { addCartItem, createCart, updateCartItem } from '@/api/carts/api'
import { submitCheckout, updateCheckoutContact } from '@/api/checkout/api'
import type { ContactInput, SubmitInput } from '@/api/checkout/schema'
import contactExample from '../../docs/api/examples/contact-input.json'

/** A cart with the kayak tour for two people on `date`, names and contact given. */
export async function readyCart(date: string): Promise<string> {
  const cart = await createCart()
  const slots = await getSlots('lake-kayak-brienz', { sku: 'sku-kayak', date })
  const added = await addCartItem(cart.id, {
    skuId: 'sku-kayak',
    slotId: slots[0]!.id,
    lines: [{ variantId: 'adult', quantity: 2 }],
  })
  const item = added.items[0]!
  await updateCartItem(cart.id, item.id, {
    participants: item.participants.map((p, i) => ({
      id: p.id,
      variantId: p.variantId,
      firstname: ['Anna', 'Beat'][i],
      surname: 'Muster',
    })),
  })
  await updateCheckoutContact(cart.id, contactExample as ContactInput)
  return cart.id
}

/** Checks the cart out with `input` (pay later by default). */
export function placeOrder(cartId: string, input: Partial<SubmitInput> = {}) {
  return submitCheckout(cartId, {
    paymentMethod: 'LATER',
    termsAccepted: true,
    returnUrl: '/de',
    ...input,
  } as SubmitInput)
}
