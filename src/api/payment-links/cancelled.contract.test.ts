import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { failure } from '@/testing/api-failure'
import { startEachOnContractDay } from '@/testing/contract'
import { paidDepositBooking } from '@/testing/payment-carts'
import { cancelBooking, getBooking, getCancellationQuote } from '../bookings/api'
import { createPaymentLinkPayment, getPaymentLink } from './api'
import { PaymentLinkSchema } from './schema'

startEachOnContractDay()

const chf = (amount: number) => ({ amount, currency: 'CHF' })

describe('the payment link of a cancelled booking', () => {
  it('says BOOKING_CANCELLED with nothing due once the organiser cancels, and refuses payments', async () => {
    const { bookingToken, linkToken } = await paidDepositBooking()
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
