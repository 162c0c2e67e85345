import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { mockClock } from '@/mocks/db/session'
import { failure } from '@/testing/api-failure'
import { startEachOnContractDay } from '@/testing/contract'
import { getBooking } from '../bookings/api'
import { BookingSchema } from '../bookings/schema'
import { applyVoucher, createCart } from '../carts/api'
import { getWithdrawalQuote, withdrawFromContract } from './api'
import { PAYMENT_OPERATIONS } from '../../../scripts/openapi/payments'
import type { WithdrawalInput } from './schema'
import { outbox } from '@/testing/payment-carts'

startEachOnContractDay()

const chf = (amount: number) => ({ amount, currency: 'CHF' })
// Seed bookings (src/mocks/db/seed-gift-orders.ts): a CHF 100 gift voucher bought three days
// ago by a consumer, unused; the same, partly used; and a canyoning tour.
const GIFT = 'ord-gift'
const USED = 'ord-gift-used'
const TOUR = 'ord-partial'
const itemOf = async (token: string) => (await getBooking(token)).items[0]!.id

describe('the right of withdrawal (booking items, withdrawal-quote, withdrawal)', () => {
  it('the booking page names it per item: gift vouchers and goods, until 14 days after purchase', async () => {
    const booking = await getBooking(GIFT)
    expect(v.is(BookingSchema, booking)).toBe(true)
    expect(booking.items[0]!.withdrawal).toEqual({
      status: 'AVAILABLE',
      until: '2026-07-18T10:00:00+02:00',
    })
    expect(booking.rules.canWithdraw).toBe(true)
    expect((await getBooking(USED)).items[0]!.withdrawal?.status).toBe('VOUCHER_REDEEMED')
    // A dated tour has none: its cancellation policy applies.
    const tour = await getBooking(TOUR)
    expect(tour.items[0]!.withdrawal).toBeUndefined()
    expect(tour.rules.canWithdraw).toBeUndefined()
  })

  it('a quote, then the withdrawal with confirm: refund, voucher voided, acknowledgement sent', async () => {
    const itemId = await itemOf(GIFT)
    const quote = await getWithdrawalQuote(GIFT)
    expect(quote).toEqual({
      items: [{ itemId, refund: chf(10000), voidsVouchers: ['GV-GIFT-0100'] }],
      refund: chf(10000),
      toPay: chf(0),
    })
    // The confirmation step: without confirm: true nothing happens.
    const unconfirmed = await failure(
      withdrawFromContract(GIFT, { itemIds: [itemId] } as unknown as WithdrawalInput),
    )
    expect(unconfirmed).toMatchObject({ status: 422 })
    expect(Object.keys(unconfirmed.fieldErrors)).toEqual(['confirm'])

    const { withdrawal, booking } = await withdrawFromContract(GIFT, {
      itemIds: [itemId],
      confirm: true,
    })
    expect(withdrawal).toMatchObject({
      itemIds: [itemId],
      refund: chf(10000),
      voidedVouchers: ['GV-GIFT-0100'],
      acknowledgement: { sentTo: 'anna.muster@example.ch' },
    })
    expect(booking.items[0]!.withdrawal?.status).toBe('WITHDRAWN')
    expect(booking.status).toBe('CANCELLED')
    expect(booking.totals).toMatchObject({ total: chf(0), refunded: chf(10000) })
    expect(booking.withdrawals).toHaveLength(1)
    const mails = await outbox('anna.muster@example.ch')
    expect(mails.map((m) => [m.kind, m.subject])).toEqual([
      ['WITHDRAWAL_RECEIVED', 'Eingangsbestätigung Ihres Widerrufs – Buchung AB-GIFT8'],
    ])
    // The voucher no longer pays.
    const voided = await failure(applyVoucher((await createCart()).id, 'GV-GIFT-0100'))
    expect(voided).toMatchObject({ status: 422, code: 'VOUCHER_VOIDED' })
    // Once is enough.
    const again = await failure(withdrawFromContract(GIFT, { itemIds: [itemId], confirm: true }))
    expect(again).toMatchObject({ status: 409, code: 'ALREADY_WITHDRAWN' })
  })

  it('a used voucher (even partly) cannot be withdrawn: 409 VOUCHER_REDEEMED', async () => {
    const error = await failure(
      withdrawFromContract(USED, { itemIds: [await itemOf(USED)], confirm: true }),
    )
    expect(error).toMatchObject({ status: 409, code: 'VOUCHER_REDEEMED' })
    expect(error.details).toMatchObject({ codes: ['GV-REST-0040'] })
  })

  it('a dated tour cannot be withdrawn: 409 NO_RIGHT_OF_WITHDRAWAL', async () => {
    const error = await failure(
      withdrawFromContract(TOUR, { itemIds: [await itemOf(TOUR)], confirm: true }),
    )
    expect(error).toMatchObject({ status: 409, code: 'NO_RIGHT_OF_WITHDRAWAL' })
    expect(await failure(getWithdrawalQuote(TOUR))).toMatchObject({
      status: 409,
      code: 'NO_RIGHT_OF_WITHDRAWAL',
    })
  })

  it('after 14 days: 409 TOO_LATE with the deadline', async () => {
    mockClock.advanceMinutes(11 * 24 * 60)
    expect((await getBooking(GIFT)).items[0]!.withdrawal?.status).toBe('EXPIRED')
    const error = await failure(getWithdrawalQuote(GIFT, [await itemOf(GIFT)]))
    expect(error).toMatchObject({ status: 409, code: 'TOO_LATE' })
    expect(error.details).toEqual({ until: '2026-07-18T10:00:00+02:00' })
  })

  it('an unknown item is a field error; a withdrawal is idempotent with its key', async () => {
    const unknown = await failure(withdrawFromContract(GIFT, { itemIds: ['nope'], confirm: true }))
    expect(Object.keys(unknown.fieldErrors)).toEqual(['itemIds.0'])
    const itemId = await itemOf(GIFT)
    const first = await withdrawFromContract(GIFT, { itemIds: [itemId], confirm: true }, 'k')
    const replay = await withdrawFromContract(GIFT, { itemIds: [itemId], confirm: true }, 'k')
    expect(replay.withdrawal.id).toBe(first.withdrawal.id)
  })

  it('unknown booking 404, expired link 410, as every booking page call', async () => {
    const input = { itemIds: ['x'], confirm: true as const }
    expect(await failure(withdrawFromContract('nope', input))).toMatchObject({
      status: 404,
      code: 'BOOKING_NOT_FOUND',
    })
    expect(await failure(getWithdrawalQuote('ord-past'))).toMatchObject({
      status: 410,
      code: 'BOOKING_LINK_EXPIRED',
    })
  })

  it('documents the refusals of the tests above, and no others', () => {
    const documented = PAYMENT_OPERATIONS.flatMap((op) => Object.values(op.errors ?? {}).flat())
    expect(new Set(documented)).toEqual(
      new Set([
        'BOOKING_NOT_FOUND',
        'BOOKING_LINK_EXPIRED',
        'NO_RIGHT_OF_WITHDRAWAL',
        'VOUCHER_REDEEMED',
        'ALREADY_WITHDRAWN',
        'TOO_LATE',
        'NOT_CHANGEABLE',
        'IDEMPOTENCY_KEY_REUSED',
      ]),
    )
  })
})
