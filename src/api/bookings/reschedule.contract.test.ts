import { describe, expect, it } from 'vitest'
import { failure } from '@/testing/api-failure'
import { day, startEachOnContractDay } from '@/testing/contract'
import { placeOrder } from '@/testing/orders'
import { contact } from '@/testing/payment-carts'
import { getAvailability, getSlots } from '@/api/availability'
import { addCartItem, createCart, updateCartItem } from '@/api/carts'
import { updateCheckoutContact } from '@/api/checkout'
import { setApiLocale } from '@/lib/http'
import { getBooking, getRescheduleQuote, rescheduleBooking } from './api'

// Moving a booking of every kind of dated offer the shop sells: a slot tour (a mixed party), a
// course evening, a private service by duration for the group and one priced per person.
// Vouchers and goods have no date to move. Contract day: Tuesday 7 July 2026.
startEachOnContractDay('en')

interface Kind {
  slug: string
  sku: string
  lines: Array<{ variantId: string; quantity: number }>
  blocks?: number
}

/** Books `kind` on `date` at `time` through the checkout (pay later); returns its booking. */
async function booked(kind: Kind, date: string, time: string) {
  const slots = await getSlots(kind.slug, { sku: kind.sku, date, blocks: kind.blocks })
  const slot = slots.find((s) => s.startTime === time)
  expect(slot, `${kind.slug} at ${date} ${time}`).toBeDefined()
  const cart = await createCart()
  const added = await addCartItem(cart.id, { skuId: kind.sku, slotId: slot!.id, lines: kind.lines })
  const item = added.items[0]!
  if (item.participants.length > 0) {
    await updateCartItem(cart.id, item.id, {
      participants: item.participants.map((p, i) => ({
        id: p.id,
        variantId: p.variantId,
        firstname: `Gast ${i + 1}`,
        surname: 'Muster',
        birthdate: p.variantId === 'child' ? '2015-05-01' : '1990-05-01',
      })),
    })
  }
  await updateCheckoutContact(cart.id, contact)
  const { order } = await placeOrder(cart.id)
  return getBooking(order.token)
}

/** Asks the way the app asks for a move: the item's places and duration. */
async function movesTo(token: string, date: string, time: string) {
  const booking = await getBooking(token)
  const item = booking.items[0]!
  const slots = await getSlots(item.listingSlug, {
    sku: item.skuId,
    date,
    quantity: Math.max(1, item.places),
    blocks: item.blocks,
  })
  const slot = slots.find((s) => s.startTime === time)
  expect(slot, `${item.listingSlug} at ${date} ${time}`).toBeDefined()
  const quote = await getRescheduleQuote(token, { itemId: item.id, slotId: slot!.id })
  const result = await rescheduleBooking(token, {
    itemId: item.id,
    slotId: slot!.id,
    quotedTotal: quote.newTotal.amount,
    returnUrl: `/en/aftersales/booking/${token}`,
  })
  return { slot: slot!, quote, moved: result.booking.items[0]! }
}

const KAYAK: Kind = {
  slug: 'lake-kayak-brienz',
  sku: 'sku-kayak',
  lines: [
    { variantId: 'adult', quantity: 2 },
    { variantId: 'child', quantity: 1 },
  ],
}
const GUIDE: Kind = {
  slug: 'private-mountain-guide',
  sku: 'sku-guide',
  lines: [{ variantId: 'private-group', quantity: 1 }],
  blocks: 2,
}
const PHOTO: Kind = {
  slug: 'private-photo-tour',
  sku: 'sku-photo',
  lines: [
    { variantId: 'adult', quantity: 2 },
    { variantId: 'child', quantity: 1 },
  ],
  blocks: 2,
}
const CLIMBING: Kind = {
  slug: 'climbing-course-beginners',
  sku: 'sku-climbing',
  lines: [{ variantId: 'adult', quantity: 3 }],
}

