import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { failure } from '@/testing/api-failure'
import { atProvider, day, startEachOnContractDay } from '@/testing/contract'
import { placeOrder } from '@/testing/orders'
import { flightCart } from '@/testing/payment-carts'
import { cancelBooking, getBooking, getCancellationQuote } from '../bookings/api'
import { createPaymentLinkPayment, getPaymentLink } from './api'
import { PaymentLinkSchema } from './schema'

startEachOnContractDay()

const chf = (amount: number) => ({ amount, currency: 'CHF' })
const redirectOf = (next: { type: string; url?: string }) =>
  new URL(next.url ?? '', location.origin).pathname

/** The tandem flight for two on day +10, its CHF 100 deposit paid, the rest open on its link. */
async function openDepositBooking(): Promise<{ bookingToken: string; linkToken: string }> {
  const placed = await placeOrder(await flightCart(day(10)), {
    paymentMethod: 'NOW',
    deposit: true,
  })
  await atProvider(redirectOf(placed.next), 'pay')
  const booking = await getBooking(placed.order.token)
  expect(booking.paymentLinkToken).toEqual(expect.any(String))
  return { bookingToken: placed.order.token, linkToken: booking.paymentLinkToken! }
}

describe('the payment link of a cancelled booking', () => {
  it('says BOOKING_CANCELLED with nothing due once the organiser cancels, and refuses payments', async () => {
    const { bookingToken, linkToken } = await openDepositBooking()
    expect((await getPaymentLink(linkToken)).state).toBe('PAYABLE')

    const quote = await getCancellationQuote(bookingToken)
    // Within the free cancellation: the deposit paid goes back in full.
    expect(quote).toMatchObject({ fee: chf(0), refund: chf(10000) })
    await cancelBooking(bookingToken, { quotedFee: quote.fee.amount }, 'cancel-1')

    const link = await getPaymentLink(linkToken)
    expect(v.is(PaymentLinkSchema, link)).toBe(true)
    expect(link.state).toBe('BOOKING_CANCELLED')
    // Refunded: nothing is kept, nothing is open, no QR-bill and no online methods to pay with.
    expect(link.booking).toMatchObject({ paid: chf(0), openAmount: chf(0) })
    expect(link.qrBill).toBeUndefined()
    expect(link.onlineMethods).toBeUndefined()
    expect(
      await failure(createPaymentLinkPayment(linkToken, { returnUrl: `/de/p/${linkToken}` })),
    ).toMatchObject({ status: 409, code: 'BOOKING_CANCELLED' })
    // The refused payment left the booking as it was: cancelled, nothing paid.
    expect(await getBooking(bookingToken)).toMatchObject({
      cancellation: { fee: chf(0), refund: chf(10000) },
      totals: { paid: chf(0), openAmount: chf(0) },
    })
  })
})
