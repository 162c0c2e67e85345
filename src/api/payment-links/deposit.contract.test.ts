import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { mockClock } from '@/mocks/db/session'
import { failure } from '@/testing/api-failure'
import { atProvider, startEachOnContractDay } from '@/testing/contract'
import { paidDepositBooking } from '@/testing/payment-carts'
import { createPaymentLinkPayment, getPaymentLink } from './api'
import { PaymentLinkSchema } from './schema'

startEachOnContractDay()

const chf = (amount: number) => ({ amount, currency: 'CHF' })
const redirectOf = (next: { type: string; url?: string }) =>
  new URL(next.url ?? '', location.origin).pathname

describe('payment links of a booking paid by deposit (booking.deposit)', () => {
  it('names the deposit, the open rest and its due date; the link pays the rest', async () => {
    const token = (await paidDepositBooking()).linkToken
    const link = await getPaymentLink(token)
    expect(v.is(PaymentLinkSchema, link)).toBe(true)
    expect(link.state).toBe('PAYABLE')
    expect(link.booking).toMatchObject({
      total: chf(34000),
      paid: chf(10000),
      openAmount: chf(24000),
      deposit: {
        status: 'REST_OPEN',
        deposit: chf(10000),
        rest: chf(24000),
        // 7 days before the 09:00 flight; cancelled 48 hours later if still unpaid.
        restDueAt: '2026-07-10T09:00:00+02:00',
        cancelsAt: '2026-07-12T09:00:00+02:00',
      },
    })
    const started = await createPaymentLinkPayment(token, { returnUrl: `/de/p/${token}` })
    expect(started.payment.amount).toEqual(chf(24000))
    await atProvider(redirectOf(started.next), 'pay')
    const paid = await getPaymentLink(token)
    expect(paid.state).toBe('PAID')
    expect(paid.booking.deposit).toMatchObject({ status: 'PAID', rest: chf(24000) })
    expect(paid.booking.openAmount).toEqual(chf(0))
  })

  it('past the due date it is still payable, reminded; 48 hours later it refuses payments', async () => {
    const token = (await paidDepositBooking()).linkToken
    mockClock.advance(Date.parse('2026-07-10T07:00:00Z') - mockClock.now())
    const reminded = await getPaymentLink(token)
    expect(reminded.state).toBe('PAYABLE')
    expect(reminded.booking.deposit).toMatchObject({
      status: 'REMINDED',
      remindedAt: '2026-07-10T07:00:00Z',
    })
    mockClock.advanceMinutes(48 * 60)
    const forfeited = await getPaymentLink(token)
    expect(v.is(PaymentLinkSchema, forfeited)).toBe(true)
    // The booking is cancelled and the deposit kept: nothing is due, nothing can be paid.
    expect(forfeited.state).toBe('BOOKING_EXPIRED')
    expect(forfeited.booking).toMatchObject({
      paid: chf(10000),
      openAmount: chf(0),
      // The rest stays what went unpaid (the page says so), though the booking now costs its fee.
      deposit: { status: 'FORFEITED', deposit: chf(10000), rest: chf(24000) },
    })
    expect(forfeited.qrBill).toBeUndefined()
    expect(
      await failure(createPaymentLinkPayment(token, { returnUrl: `/de/p/${token}` })),
    ).toMatchObject({ status: 409, code: 'BOOKING_EXPIRED' })
  })

  it('a booking without a deposit names none', async () => {
    expect((await getPaymentLink('pl-payable')).booking.deposit).toBeUndefined()
  })
})
