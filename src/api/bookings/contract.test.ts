import { describe, expect, it } from 'vitest'
import { failure } from '@/testing/api-failure'
import { getAvailability, getSlots } from '@/api/availability'
import { getPaymentLink } from '@/api/payment-links'
import { getDb } from '@/mocks/db/session'
import {
  cancelBooking,
  getBooking,
  getCancellationQuote,
  getRescheduleQuote,
  rescheduleBooking,
  updateBookingParticipants,
} from './api'
import { startEachOnContractDay } from '@/testing/contract'

// Seed day 2026-07-07 (a Tuesday): AB-PAY01 is on 2026-07-19 13:30 (Sunday), 3 adults at
// CHF 139, CHF 100 paid (payment LATER); AB-REQ06 is a request on 2026-08-01.
const TOKEN = 'ord-partial'

startEachOnContractDay()

async function slotOn(date: string, time: string) {
  const slots = await getSlots('canyoning-saxetbach', { date, quantity: 3 })
  const slot = slots.find((s) => s.startTime === time)
  expect(slot).toBeDefined()
  return slot!
}

describe('booking page contract', () => {
  it('reads a booking with its rules, meeting point and a payment link for the open amount', async () => {
    const booking = await getBooking(TOKEN)
    expect(booking).toMatchObject({
      code: 'AB-PAY01',
      status: 'CONFIRMED',
      totals: { total: { amount: 41700 }, paid: { amount: 10000 }, openAmount: { amount: 31700 } },
      rules: {
        // The listing's own policy, as its page shows it.
        cancellation: { freeUntilHoursBefore: 48, feePercent: 100 },
        rescheduleUntil: '2026-07-17T13:30:00+02:00',
        cancelUntil: '2026-07-18T13:30:00+02:00',
        canChangeParticipants: true,
        canReschedule: true,
        canCancel: true,
      },
      cancellation: null,
    })
    const [item] = booking.items
    expect(item?.meetingPoint).toMatchObject({ latitude: 46.6863, longitude: 7.8632 })
    expect(item?.people.map((p) => p.firstname)).toEqual(['Anna', 'Beat', 'Chantal'])
    expect(item?.requiredFields).toEqual(['firstname', 'surname', 'birthdate'])
    // The way to pay the open amount is a working payment link of this booking.
    const link = await getPaymentLink(booking.paymentLinkToken ?? '')
    expect(link.booking.code).toBe('AB-PAY01')
    // Read again: the same link, not a new one per visit.
    expect((await getBooking(TOKEN)).paymentLinkToken).toBe(booking.paymentLinkToken)
  })

  it('tells an unknown token (404) from an expired one (410)', async () => {
    expect(await failure(getBooking('nope'))).toMatchObject({
      status: 404,
      code: 'BOOKING_NOT_FOUND',
    })
    expect(await failure(getBooking('ord-past'))).toMatchObject({
      status: 410,
      code: 'BOOKING_LINK_EXPIRED',
    })
    expect(await failure(cancelBooking('ord-past', { quotedFee: 0 }))).toMatchObject({
      status: 410,
    })
  })

  it('changes names with the checkout rules and refuses them past the cut-off', async () => {
    const booking = await getBooking(TOKEN)
    const item = booking.items[0]!
    const people = item.people.map((p) => ({
      id: p.id,
      firstname: p.firstname,
      surname: p.surname,
      birthdate: p.birthdate,
    }))
    const invalid = await failure(
      updateBookingParticipants(TOKEN, item.id, {
        participants: people.map((p, i) => (i === 1 ? { ...p, surname: ' ' } : p)),
      }),
    )
    expect(invalid.status).toBe(422)
    expect(Object.keys(invalid.fieldErrors)).toEqual(['participants.1.surname'])
    const changed = await updateBookingParticipants(TOKEN, item.id, {
      participants: people.map((p, i) => (i === 1 ? { ...p, firstname: ' Bettina ' } : p)),
    })
    expect(changed.items[0]?.people[1]?.firstname).toBe('Bettina')
    // Another person than the booked ones is not a name change.
    expect(
      (
        await failure(
          updateBookingParticipants(TOKEN, item.id, {
            participants: [{ id: 'someone-else', firstname: 'X', surname: 'Y' }],
          }),
        )
      ).status,
    ).toBe(422)
    // 24 hours before the start: too late.
    getDb().clock.set(Date.parse('2026-07-18T12:00:00Z'), true)
    const late = await getBooking(TOKEN)
    expect(late.rules).toMatchObject({
      canChangeParticipants: false,
      canReschedule: false,
      canCancel: false,
    })
    expect(
      await failure(updateBookingParticipants(TOKEN, item.id, { participants: people })),
    ).toMatchObject({ status: 409, code: 'TOO_LATE' })
    expect(await failure(getCancellationQuote(TOKEN))).toMatchObject({ code: 'TOO_LATE' })
  })

  it('reschedules at the current price after a quote, once per Idempotency-Key, and frees the old places', async () => {
    const booking = await getBooking(TOKEN)
    const itemId = booking.items[0]!.id
    const before = (await getSlots('canyoning-saxetbach', { date: '2026-07-19' })).find(
      (s) => s.startTime === '13:30',
    )
    const target = await slotOn('2026-07-18', '08:30')
    // The price went up since the booking: the move costs the difference.
    getDb().priceOverrides.set('sku-canyoning/adult', 14900)
    const quote = await getRescheduleQuote(TOKEN, { itemId, slotId: target.id })
    expect(quote).toMatchObject({
      start: '2026-07-18T08:30:00+02:00',
      currentPrice: { amount: 41700 },
      newPrice: { amount: 44700 },
      newTotal: { amount: 44700 },
      toPay: { amount: 34700 },
      refund: { amount: 0 },
    })
    const input = {
      itemId,
      slotId: target.id,
      quotedTotal: quote.newTotal.amount,
      returnUrl: `/en/aftersales/booking/${TOKEN}`,
    }
    const [first, twin] = await Promise.all([
      rescheduleBooking(TOKEN, input, 'move-1'),
      rescheduleBooking(TOKEN, input, 'move-1'),
    ])
    expect(twin).toEqual(first)
    // Paid later: nothing to pay now, the open amount grows.
    expect(first.next).toEqual({ type: 'DONE' })
    expect(first.booking.items[0]?.start).toBe('2026-07-18T08:30:00+02:00')
    expect(first.booking.totals.openAmount.amount).toBe(34700)
    const after = (await getSlots('canyoning-saxetbach', { date: '2026-07-19' })).find(
      (s) => s.startTime === '13:30',
    )
    expect(after!.amountLeft).toBe(before!.amountLeft + 3)
    // A quote gone stale (the price changed again) does not move anything.
    getDb().priceOverrides.set('sku-canyoning/adult', 15900)
    expect(
      await failure(
        rescheduleBooking(TOKEN, { ...input, slotId: (await slotOn('2026-07-19', '08:30')).id }),
      ),
    ).toMatchObject({ status: 409, code: 'PRICE_CHANGED' })
  })

  it('refuses a slot where the party does not fit and a move past 48 hours before', async () => {
    const booking = await getBooking(TOKEN)
    const itemId = booking.items[0]!.id
    // 2026-07-09 (offset 2) is booked out by other guests.
    const days = await getAvailability('canyoning-saxetbach', {
      from: '2026-07-09',
      to: '2026-07-09',
      quantity: 3,
    })
    expect(days[0]?.status).toBe('SOLD_OUT')
    expect(
      await failure(getRescheduleQuote(TOKEN, { itemId, slotId: 'sku-canyoning_2026-07-09_0830' })),
    ).toMatchObject({ status: 409, code: 'SOLD_OUT' })
    getDb().clock.set(Date.parse('2026-07-17T12:00:00Z'), true)
    expect(
      await failure(getRescheduleQuote(TOKEN, { itemId, slotId: 'sku-canyoning_2026-07-26_0830' })),
    ).toMatchObject({ status: 409, code: 'TOO_LATE' })
  })

  it('refunds a move to a cheaper price', async () => {
    const booking = await getBooking('ord-paid')
    getDb().priceOverrides.set('sku-canyoning/adult', 12900)
    const slot = await slotOn('2026-07-22', '08:30')
    const quote = await getRescheduleQuote('ord-paid', {
      itemId: booking.items[0]!.id,
      slotId: slot.id,
    })
    expect(quote).toMatchObject({ toPay: { amount: 0 }, refund: { amount: 2000 } })
    const result = await rescheduleBooking('ord-paid', {
      itemId: booking.items[0]!.id,
      slotId: slot.id,
      quotedTotal: quote.newTotal.amount,
      returnUrl: '/de/aftersales/booking/ord-paid',
    })
    expect(result.refund.amount).toBe(2000)
    expect(result.booking.totals).toMatchObject({
      total: { amount: 25800 },
      paid: { amount: 25800 },
      refunded: { amount: 2000 },
      openAmount: { amount: 0 },
    })
  })

  it('cancels free until 48 hours before, with the fee after, and frees the places', async () => {
    expect(await getCancellationQuote(TOKEN)).toEqual({
      fee: { amount: 0, currency: 'CHF' },
      refund: { amount: 10000, currency: 'CHF' },
      toPay: { amount: 0, currency: 'CHF' },
      withdrawal: false,
    })
    // 30 hours before the start: the listing's fee, the full CHF 417.
    getDb().clock.set(Date.parse('2026-07-18T05:30:00Z'), true)
    const quote = await getCancellationQuote(TOKEN)
    expect(quote).toMatchObject({ fee: { amount: 41700 }, refund: { amount: 0 } })
    expect(quote.toPay.amount).toBe(31700)
    expect(await failure(cancelBooking(TOKEN, { quotedFee: 0 }))).toMatchObject({
      status: 409,
      code: 'PRICE_CHANGED',
    })
    const slotsBefore = await getSlots('canyoning-saxetbach', { date: '2026-07-19' })
    const cancelled = await cancelBooking(TOKEN, { quotedFee: 41700 }, 'cancel-1')
    expect(cancelled).toMatchObject({
      status: 'CANCELLED',
      cancellation: { fee: { amount: 41700 }, refund: { amount: 0 } },
      totals: { total: { amount: 41700 }, openAmount: { amount: 31700 } },
      rules: { canCancel: false, canReschedule: false, canChangeParticipants: false },
    })
    // The same click again replays the answer; a new one is refused.
    expect(await cancelBooking(TOKEN, { quotedFee: 41700 }, 'cancel-1')).toEqual(cancelled)
    expect(await failure(cancelBooking(TOKEN, { quotedFee: 41700 }))).toMatchObject({
      status: 409,
      code: 'NOT_CHANGEABLE',
    })
    const slotsAfter = await getSlots('canyoning-saxetbach', { date: '2026-07-19' })
    const left = (slots: typeof slotsAfter) =>
      slots.find((s) => s.startTime === '13:30')!.amountLeft
    expect(left(slotsAfter)).toBe(left(slotsBefore) + 3)
  })

  it('withdraws a request for free and never moves it', async () => {
    const request = await getBooking('ord-request')
    expect(request.rules).toMatchObject({
      canCancel: true,
      canReschedule: false,
      rescheduleUntil: null,
    })
    expect(await getCancellationQuote('ord-request')).toMatchObject({
      fee: { amount: 0 },
      withdrawal: true,
    })
    expect(
      await failure(
        getRescheduleQuote('ord-request', {
          itemId: request.items[0]!.id,
          slotId: 'sku-canyoning_2026-08-02_0830',
        }),
      ),
    ).toMatchObject({ status: 409, code: 'NOT_CHANGEABLE' })
    expect((await cancelBooking('ord-request', { quotedFee: 0 })).status).toBe('CANCELLED')
  })
})
