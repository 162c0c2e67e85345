// Vitest helpers of the payments contract tests: carts of the deposit offers, ready to submit.
import { getSlots } from '@/api/availability/api'
import { addCartItem, createCart, updateCartItem } from '@/api/carts/api'
import { updateCheckoutContact } from '@/api/checkout/api'
import type { ContactInput } from '@/api/checkout/schema'
import contactExample from '../../docs/api/examples/contact-input.json'

export const contact = contactExample as ContactInput

/** The tandem flight (CHF 170 a passenger, CHF 50 deposit each) for `people` on `date`, 09:00. */
export async function flightCart(date: string, people = 2): Promise<string> {
  const cart = await createCart()
  const [slot] = await getSlots('paragliding-tandem-flight', { sku: 'sku-paragliding', date })
  const added = await addCartItem(cart.id, {
    skuId: 'sku-paragliding',
    slotId: slot!.id,
    lines: [{ variantId: 'adult', quantity: people }],
  })
  const item = added.items[0]!
  await updateCartItem(cart.id, item.id, {
    participants: item.participants.map((p, i) => ({
      id: p.id,
      variantId: p.variantId,
      firstname: `Gast ${i + 1}`,
      surname: 'Muster',
      weightKg: 70,
    })),
  })
  await updateCheckoutContact(cart.id, contact)
  return cart.id
}

/** The private mountain guide (CHF 120 an hour, 30 % deposit) for `blocks` hours on `date`. */
export async function guideCart(date: string, blocks = 2): Promise<string> {
  const cart = await createCart()
  const [slot] = await getSlots('private-mountain-guide', { sku: 'sku-guide', date, blocks })
  await addCartItem(cart.id, {
    skuId: 'sku-guide',
    slotId: slot!.id,
    lines: [{ variantId: 'private-group', quantity: 1 }],
  })
  await updateCheckoutContact(cart.id, contact)
  return cart.id
}

/** Reads the customers' mails the mock sent (mock control, not the contract). */
export async function outbox(to: string): Promise<Array<{ kind: string; subject: string }>> {
  const answer = await fetch(`${location.origin}/api/__mock/outbox?to=${encodeURIComponent(to)}`)
  return ((await answer.json()) as { data: Array<{ kind: string; subject: string }> }).data
}
