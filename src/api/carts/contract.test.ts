import { describe, expect, it } from 'vitest'
import { mockClock } from '@/mocks/db/session'
import { getAvailability, getSlots } from '../availability/api'
import {
  addCartItem,
  applyVoucher,
  createCart,
  extendCart,
  getCart,
  removeCartItem,
  removeVoucher,
  updateCartItem,
} from './api'
import { failure } from '@/testing/api-failure'
import { day, CONTRACT_NOW, startEachOnContractDay } from '@/testing/contract'

startEachOnContractDay()

/** The body that adds `quantity` adults to a canyoning slot. */
const canyoningAdults = (slotId: string, quantity = 1) => ({
  skuId: 'sku-canyoning',
  slotId,
  lines: [{ variantId: 'adult', quantity }],
})

/** The canyoning slot seeded with exactly one place left (day +3, 08:30). */
async function lastPlaceSlot() {
  const slots = await getSlots('canyoning-saxetbach', { sku: 'sku-canyoning', date: day(3) })
  const slot = slots.find((s) => s.startTime === '08:30')
  expect(slot).toMatchObject({ status: 'STOCK_LOW', amountLeft: 1 })
  return slot!
}

describe('carts and holds', () => {
  it('creates a cart with a 15-minute hold and reads it back', async () => {
    const cart = await createCart()
    expect(cart).toMatchObject({ status: 'OPEN', mode: 'INSTANT', items: [] })
    expect(Date.parse(cart.expiresAt) - Date.parse(CONTRACT_NOW)).toBe(15 * 60_000)
    expect(cart.expiresAt.endsWith('Z')).toBe(true)
    expect((await getCart(cart.id)).id).toBe(cart.id)
  })

  it('answers 404 CART_NOT_FOUND for an unknown cart', async () => {
    expect(await failure(getCart('nope'))).toMatchObject({ status: 404, code: 'CART_NOT_FOUND' })
  })

  it('adds an item: participants, price, incomplete until names are given; holds drop availability', async () => {
    const before = await lastPlaceSlot()
    const cart = await createCart()
    const added = await addCartItem(cart.id, canyoningAdults(before.id))
    const item = added.items[0]!
    expect(item.participants).toHaveLength(1)
    expect(item.price).toEqual({ amount: 13900, currency: 'CHF' })
    expect(item.start).toBe(`${day(3)}T08:30:00+02:00`)
    expect(item.completeness).toBe('INCOMPLETE')
    expect(item.missing).toEqual([
      'participants.0.firstname',
      'participants.0.surname',
      'participants.0.birthdate',
    ])
    const after = await getSlots('canyoning-saxetbach', { sku: 'sku-canyoning', date: day(3) })
    expect(after.find((s) => s.id === before.id)).toMatchObject({
      status: 'SOLD_OUT',
      amountLeft: 0,
    })
  })

  it('two carts race for the last place: one gets it, the other a 409 with amountLeft', async () => {
    const slot = await lastPlaceSlot()
    const [a, b] = await Promise.all([createCart(), createCart()])
    const input = canyoningAdults(slot.id)
    const results = await Promise.allSettled([addCartItem(a.id, input), addCartItem(b.id, input)])
    const won = results.filter((r) => r.status === 'fulfilled')
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(won).toHaveLength(1)
    expect(lost).toHaveLength(1)
    expect(lost[0]!.reason).toMatchObject({
      status: 409,
      code: 'SOLD_OUT',
      details: { amountLeft: 0 },
    })
  })

  it('answers 409 INSUFFICIENT_STOCK with the amount left when asking for too many', async () => {
    const slot = await lastPlaceSlot()
    const cart = await createCart()
    const error = await failure(addCartItem(cart.id, canyoningAdults(slot.id, 2)))
    expect(error).toMatchObject({
      status: 409,
      code: 'INSUFFICIENT_STOCK',
      details: { amountLeft: 1 },
    })
  })

  it('a hold expires with the clock: the place returns, the cart answers EXPIRED, extend holds again', async () => {
    const slot = await lastPlaceSlot()
    const cart = await createCart()
    const input = canyoningAdults(slot.id)
    await addCartItem(cart.id, input)
    mockClock.advanceMinutes(16)
    expect((await getCart(cart.id)).status).toBe('EXPIRED')
    await lastPlaceSlot()
    expect(await failure(addCartItem(cart.id, input))).toMatchObject({
      status: 409,
      code: 'CART_EXPIRED',
    })
    const extended = await extendCart(cart.id)
    expect(extended.status).toBe('OPEN')
    expect(Date.parse(extended.expiresAt)).toBe(Date.parse(CONTRACT_NOW) + 31 * 60_000)
  })

  it('extend answers 409 HOLD_UNAVAILABLE when another cart took the released place', async () => {
    const slot = await lastPlaceSlot()
    const input = canyoningAdults(slot.id)
    const first = await createCart()
    await addCartItem(first.id, input)
    mockClock.advanceMinutes(20)
    const second = await createCart()
    await addCartItem(second.id, input)
    const error = await failure(extendCart(first.id))
    expect(error).toMatchObject({ status: 409, code: 'HOLD_UNAVAILABLE' })
    expect(error.details?.itemIds).toHaveLength(1)
  })

  it('validates like Laravel: 422 with dot paths', async () => {
    const cart = await createCart()
    const error = await failure(
      addCartItem(cart.id, {
        skuId: 'sku-canyoning',
        lines: [{ variantId: 'ghost', quantity: 1 }],
      }),
    )
    expect(error.status).toBe(422)
    expect(error.fieldErrors['lines.0.variantId']).toEqual(['Dieser Wert ist ungültig.'])
    const unknownSku = await failure(
      addCartItem(cart.id, { skuId: 'nope', lines: [{ variantId: 'x', quantity: 1 }] }),
    )
    expect(Object.keys(unknownSku.fieldErrors)).toEqual(['skuId'])
  })

  it('updates participants: names complete the item, removing a person removes their services', async () => {
    const cart = await createCart()
    const slots = await getSlots('lake-kayak-brienz', { sku: 'sku-kayak', date: day(1) })
    const withTwo = await addCartItem(cart.id, {
      skuId: 'sku-kayak',
      slotId: slots[0]!.id,
      lines: [{ variantId: 'adult', quantity: 2 }],
    })
    const [p1, p2] = withTwo.items[0]!.participants
    const item = withTwo.items[0]!.id
    const filled = await updateCartItem(cart.id, item, {
      participants: [
        {
          id: p1!.id,
          variantId: 'adult',
          firstname: 'Anna',
          surname: 'Muster',
          additionalServiceIds: ['dry-bag'],
        },
        {
          id: p2!.id,
          variantId: 'adult',
          firstname: 'Beat',
          surname: 'Muster',
          additionalServiceIds: ['dry-bag'],
        },
      ],
      bookingServiceIds: ['picnic'],
    })
    expect(filled.items[0]).toMatchObject({
      completeness: 'COMPLETE',
      price: { amount: 2 * 8900 + 2 * 800 + 3500 },
    })
    const one = await updateCartItem(cart.id, item, {
      participants: [
        {
          id: p1!.id,
          variantId: 'adult',
          firstname: 'Anna',
          surname: 'Muster',
          additionalServiceIds: ['dry-bag'],
        },
      ],
    })
    expect(one.items[0]!.lines[0]!.quantity).toBe(1)
    expect(one.items[0]!.additionalServices.find((s) => s.id === 'dry-bag')?.quantity).toBe(1)
    const empty = await removeCartItem(cart.id, item)
    expect(empty.items).toEqual([])
    expect(await failure(removeCartItem(cart.id, item))).toMatchObject({
      status: 404,
      code: 'ITEM_NOT_FOUND',
    })
  })

  it('books private services by blocks and start time without overlaps', async () => {
    const slots = await getSlots('private-mountain-guide', {
      sku: 'sku-guide',
      date: day(1),
      blocks: 2,
    })
    expect(slots[0]).toMatchObject({
      startTime: '08:00',
      endTime: '10:00',
      price: { amount: 24000 },
    })
    const cart = await createCart()
    const booked = await addCartItem(cart.id, {
      skuId: 'sku-guide',
      slotId: slots[0]!.id,
      lines: [{ variantId: 'private-group', quantity: 1 }],
    })
    expect(booked.items[0]).toMatchObject({ blocks: 2, price: { amount: 24000 } })
    const later = await getSlots('private-mountain-guide', {
      sku: 'sku-guide',
      date: day(1),
      blocks: 1,
    })
    expect(later.find((s) => s.startTime === '09:30')?.status).toBe('SOLD_OUT')
    expect(later.find((s) => s.startTime === '10:00')?.status).toBe('AVAILABLE')
    const other = await createCart()
    expect(
      await failure(
        addCartItem(other.id, {
          skuId: 'sku-guide',
          date: day(1),
          time: '09:00',
          blocks: 1,
          lines: [{ variantId: 'private-group', quantity: 1 }],
        }),
      ),
    ).toMatchObject({ status: 409, code: 'SOLD_OUT' })
  })

  it('sells vouchers with fixed and custom amounts; custom amounts are range-checked', async () => {
    const cart = await createCart()
    const answer = await addCartItem(cart.id, {
      skuId: 'sku-voucher',
      lines: [
        { variantId: 'voucher-100', quantity: 1 },
        { variantId: 'voucher-custom', quantity: 1, customAmount: 7500 },
      ],
      voucherDetails: { recipientName: 'Heidi', message: 'Alles Gute!' },
    })
    expect(answer.items[0]).toMatchObject({ price: { amount: 17500 }, completeness: 'COMPLETE' })
    const error = await failure(
      addCartItem(cart.id, {
        skuId: 'sku-voucher',
        lines: [{ variantId: 'voucher-custom', quantity: 1, customAmount: 100 }],
      }),
    )
    expect(Object.keys(error.fieldErrors)).toEqual(['lines.0.customAmount'])
  })

  it('redeems voucher codes: fixed and percent; used up, expired and unknown are refused', async () => {
    const cart = await createCart()
    await addCartItem(cart.id, { skuId: 'sku-map', lines: [{ variantId: 'map', quantity: 4 }] })
    const fixed = await applyVoucher(cart.id, 'sommer-50')
    expect(fixed.totals).toMatchObject({
      subtotal: { amount: 9960 },
      discount: { amount: 5000 },
      total: { amount: 4960 },
    })
    const percent = await applyVoucher(cart.id, 'ALPEN-10')
    expect(percent.totals.discount.amount).toBe(5000 + 496)
    for (const [code, reason] of [
      ['USED-2024', 'VOUCHER_USED_UP'],
      ['WINTER-2023', 'VOUCHER_EXPIRED'],
      ['NOPE', 'VOUCHER_NOT_FOUND'],
      ['SOMMER-50', 'VOUCHER_ALREADY_APPLIED'],
    ] as const) {
      const error = await failure(applyVoucher(cart.id, code))
      expect(error).toMatchObject({ status: 422, code: reason })
      expect(error.fieldErrors.code).toHaveLength(1)
    }
    const removed = await removeVoucher(cart.id, 'SOMMER-50')
    expect(removed.vouchers.map((v) => v.code)).toEqual(['ALPEN-10'])
    expect(await failure(removeVoucher(cart.id, 'SOMMER-50'))).toMatchObject({
      status: 404,
      code: 'VOUCHER_NOT_IN_CART',
    })
  })

  it('goods have stock: the knife is STOCK_LOW and runs out', async () => {
    const cart = await createCart()
    await addCartItem(cart.id, { skuId: 'sku-knife', lines: [{ variantId: 'knife', quantity: 3 }] })
    const other = await createCart()
    expect(
      await failure(
        addCartItem(other.id, { skuId: 'sku-knife', lines: [{ variantId: 'knife', quantity: 1 }] }),
      ),
    ).toMatchObject({
      status: 409,
      code: 'SOLD_OUT',
    })
  })

  it('a request-mode listing cannot share a cart with instant bookings', async () => {
    const cart = await createCart()
    await addCartItem(cart.id, { skuId: 'sku-map', lines: [{ variantId: 'map', quantity: 1 }] })
    const days = await getAvailability('sunrise-balloon-ride', {
      sku: 'sku-balloon',
      from: day(0),
      to: day(13),
    })
    const requestDay = days.find((d) => d.status === 'UPON_REQUEST')!
    const slots = await getSlots('sunrise-balloon-ride', {
      sku: 'sku-balloon',
      date: requestDay.date,
    })
    expect(
      await failure(
        addCartItem(cart.id, {
          skuId: 'sku-balloon',
          slotId: slots[0]!.id,
          lines: [{ variantId: 'adult', quantity: 2 }],
        }),
      ),
    ).toMatchObject({ status: 409, code: 'CART_MODE_CONFLICT' })
    const requestCart = await createCart()
    const answer = await addCartItem(requestCart.id, {
      skuId: 'sku-balloon',
      slotId: slots[0]!.id,
      lines: [{ variantId: 'adult', quantity: 2 }],
    })
    expect(answer.mode).toBe('REQUEST')
  })
})
