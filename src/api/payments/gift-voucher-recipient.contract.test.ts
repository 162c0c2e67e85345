import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { atProvider, startEachOnContractDay } from '@/testing/contract'
import { placeOrder } from '@/testing/orders'
import { contact } from '@/testing/payment-carts'
import { getBooking } from '../bookings/api'
import { BookingSchema } from '../bookings/schema'
import { addCartItem, createCart, getCart } from '../carts/api'
import { getCheckout, updateCheckoutContact } from '../checkout/api'
import { getOrder } from '../orders/api'
import { OrderSchema } from '../orders/schema'

startEachOnContractDay()

const redirectOf = (next: { type: string; url?: string }) =>
  new URL(next.url ?? '', location.origin).pathname

/** A CHF 100 gift voucher in a cart with the contact given, its personal touch as passed. */
async function voucherCart(voucherDetails?: { recipientName?: string; message?: string }) {
  const cart = await createCart()
  await addCartItem(cart.id, {
    skuId: 'sku-voucher',
    lines: [{ variantId: 'voucher-100', quantity: 1 }],
    ...(voucherDetails ? { voucherDetails } : {}),
  })
  await updateCheckoutContact(cart.id, contact)
  return cart.id
}

describe("a gift voucher's recipient and message: optional everywhere, kept on the order", () => {
  it('a voucher without a recipient is complete: the checkout takes it as it is', async () => {
    const cartId = await voucherCart()
    const checkout = await getCheckout(cartId)
    const configuration = checkout.steps.find((step) => step.id === 'configuration')
    expect(configuration?.completed).toBe(true)
    expect(await getCart(cartId)).toMatchObject({
      items: [{ completeness: 'COMPLETE', missing: [] }],
    })
    const placed = await placeOrder(cartId, { paymentMethod: 'NOW' })
    await atProvider(redirectOf(placed.next), 'pay')
    const order = await getOrder(placed.order.token)
    expect(order.status).toBe('CONFIRMED')
    expect(order.items[0]?.voucherDetails).toBeUndefined()
    expect(order.issuedVouchers).toHaveLength(1)
  })

  it('recipient and message given: the order and the booking page carry them with the code', async () => {
    const cartId = await voucherCart({ recipientName: ' Heidi Muster ', message: 'Alles Gute!' })
    const placed = await placeOrder(cartId, { paymentMethod: 'NOW' })
    await atProvider(redirectOf(placed.next), 'pay')
    const order = await getOrder(placed.order.token)
    expect(v.is(OrderSchema, order)).toBe(true)
    const item = order.items[0]!
    expect(item.voucherDetails).toEqual({ recipientName: 'Heidi Muster', message: 'Alles Gute!' })
    // Issued with its item and how long it can be redeemed (three years).
    expect(order.issuedVouchers).toEqual([
      {
        code: expect.stringMatching(/^GV-/),
        amount: { amount: 10000, currency: 'CHF' },
        itemId: item.id,
        validUntil: expect.stringMatching(/^2029-\d\d-\d\d$/),
      },
    ])
    const booking = await getBooking(placed.order.token)
    expect(v.is(BookingSchema, booking)).toBe(true)
    expect(booking.items[0]?.voucherDetails).toEqual(item.voucherDetails)
    expect(booking.issuedVouchers).toEqual(order.issuedVouchers)
  })
})