describe('rescheduling every kind of offer', () => {
  it('a slot tour: the whole mixed party moves; a day without room for all of it is refused', async () => {
    const booking = await booked(KAYAK, day(3), '10:00')
    const item = booking.items[0]!
    expect(item).toMatchObject({ places: 3, participants: 3 })
    expect(item.blocks).toBeUndefined()
    // Offset 2 has 2 places left: the calendar says so for 3, and the move is a conflict.
    const [full] = await getAvailability(KAYAK.slug, {
      sku: KAYAK.sku,
      from: day(2),
      to: day(2),
      quantity: item.places,
    })
    expect(full).toMatchObject({ status: 'SOLD_OUT', amountLeft: 2 })
    expect(
      await failure(
        getRescheduleQuote(booking.token, { itemId: item.id, slotId: `sku-kayak_${day(2)}_1000` }),
      ),
    ).toMatchObject({ status: 409, code: 'SOLD_OUT' })
    const { moved, quote } = await movesTo(booking.token, day(4), '14:00')
    expect(quote.newPrice).toEqual(quote.currentPrice)
    expect(moved).toMatchObject({ date: day(4), start: `${day(4)}T14:00:00+02:00`, places: 3 })
  })

  it('a course evening: moves to another evening of the course for the whole party', async () => {
    const booking = await booked(CLIMBING, day(7), '18:30')
    const item = booking.items[0]!
    expect(item.places).toBe(3)
    // Thursday 9 July has 2 places left.
    expect(
      await failure(
        getRescheduleQuote(booking.token, {
          itemId: item.id,
          slotId: `sku-climbing_${day(2)}_1830`,
        }),
      ),
    ).toMatchObject({ status: 409, code: 'SOLD_OUT' })
    const { moved } = await movesTo(booking.token, day(9), '18:30')
    expect(moved).toMatchObject({
      start: `${day(9)}T18:30:00+02:00`,
      end: `${day(9)}T21:00:00+02:00`,
    })
  })

  it('a private guide booked for 2 hours: offered and moved as 2 hours, also overlapping its own old time', async () => {
    const booking = await booked(GUIDE, day(3), '10:00')
    const item = booking.items[0]!
    // The group books the guide, not places; the duration is the booking's.
    expect(item).toMatchObject({ places: 1, blocks: 2, end: `${day(3)}T12:00:00+02:00` })
    const slots = await getSlots(GUIDE.slug, { sku: GUIDE.sku, date: day(5), blocks: item.blocks })
    expect(slots.every((s) => s.id.endsWith('_2b'))).toBe(true)
    const { moved, quote } = await movesTo(booking.token, day(5), '08:00')
    expect(quote).toMatchObject({ end: `${day(5)}T10:00:00+02:00` })
    expect(quote.newPrice).toEqual(quote.currentPrice)
    expect(moved).toMatchObject({
      start: `${day(5)}T08:00:00+02:00`,
      end: `${day(5)}T10:00:00+02:00`,
      blocks: 2,
    })
    // An hour later the same day: its own old time is no obstacle.
    const later = await movesTo(booking.token, day(5), '09:00')
    expect(later.moved).toMatchObject({ end: `${day(5)}T11:00:00+02:00` })
  })

  it('a private guide: a start time asked for another duration is refused with what to do, in the visitor’s language', async () => {
    const booking = await booked(GUIDE, day(3), '10:00')
    const item = booking.items[0]!
    const [oneHour] = await getSlots(GUIDE.slug, { sku: GUIDE.sku, date: day(5) })
    expect(oneHour!.id).toMatch(/_1b$/)
    const refused = await failure(
      getRescheduleQuote(booking.token, { itemId: item.id, slotId: oneHour!.id }),
    )
    expect(refused.status).toBe(422)
    expect(refused.fieldErrors.slot).toEqual([
      'Please choose a start time for the booked duration.',
    ])
    setApiLocale('fr')
    const move = await failure(
      rescheduleBooking(booking.token, {
        itemId: item.id,
        slotId: oneHour!.id,
        quotedTotal: booking.totals.total.amount,
        returnUrl: `/fr/aftersales/booking/${booking.token}`,
      }),
    )
    expect(move.fieldErrors.slotId).toEqual([
      'Veuillez choisir une heure de début pour la durée réservée.',
    ])
    expect((await getBooking(booking.token)).items[0]?.start).toBe(`${day(3)}T10:00:00+02:00`)
  })

  it('a private photo tour priced per person and hour: the party and the 2 hours move together', async () => {
    const booking = await booked(PHOTO, day(3), '09:00')
    const item = booking.items[0]!
    expect(item).toMatchObject({ places: 3, blocks: 2, participants: 3 })
    const { moved, quote } = await movesTo(booking.token, day(4), '14:00')
    // 2 adults × CHF 45 and a child × CHF 25, two hours each: the same price on the new day.
    expect(quote.newPrice).toEqual({ amount: 23000, currency: 'CHF' })
    expect(quote.currentPrice).toEqual(quote.newPrice)
    expect(moved).toMatchObject({ end: `${day(4)}T16:00:00+02:00`, blocks: 2, places: 3 })
  })

  it('vouchers and goods have no date to move', async () => {
    const voucher = await getBooking('ord-gift')
    expect(voucher.rules.canReschedule).toBe(false)
    expect(voucher.items.every((item) => item.blocks === undefined)).toBe(true)
  })
})
