import { describe, expect, it } from 'vitest'
import { failure } from '@/testing/api-failure'
import { mockClock } from '@/mocks/db/session'
import { getAlternatives, getAvailability } from './availability/api'
import { addCartItem, createCart } from './carts/api'
import { getListing, getListings } from './listings/api'
import { joinWaitingList } from './waiting-list/api'
import type { WaitingListInput } from './waiting-list/schema'
import { startEachOnContractDay } from '@/testing/contract'

startEachOnContractDay('en')

describe('party size (#12)', () => {
  it('a day with places left but fewer than the party is SOLD_OUT saying how many it has', async () => {
    // 8 July: three places left at every canyoning time.
    const query = { sku: 'sku-canyoning', from: '2026-07-08', to: '2026-07-08' }
    const [three] = await getAvailability('canyoning-saxetbach', { ...query, quantity: 3 })
    expect(three).toMatchObject({ status: 'STOCK_LOW', amountLeft: 3 })
    const [five] = await getAvailability('canyoning-saxetbach', { ...query, quantity: 5 })
    expect(five).toMatchObject({ status: 'SOLD_OUT', amountLeft: 3 })
    // 9 July is booked out by others: nothing left for anyone.
    const [full] = await getAvailability('canyoning-saxetbach', {
      ...query,
      from: '2026-07-09',
      to: '2026-07-09',
      quantity: 5,
    })
    expect(full).toMatchObject({ status: 'SOLD_OUT', amountLeft: 0 })
  })

  it('GET listings?people= keeps only listings with room for the whole party', async () => {
    const all = (await getListings({ perPage: 48 })).data.map((l) => l.slug)
    const five = (await getListings({ people: 5, perPage: 48 })).data.map((l) => l.slug)
    // Tandem flights take 4 a slot, private photo tours at most 6, goods no people at all.
    expect(all).toContain('paragliding-tandem-flight')
    expect(five).not.toContain('paragliding-tandem-flight')
    expect(five).not.toContain('gift-voucher')
    expect(five).not.toContain('sup-sunset-tour')
    expect(five).toContain('canyoning-saxetbach')
    expect(five).toContain('private-photo-tour')
    const seven = (await getListings({ people: 7, perPage: 48 })).data.map((l) => l.slug)
    expect(seven).not.toContain('private-photo-tour')
    expect(seven).toContain('canyoning-saxetbach')
  })

  it('with a date, people keeps the listings that fit the whole party on that day', async () => {
    const alone = (await getListings({ date: '2026-07-08', perPage: 48 })).data.map((l) => l.slug)
    expect(alone).toContain('canyoning-saxetbach')
    const five = (await getListings({ date: '2026-07-08', people: 5, perPage: 48 })).data.map(
      (l) => l.slug,
    )
    expect(five).not.toContain('canyoning-saxetbach')
    expect(five.length).toBeGreaterThan(0)
  })

  it('answers 422 with a field error for a party size outside 1 to 50', async () => {
    for (const people of [0, 51, 2.5]) {
      const error = await failure(getListings({ people }))
      expect(error.status).toBe(422)
      expect(error.fieldErrors).toEqual({ people: [expect.any(String)] })
    }
  })
})

