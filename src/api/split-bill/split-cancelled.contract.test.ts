import { describe, expect, it } from 'vitest'
import { shareKeptAfterRefund } from '@/mocks/db/split'
import { cancelBooking, getCancellationQuote } from '../bookings/api'
import { getOrder } from '../orders/api'
import { createPaymentLinkPayment, getPaymentLink } from '../payment-links/api'
import { placeOrder, readyCart } from '@/testing/orders'
import { atProvider, startEachOnContractDay } from '@/testing/contract'

startEachOnContractDay()

const tokenOf = (link: string) => new URL(link).pathname.split('/').at(-1)!
const paymentPath = (url: string) => new URL(url, location.origin).pathname

/** Kayak for two ten days ahead, split, both shares paid (the guest's through its link). */
async function paidSplit() {
  const result = await placeOrder(await readyCart('2026-07-17'), {
    paymentMethod: 'NOW',
    splitBill: true,
    returnUrl: '/de/done',
  })
  await atProvider(paymentPath(result.next.type === 'REDIRECT' ? result.next.url : ''), 'pay')
  const order = await getOrder(result.order.token)
  const guest = tokenOf(order.paymentPlan!.shares[1]!.link)
  const start = await createPaymentLinkPayment(guest, { returnUrl: '/de/x' })
  await atProvider(paymentPath(start.next.type === 'REDIRECT' ? start.next.url : ''), 'pay')
  return { token: order.token, guest, share: order.paymentPlan!.shares[1]!.amount.amount }
}

describe("a split bill's guest link after the organiser cancels", () => {
  it('says the guest keeps nothing paid when the cancellation is free: their share went back to them', async () => {
    const { token, guest, share } = await paidSplit()
    const quote = await getCancellationQuote(token)
    // Ten days ahead, within free cancellation: all of it goes back, each part the way it was paid.
    expect(quote.fee.amount).toBe(0)
    expect(quote.refund.amount).toBe(2 * share)
    await cancelBooking(token, { quotedFee: 0 }, 'cancel-split')

    const link = await getPaymentLink(guest)
    expect(link.state).toBe('BOOKING_CANCELLED')
    expect(link.booking.paid.amount).toBe(0)
    expect(link.booking.openAmount.amount).toBe(0)
  })
})

describe('refunds of a cancelled split bill are shared out by what each payment brought in', () => {
  it('a late cancellation: each share keeps its part of the fee', () => {
    // CHF 178 paid in two shares of 89, CHF 89 refunded (a 50 % fee): each keeps 44.50.
    const order = { refunded: 8900 } as Parameters<typeof shareKeptAfterRefund>[0]
    expect(shareKeptAfterRefund(order, 8900, 17800)).toBe(4450)
    expect(shareKeptAfterRefund(order, 0, 17800)).toBe(0)
    expect(shareKeptAfterRefund({ ...order, refunded: 0 }, 8900, 17800)).toBe(8900)
  })
})
