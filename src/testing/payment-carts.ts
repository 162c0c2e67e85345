// Vitest helpers of the payments contract tests: carts of the deposit offers, ready to submit.
import { expect } from 'vitest'
import { getSlots } from '@/api/availability/api'
import { getBooking } from '@/api/bookings/api'
import { addCartItem, createCart, updateCartItem } from '@/api/carts/api'
import { updateCheckoutContact } from '@/api/checkout/api'
import type { ContactInput } from '@/api/checkout/schema'
import contactExample from '../../docs/api/examples/contact-input.json'
import { atProvider, day } from './contract'
import { placeOrder } from './orders'

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

/**
 * The tandem flight for two on day +10, its CHF 100 deposit paid at the provider: the booking's
 * token and the payment link its page offers for the rest.
 */
export async function paidDepositBooking(): Promise<{ bookingToken: string; linkToken: string }> {
  const placed = await placeOrder(await flightCart(day(10)), {
    paymentMethod: 'NOW',
    deposit: true,
  })
  const url = placed.next.type === 'REDIRECT' ? placed.next.url : ''
  await atProvider(new URL(url, location.origin).pathname, 'pay')
  const booking = await getBooking(placed.order.token)
  expect(booking.paymentLinkToken).toEqual(expect.any(String))
  return { bookingToken: placed.order.token, linkToken: booking.paymentLinkToken! }
}