describe('GET listings/{slug}/alternatives (#12)', () => {
  it('answers the nearest fitting slots before and after, and other listings sharing a tag', async () => {
    // 8 July has three canyoning places: too few for five.
    const answer = await getAlternatives('canyoning-saxetbach', {
      sku: 'sku-canyoning',
      date: '2026-07-08',
      quantity: 5,
    })
    // Before: only today's afternoon (08:30 has begun; nothing lies before today).
    expect(answer.before.map((s) => `${s.date} ${s.startTime}`)).toEqual(['2026-07-07 13:30'])
    // After: 9 July is booked out, 10 July 08:30 has its last place: the next three that fit.
    expect(answer.after.map((s) => `${s.date} ${s.startTime}`)).toEqual([
      '2026-07-10 13:30',
      '2026-07-11 08:30',
      '2026-07-11 13:30',
    ])
    expect(answer.after[0]).toMatchObject({
      slotId: 'sku-canyoning_2026-07-10_1330',
      status: 'AVAILABLE',
      amountLeft: 12,
    })
    expect(answer.listings.length).toBeGreaterThan(0)
    expect(answer.listings.length).toBeLessThanOrEqual(3)
    for (const other of answer.listings) {
      expect(other.slug).not.toBe('canyoning-saxetbach')
      expect(other.tags.some((tag) => ['water', 'groups'].includes(tag))).toBe(true)
      const [day] = await getAvailability(other.slug, {
        from: '2026-07-08',
        to: '2026-07-08',
        quantity: 5,
      })
      expect(['AVAILABLE', 'STOCK_LOW', 'UPON_REQUEST']).toContain(day?.status)
    }
  })

  it('searches beyond the month: a listing sold out for weeks still finds the next slots', async () => {
    // The glacier hike is booked out for its first week.
    const answer = await getAlternatives('glacier-hike-grindelwald', {
      date: '2026-07-08',
      quantity: 2,
    })
    expect(answer.before).toEqual([])
    expect(answer.after).toHaveLength(3)
    expect(answer.after.every((s) => s.date >= '2026-07-14')).toBe(true)
  })

  it('splits the chosen day around the chosen slot', async () => {
    const answer = await getAlternatives('canyoning-saxetbach', {
      date: '2026-07-10',
      slot: 'sku-canyoning_2026-07-10_0830',
      quantity: 2,
    })
    expect(answer.after[0]).toMatchObject({ date: '2026-07-10', startTime: '13:30' })
    expect(answer.before.at(-1)).toMatchObject({ date: '2026-07-08', startTime: '13:30' })
  })

  it('answers 422 with field errors for a bad date, quantity or SKU, 404 for an unknown listing', async () => {
    const bad = await failure(
      getAlternatives('canyoning-saxetbach', { date: '2026-13-01', quantity: 0, sku: 'nope' }),
    )
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.fieldErrors).sort()).toEqual(['date', 'quantity', 'sku'])
    const missing = await failure(getAlternatives('no-such-listing', { date: '2026-07-08' }))
    expect(missing.status).toBe(404)
  })
})

describe('request instead when full (#12)', () => {
  // The glacier hike is booked out for its first week and takes requests when full.
  const fullSlot = 'sku-glacier_2026-07-08_0800'

  it('a listing with requestWhenFull takes a full slot as a request: nothing held, a request cart', async () => {
    expect((await getListing('glacier-hike-grindelwald')).requestWhenFull).toBe(true)
    expect((await getListing('canyoning-saxetbach')).requestWhenFull).toBeUndefined()
    const cart = await createCart()
    const lines = [{ variantId: 'adult', quantity: 5 }]
    const booked = await failure(
      addCartItem(cart.id, { skuId: 'sku-glacier', slotId: fullSlot, lines }),
    )
    expect(booked.status).toBe(409)
    const answer = await addCartItem(cart.id, {
      skuId: 'sku-glacier',
      slotId: fullSlot,
      lines,
      request: true,
    })
    expect(answer.mode).toBe('REQUEST')
    expect(answer.items[0]).toMatchObject({ bookingMode: 'REQUEST', slotId: fullSlot })
  })

  it('answers 422 on request for a listing without the flag, 409 when mixed with bookings', async () => {
    const cart = await createCart()
    const refused = await failure(
      addCartItem(cart.id, {
        skuId: 'sku-canyoning',
        slotId: 'sku-canyoning_2026-07-09_0830',
        lines: [{ variantId: 'adult', quantity: 2 }],
        request: true,
      }),
    )
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.fieldErrors)).toEqual(['request'])
    await addCartItem(cart.id, {
      skuId: 'sku-canyoning',
      slotId: 'sku-canyoning_2026-07-10_1330',
      lines: [{ variantId: 'adult', quantity: 2 }],
    })
    const mixed = await failure(
      addCartItem(cart.id, {
        skuId: 'sku-glacier',
        slotId: fullSlot,
        lines: [{ variantId: 'adult', quantity: 2 }],
        request: true,
      }),
    )
    expect(mixed.status).toBe(409)
    expect(mixed.code).toBe('CART_MODE_CONFLICT')
  })
})

