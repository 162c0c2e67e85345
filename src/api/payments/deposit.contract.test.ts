import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { mockClock } from '@/mocks/db/session'
import { failure } from '@/testing/api-failure'
import { atProvider, day, startEachOnContractDay } from '@/testing/contract'
import { getBooking } from '../bookings/api'
import { getCheckout } from '../checkout/api'
import { CheckoutSchema } from '../checkout/schema'
import { createOrderPayment, getOrder } from '../orders/api'
import { OrderSchema } from '../orders/schema'
import { placeOrder, readyCart as kayakCart } from '@/testing/orders'
import { contact, flightCart, guideCart, outbox } from '@/testing/payment-carts'

startEachOnContractDay()

const chf = (amount: number) => ({ amount, currency: 'CHF' })
const path = (url: string) => new URL(url, location.origin).pathname
const redirectOf = (next: { type: string; url?: string }) => path(next.url ?? '')

/** The flight for two on day +10 (09:00), its deposit paid at the provider. */
async function depositPaidOrder() {
  const result = await placeOrder(await flightCart(day(10)), {
    paymentMethod: 'NOW',
    deposit: true,
  })
  expect(result.order.status).toBe('PENDING_PAYMENT')
  expect(result.order.deposit?.status).toBe('AWAITING_DEPOSIT')
  expect(result.next.type).toBe('REDIRECT')
  await atProvider(redirectOf(result.next), 'pay')
  return getOrder(result.order.token)
}

describe('deposits (checkout.deposit, submit deposit: true, order.deposit)', () => {
  it('the checkout names the deposit beside full payment: per person on the flight', async () => {
    const checkout = await getCheckout(await flightCart(day(10)))
    expect(v.is(CheckoutSchema, checkout)).toBe(true)
    expect(checkout.deposit).toMatchObject({
      deposit: chf(10000),
      full: chf(34000),
      rest: chf(24000),
      // 7 days before the 09:00 flight.
      restDueAt: '2026-07-10T09:00:00+02:00',
      items: [{ rule: { kind: 'PER_PERSON', value: 5000 }, deposit: chf(10000) }],
    })
    expect(checkout.deposit?.text).toMatch(/Anzahlung/)
  })

  it('a percentage on the private mountain guide', async () => {
    const checkout = await getCheckout(await guideCart(day(10), 2))
    expect(checkout.deposit).toMatchObject({
      deposit: chf(7200),
      full: chf(24000),
      rest: chf(16800),
      items: [{ rule: { kind: 'PERCENT', value: 30 } }],
    })
  })

  it('no deposit when the rest would be due within a day, nor for offers without one', async () => {
    expect((await getCheckout(await flightCart(day(8)))).deposit).toBeUndefined()
    expect((await getCheckout(await kayakCart(day(10)))).deposit).toBeUndefined()
  })

  it('the deposit is paid at the provider; the order shows paid, open and by when', async () => {
    const order = await depositPaidOrder()
    expect(v.is(OrderSchema, order)).toBe(true)
    expect(order.status).toBe('CONFIRMED')
    expect(order.payments.map((p) => [p.status, p.amount.amount])).toEqual([['CONFIRMED', 10000]])
    expect(order.totals).toMatchObject({ total: chf(34000), paid: chf(10000) })
    expect(order.totals.openAmount).toEqual(chf(24000))
    expect(order.deposit).toEqual({
      status: 'REST_OPEN',
      deposit: chf(10000),
      rest: chf(24000),
      restDueAt: '2026-07-10T09:00:00+02:00',
      cancelsAt: '2026-07-12T09:00:00+02:00',
    })
    // The rest by QR-bill, too.
    expect(order.qrBill?.account).toBeDefined()
    const booking = await getBooking(order.token)
    expect(booking.deposit?.status).toBe('REST_OPEN')
    expect(booking.paymentLinkToken).not.toBeNull()
  })

  it('the rest is paid with POST orders/{token}/payments (TWINT)', async () => {
    const order = await depositPaidOrder()
    const start = await createOrderPayment(order.token, {
      returnUrl: '/de/done',
      onlineMethod: 'TWINT',
    })
    expect(start.payment?.amount).toEqual(chf(24000))
    await atProvider(redirectOf(start.next), 'pay')
    const paid = await getOrder(order.token)
    expect(paid.totals.openAmount).toEqual(chf(0))
    expect(paid.deposit?.status).toBe('PAID')
    expect(paid.qrBill).toBeUndefined()
  })

  it('an unpaid rest: a reminder at its due date, cancelled 48 hours later, deposit kept', async () => {
    const order = await depositPaidOrder()
    mockClock.advance(Date.parse('2026-07-10T07:00:00Z') - mockClock.now())
    const reminded = await getOrder(order.token)
    expect(reminded.status).toBe('CONFIRMED')
    expect(reminded.deposit).toMatchObject({ status: 'REMINDED' })
    expect(reminded.deposit?.remindedAt).toBe('2026-07-10T07:00:00Z')
    expect((await outbox(contact.customer.person.email)).map((m) => m.kind)).toEqual([
      'DEPOSIT_REMINDER',
    ])
    mockClock.advanceMinutes(48 * 60)
    const cancelled = await getBooking(order.token)
    expect(cancelled.status).toBe('CANCELLED')
    expect(cancelled.deposit).toMatchObject({ status: 'FORFEITED', rest: chf(24000) })
    expect(cancelled.cancellation).toMatchObject({ fee: chf(10000), refund: chf(0) })
    expect(cancelled.totals).toMatchObject({ total: chf(10000), openAmount: chf(0) })
    expect((await outbox(contact.customer.person.email)).map((m) => m.kind)).toEqual([
      'DEPOSIT_REMINDER',
      'DEPOSIT_FORFEITED',
    ])
  })

  it('a split bill and a deposit refuse each other: 422 on splitBill', async () => {
    const error = await failure(
      placeOrder(await flightCart(day(10)), {
        paymentMethod: 'NOW',
        deposit: true,
        splitBill: true,
      }),
    )
    expect(error).toMatchObject({ status: 422, code: 'SPLIT_BILL_WITH_DEPOSIT' })
    expect(Object.keys(error.fieldErrors)).toEqual(['splitBill'])
  })

  it('a deposit without an offer, or not paid now: 422 on deposit', async () => {
    const none = await failure(
      placeOrder(await kayakCart(day(10)), { paymentMethod: 'NOW', deposit: true }),
    )
    expect(Object.keys(none.fieldErrors)).toEqual(['deposit'])
    const later = await failure(placeOrder(await flightCart(day(10)), { deposit: true }))
    expect(Object.keys(later.fieldErrors)).toEqual(['deposit'])
  })
})
