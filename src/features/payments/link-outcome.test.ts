import { describe, expect, it } from 'vitest'
import type { PaymentLink } from '@/api/payment-links'
import type { PaymentStatus } from '@/api/orders'
import { ApiError } from '@/lib/http'
import { endsPayIntent, outcomeOfError, outcomeOfLink, outcomeOfPayError } from './link-outcome'

const chf = (amount: number) => ({ amount, currency: 'CHF' })

function link(
  state: PaymentLink['state'],
  last?: { id: string; status: PaymentStatus },
): PaymentLink {
  return {
    token: 'pl-x',
    state,
    expiresAt: '2026-12-31T00:00:00Z',
    booking: {
      code: 'AB-PAY01',
      pageToken: 'ord-partial',
      items: [],
      subtotal: chf(41700),
      vouchers: [],
      total: chf(41700),
      paid: chf(state === 'PAID' ? 41700 : 10000),
      openAmount: chf(state === 'PAID' ? 0 : 31700),
    },
    lastPayment: last
      ? { ...last, amount: chf(31700), createdAt: '2026-11-21T10:00:00+01:00' }
      : null,
  }
}

const httpError = (status: number, code?: string) =>
  new ApiError({ kind: 'http', status, code, message: 'x', url: '/api' })

describe('payment link outcome', () => {
  it('a payable link without a return shows the amounts to pay', () => {
    expect(outcomeOfLink(link('PAYABLE')).kind).toBe('payable')
  })

  it('the state alone tells paid and not payable online', () => {
    expect(outcomeOfLink(link('PAID')).kind).toBe('paid')
    expect(outcomeOfLink(link('NOT_PAYABLE_ONLINE')).kind).toBe('notPayableOnline')
  })

  it('a booking that expired unpaid says so, also when a payment is refused for it', () => {
    expect(outcomeOfLink(link('BOOKING_EXPIRED')).kind).toBe('bookingExpired')
    // Back from the provider of a payment the expiry cancelled: still the expired booking.
    const cancelled = link('BOOKING_EXPIRED', { id: 'pay_9', status: 'CANCELED' })
    expect(outcomeOfLink(cancelled, 'pay_9').kind).toBe('bookingExpired')
    expect(outcomeOfPayError(httpError(409, 'BOOKING_EXPIRED'))).toBe('bookingExpired')
  })

  it('a cancelled booking says so, also when a payment is refused for it', () => {
    expect(outcomeOfLink(link('BOOKING_CANCELLED')).kind).toBe('bookingCancelled')
    // Back from the provider of a payment the cancellation stopped: still the cancelled booking.
    const stopped = link('BOOKING_CANCELLED', { id: 'pay_9', status: 'CANCELED' })
    expect(outcomeOfLink(stopped, 'pay_9').kind).toBe('bookingCancelled')
    expect(outcomeOfPayError(httpError(409, 'BOOKING_CANCELLED'))).toBe('bookingCancelled')
  })

  it('a guest’s share before the organiser has paid is not payable yet, also when pay is refused', () => {
    expect(outcomeOfLink(link('AWAITING_ORGANISER')).kind).toBe('awaitingOrganiser')
    // A stale "payable" page whose pay is refused: the refusal names the same outcome.
    expect(outcomeOfPayError(httpError(409, 'AWAITING_ORGANISER'))).toBe('awaitingOrganiser')
    // Nothing is being paid: the next "pay" (once payable) is a new intent.
    expect(endsPayIntent({ kind: 'awaitingOrganiser', link: link('AWAITING_ORGANISER') })).toBe(
      true,
    )
  })

  it('back from the provider, the status of that payment decides, not the hint', () => {
    const confirmed = link('PAID', { id: 'pay_1', status: 'CONFIRMED' })
    expect(outcomeOfLink(confirmed, 'pay_1').kind).toBe('success')
    // Reload of the success page: still success.
    expect(outcomeOfLink(confirmed, 'pay_1').kind).toBe('success')
    // The same link opened later from the e-mail: already paid.
    expect(outcomeOfLink(confirmed).kind).toBe('paid')

    const failed = link('PAYABLE', { id: 'pay_2', status: 'FAILED' })
    expect(outcomeOfLink(failed, 'pay_2').kind).toBe('failed')
    expect(outcomeOfLink(failed).kind).toBe('payable')

    const canceled = outcomeOfLink(link('PAYABLE', { id: 'pay_3', status: 'CANCELED' }), 'pay_3')
    expect(canceled).toMatchObject({ kind: 'payable', canceled: true })

    expect(outcomeOfLink(link('PAYABLE', { id: 'pay_4', status: 'PENDING' }), 'pay_4').kind).toBe(
      'processing',
    )
  })

  it('a hint naming another payment than the latest one is ignored', () => {
    const later = link('PAYABLE', { id: 'pay_new', status: 'CREATED' })
    expect(outcomeOfLink(later, 'pay_old')).toMatchObject({ kind: 'payable', canceled: false })
    // A forged "success" hint on a payable link is not success.
    expect(outcomeOfLink(link('PAYABLE'), 'pay_forged').kind).toBe('payable')
  })

  it('a failed attempt on a link that can no longer be paid shows that state', () => {
    expect(outcomeOfLink(link('PAID', { id: 'p', status: 'FAILED' }), 'p').kind).toBe('paid')
    expect(outcomeOfLink(link('NOT_PAYABLE_ONLINE', { id: 'p', status: 'FAILED' }), 'p').kind).toBe(
      'notPayableOnline',
    )
  })

  it('unknown (404) and expired (410) links are one and the same outcome', () => {
    expect(outcomeOfError(httpError(404, 'LINK_NOT_FOUND'))).toBe('notFound')
    expect(outcomeOfError(httpError(410, 'LINK_EXPIRED'))).toBe('notFound')
    expect(outcomeOfError(httpError(500))).toBe('error')
    expect(
      outcomeOfError(new ApiError({ kind: 'network', status: 0, message: 'x', url: '/' })),
    ).toBe('error')
    expect(outcomeOfError(new Error('boom'))).toBe('error')
  })

  it('a refused payment start names its outcome', () => {
    expect(outcomeOfPayError(httpError(409, 'NO_OPEN_AMOUNT'))).toBe('paid')
    expect(outcomeOfPayError(httpError(409, 'NOT_PAYABLE_ONLINE'))).toBe('notPayableOnline')
    expect(outcomeOfPayError(httpError(410, 'LINK_EXPIRED'))).toBe('notFound')
    expect(outcomeOfPayError(httpError(409, 'IDEMPOTENCY_KEY_REUSED'))).toBe('error')
    expect(outcomeOfPayError(httpError(503))).toBe('error')
  })

  it('the pay intent ends with every known outcome, not while paying is still open', () => {
    const payable = link('PAYABLE')
    expect(endsPayIntent({ kind: 'payable', link: payable, canceled: false })).toBe(false)
    expect(endsPayIntent({ kind: 'processing', link: payable })).toBe(false)
    expect(endsPayIntent({ kind: 'error' })).toBe(false)
    expect(endsPayIntent({ kind: 'payable', link: payable, canceled: true })).toBe(true)
    expect(endsPayIntent({ kind: 'failed', link: payable })).toBe(true)
    expect(endsPayIntent({ kind: 'success', link: payable })).toBe(true)
    expect(endsPayIntent({ kind: 'notFound' })).toBe(true)
  })
})