/** The mock's waiting list as it reads now (mock control), and a cancellation of others' places. */
const control = (path: string, init?: RequestInit) =>
  fetch(new URL(`/api/__mock/${path}`, window.location.href), init).then(
    async (r) =>
      (await r.json()) as { data: Array<{ id: string; status: string; people: number }> },
  )
const cancel = (slotId: string, places: number) =>
  control('cancellations', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ slotId, places }),
  })

describe('POST listings/{slug}/waiting-list (#12)', () => {
  // 10 July 08:30 has the last canyoning place; the SUP tour is booked out throughout.
  const lastPlace = 'sku-canyoning_2026-07-10_0830'
  const sup = 'sku-sup_2026-07-08_1900'
  /** Joins the waiting list of a slot: Anna, a party of two, unless `who` says otherwise. */
  const join = (slug: string, slotId: string, who: Partial<WaitingListInput> = {}) =>
    joinWaitingList(slug, { slotId, name: 'Anna', email: 'anna@example.ch', people: 2, ...who })

  it('201 with the entry; the same e-mail for the same slot again is the same entry', async () => {
    const first = await join('sup-sunset-tour', sup, { name: 'Anna Muster' })
    expect(first).toMatchObject({ slotId: sup, people: 2, status: 'WAITING' })
    const again = await join('sup-sunset-tour', sup, {
      name: 'Anna Muster',
      email: 'ANNA@example.ch',
      people: 3,
    })
    expect(again).toMatchObject({ id: first.id, people: 3 })
    expect((await control('waiting-list')).data).toHaveLength(1)
  })

  it('422 with Laravel field errors for every bad field; a slot with room has no waiting list', async () => {
    const bad = await failure(join('sup-sunset-tour', '', { name: ' ', email: 'nope', people: 0 }))
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.fieldErrors).sort()).toEqual(['email', 'name', 'people', 'slotId'])
    const open = await failure(join('canyoning-saxetbach', 'sku-canyoning_2026-07-10_1330'))
    expect(Object.keys(open.fieldErrors)).toEqual(['slotId'])
    // A listing without a waiting list.
    const none = await failure(join('glacier-hike-grindelwald', 'sku-glacier_2026-07-08_0800'))
    expect(Object.keys(none.fieldErrors)).toEqual(['slotId'])
    const missing = await failure(
      join('no-such-listing', sup, { name: 'A', email: 'a@b.ch', people: 1 }),
    )
    expect(missing.status).toBe(404)
  })

  it('a hold that expires gives the place back: the first entry that fits is notified', async () => {
    const cart = await createCart()
    await addCartItem(cart.id, {
      skuId: 'sku-canyoning',
      slotId: lastPlace,
      lines: [{ variantId: 'adult', quantity: 1 }],
    })
    const two = await join('canyoning-saxetbach', lastPlace, {
      name: 'Two',
      email: 'two@example.ch',
    })
    const one = await join('canyoning-saxetbach', lastPlace, {
      name: 'One',
      email: 'one@example.ch',
      people: 1,
    })
    expect((await control('waiting-list')).data.map((e) => e.status)).toEqual([
      'WAITING',
      'WAITING',
    ])
    mockClock.advanceMinutes(16)
    const after = (await control('waiting-list')).data
    // One place came back: too few for the first entry (two), enough for the second.
    expect(after.find((e) => e.id === two.id)?.status).toBe('WAITING')
    expect(after.find((e) => e.id === one.id)?.status).toBe('NOTIFIED')
  })

  it('a cancellation (mock control) notifies the first entries that fit, in order', async () => {
    const joinSup = (email: string, people: number) =>
      join('sup-sunset-tour', sup, { name: email, email, people })
    const a = await joinSup('a@example.ch', 2)
    const b = await joinSup('b@example.ch', 3)
    const c = await joinSup('c@example.ch', 1)
    await cancel(sup, 3)
    const entries = (await control('waiting-list')).data
    const status = (id: string) => entries.find((e) => e.id === id)?.status
    expect([status(a.id), status(b.id), status(c.id)]).toEqual(['NOTIFIED', 'WAITING', 'NOTIFIED'])
  })
})
