import { describe, expect, it } from 'vitest'
import { bookingAction, type BookingActionInput } from './booking-action'

const instant = { bookingMode: 'INSTANT', timeStatus: 'IN_FUTURE' } as const
const request = { bookingMode: 'REQUEST', timeStatus: 'IN_FUTURE' } as const
const base: BookingActionInput = {
  listing: instant,
  shape: 'SLOTS',
  day: { status: 'AVAILABLE' },
  slot: { status: 'AVAILABLE', amountLeft: 10 },
  places: 2,
}

describe('status to button', () => {
  it('AVAILABLE and STOCK_LOW with enough places: Book now', () => {
    expect(bookingAction(base)).toEqual({ kind: 'BOOK' })
    expect(
      bookingAction({
        ...base,
        day: { status: 'STOCK_LOW', amountLeft: 2 },
        slot: { status: 'STOCK_LOW', amountLeft: 2 },
      }),
    ).toEqual({ kind: 'BOOK' })
  })

  it('fewer places than participants: Not bookable, saying how many are left', () => {
    expect(
      bookingAction({ ...base, slot: { status: 'STOCK_LOW', amountLeft: 1 }, places: 3 }),
    ).toEqual({ kind: 'NOT_BOOKABLE', reason: 'tooFew', amountLeft: 1 })
    // The slots answer SOLD_OUT for the requested quantity but still say what is left.
    expect(
      bookingAction({ ...base, slot: { status: 'SOLD_OUT', amountLeft: 2 }, places: 3 }),
    ).toEqual({ kind: 'NOT_BOOKABLE', reason: 'tooFew', amountLeft: 2 })
  })

  it('SOLD_OUT day or slot, CLOSED day, past listing: Not bookable', () => {
    expect(bookingAction({ ...base, slot: { status: 'SOLD_OUT', amountLeft: 0 } })).toEqual({
      kind: 'NOT_BOOKABLE',
      reason: 'soldOut',
    })
    expect(bookingAction({ ...base, day: { status: 'SOLD_OUT' }, slot: undefined })).toEqual({
      kind: 'NOT_BOOKABLE',
      reason: 'soldOut',
    })
    expect(bookingAction({ ...base, day: { status: 'CLOSED' }, slot: undefined })).toEqual({
      kind: 'NOT_BOOKABLE',
      reason: 'closed',
    })
    expect(
      bookingAction({ ...base, listing: { bookingMode: 'INSTANT', timeStatus: 'IN_PAST' } }),
    ).toEqual({ kind: 'NOT_BOOKABLE', reason: 'past' })
  })

  it('request mode or an UPON_REQUEST day/slot: Request availability, whatever the places', () => {
    expect(bookingAction({ ...base, listing: request })).toEqual({ kind: 'REQUEST' })
    expect(
      bookingAction({
        ...base,
        day: { status: 'UPON_REQUEST' },
        slot: { status: 'UPON_REQUEST', amountLeft: 0 },
        places: 4,
      }),
    ).toEqual({ kind: 'REQUEST' })
    // A past request-mode listing is still not bookable.
    expect(
      bookingAction({ ...base, listing: { bookingMode: 'REQUEST', timeStatus: 'IN_PAST' } }),
    ).toMatchObject({ kind: 'NOT_BOOKABLE' })
  })

  it('something still to choose: the button stays, disabled, saying what is missing', () => {
    expect(bookingAction({ ...base, day: undefined, slot: undefined })).toEqual({
      kind: 'INCOMPLETE',
      reason: 'date',
      request: false,
    })
    expect(bookingAction({ ...base, slot: undefined })).toEqual({
      kind: 'INCOMPLETE',
      reason: 'slot',
      request: false,
    })
    expect(
      bookingAction({ ...base, day: { status: 'UPON_REQUEST' }, slot: undefined }),
    ).toMatchObject({ kind: 'INCOMPLETE', reason: 'slot', request: true })
    expect(bookingAction({ ...base, places: 0 })).toMatchObject({
      kind: 'INCOMPLETE',
      reason: 'quantity',
    })
  })

  it('undated goods go by their stock; vouchers are unlimited', () => {
    const goods = { listing: instant, shape: 'NONE' as const, places: 2 }
    expect(bookingAction({ ...goods, stock: { status: 'AVAILABLE' } })).toEqual({ kind: 'BOOK' })
    expect(bookingAction({ ...goods, stock: { status: 'STOCK_LOW', amountLeft: 1 } })).toEqual({
      kind: 'NOT_BOOKABLE',
      reason: 'tooFew',
      amountLeft: 1,
    })
    expect(bookingAction({ ...goods, stock: { status: 'NONE' } })).toMatchObject({
      kind: 'NOT_BOOKABLE',
      reason: 'soldOut',
    })
  })
})

describe('a day too small for the party (#12)', () => {
  it('SOLD_OUT with places left and no slot chosen: Not bookable, saying how many are left', () => {
    const { slot: _none, ...noSlot } = base
    expect(
      bookingAction({ ...noSlot, day: { status: 'SOLD_OUT', amountLeft: 2 }, places: 5 }),
    ).toEqual({ kind: 'NOT_BOOKABLE', reason: 'tooFew', amountLeft: 2 })
    expect(
      bookingAction({ ...noSlot, day: { status: 'SOLD_OUT', amountLeft: 0 }, places: 5 }),
    ).toEqual({ kind: 'NOT_BOOKABLE', reason: 'soldOut' })
  })
})

describe('a chosen day whose status for the party is still on its way', () => {
  it('says it is checking without a time, and lets a chosen time decide', () => {
    expect(bookingAction({ ...base, day: undefined, slot: undefined, checking: true })).toEqual({
      kind: 'INCOMPLETE',
      reason: 'checking',
      request: false,
    })
    expect(bookingAction({ ...base, day: undefined, checking: true })).toEqual({ kind: 'BOOK' })
  })
})
