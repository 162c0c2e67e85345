import { describe, expect, it } from 'vitest'
import { setApiLocale } from '@/lib/http'
import { mockClock } from '@/mocks/db/session'
import { getListing, getListings } from '../listings/api'
import { getAvailability, getSlots } from './api'
import { failure } from '@/testing/api-failure'
import { day, startEachOnContractDay } from '@/testing/contract'

startEachOnContractDay('de')

describe('GET availability', () => {
  it('answers every day of the range with its status, closed Mondays included', async () => {
    const days = await getAvailability('canyoning-saxetbach', {
      sku: 'sku-canyoning',
      from: day(0),
      to: day(13),
    })
    expect(days).toHaveLength(14)
    expect(days.map((d) => d.date)).toEqual(Array.from({ length: 14 }, (_, i) => day(i)))
    const byOffset = (i: number) => days[i]!
    expect(byOffset(1)).toMatchObject({ status: 'STOCK_LOW', amountLeft: 3 })
    expect(byOffset(2)).toMatchObject({ status: 'SOLD_OUT' })
    // 13 July 2026 is a Monday.
    expect(byOffset(6)).toMatchObject({ date: '2026-07-13', status: 'CLOSED' })
    expect(byOffset(7)).toMatchObject({
      status: 'AVAILABLE',
      priceFrom: { amount: 11900, currency: 'CHF' },
    })
  })

  it('marks request-mode days UPON_REQUEST', async () => {
    const days = await getAvailability('sunrise-balloon-ride', { from: day(0), to: day(6) })
    expect(days.filter((d) => d.status === 'UPON_REQUEST').map((d) => d.date)).toEqual([
      day(4),
      day(5),
    ])
  })

  it('answers SOLD_OUT for a day without room for the requested quantity', async () => {
    const days = await getAvailability('canyoning-saxetbach', {
      sku: 'sku-canyoning',
      from: day(1),
      to: day(1),
      quantity: 4,
    })
    expect(days[0]?.status).toBe('SOLD_OUT')
  })

  it('answers 422 for a range over 92 days, bad dates and unknown SKUs; 404 for unknown listings', async () => {
    const tooLong = await failure(
      getAvailability('canyoning-saxetbach', { sku: 'sku-canyoning', from: day(0), to: day(92) }),
    )
    expect(tooLong.status).toBe(422)
    expect(tooLong.fieldErrors.to).toEqual(['Der Zeitraum darf höchstens 92 Tage umfassen.'])
    expect(
      (
        await getAvailability('canyoning-saxetbach', {
          sku: 'sku-canyoning',
          from: day(0),
          to: day(91),
        })
      ).length,
    ).toBe(92)
    const bad = await failure(
      getAvailability('canyoning-saxetbach', { sku: 'sku-map', from: 'x', to: day(1) }),
    )
    expect(Object.keys(bad.fieldErrors).sort()).toEqual(['from', 'sku'])
    expect(
      await failure(getAvailability('nope', { sku: 'x', from: day(0), to: day(1) })),
    ).toMatchObject({
      status: 404,
      code: 'LISTING_NOT_FOUND',
    })
  })
})

describe('GET availability without sku', () => {
  it("answers the first dated SKU's days; a listing without dated SKUs has none (not a 422)", async () => {
    const first = await getAvailability('canyoning-saxetbach', { from: day(0), to: day(6) })
    expect(first).toEqual(
      await getAvailability('canyoning-saxetbach', {
        sku: 'sku-canyoning',
        from: day(0),
        to: day(6),
      }),
    )
    expect(await getAvailability('hiking-map-jungfrau', { from: day(0), to: day(6) })).toEqual([])
    // The range is still checked; a SKU named on such a listing is still refused.
    const bad = await failure(getAvailability('gift-voucher', { from: day(3), to: day(0) }))
    expect(Object.keys(bad.fieldErrors)).toEqual(['to'])
    const named = await failure(
      getAvailability('hiking-map-jungfrau', { sku: 'sku-map', from: day(0), to: day(6) }),
    )
    expect(Object.keys(named.fieldErrors)).toEqual(['sku'])
    // The shared rules still hold there (a form request checks them whatever the listing).
    const party = await failure(
      getAvailability('hiking-map-jungfrau', { from: day(0), to: day(6), quantity: 0 }),
    )
    expect(Object.keys(party.fieldErrors)).toEqual(['quantity'])
  })
})

describe('GET slots', () => {
  it('answers slots with Zurich offsets in summer and winter', async () => {
    const summer = await getSlots('canyoning-saxetbach', { sku: 'sku-canyoning', date: day(7) })
    expect(summer.map((s) => [s.start, s.end])).toEqual([
      [`${day(7)}T08:30:00+02:00`, `${day(7)}T12:30:00+02:00`],
      [`${day(7)}T13:30:00+02:00`, `${day(7)}T17:30:00+02:00`],
    ])
    mockClock.set('2026-11-24T08:00:00Z')
    const winter = await getSlots('paragliding-tandem-flight', {
      sku: 'sku-paragliding',
      date: '2026-11-25',
    })
    expect(winter[0]?.start).toBe('2026-11-25T09:00:00+01:00')
  })

  it('hides slots that have already started today', async () => {
    // 10:00 local: the 08:30 canyoning slot has begun, 13:30 remains.
    const today = await getSlots('canyoning-saxetbach', { sku: 'sku-canyoning', date: day(0) })
    expect(today.map((s) => s.startTime)).toEqual(['13:30'])
  })

  it('offers private start times every 30 minutes that fit the blocks', async () => {
    const two = await getSlots('private-photo-tour', {
      sku: 'sku-photo',
      date: day(1),
      blocks: 3,
      quantity: 2,
    })
    expect(two[0]).toMatchObject({
      startTime: '07:00',
      endTime: '10:00',
      price: { amount: 3 * 2 * 2500 },
    })
    expect(two.at(-1)).toMatchObject({ startTime: '17:00', endTime: '20:00' })
    const error = await failure(
      getSlots('private-photo-tour', { sku: 'sku-photo', date: day(1), blocks: 9 }),
    )
    expect(Object.keys(error.fieldErrors)).toEqual(['blocks'])
  })
})

describe('listings over time and languages', () => {
  it('resolves texts by Accept-Language, falling back to de', async () => {
    setApiLocale('fr')
    expect((await getListing('gift-voucher')).title).toBe('Bon cadeau')
    setApiLocale('en')
    expect((await getListing('gift-voucher')).title).toBe('Gift voucher')
    setApiLocale('it')
    expect((await getListing('gift-voucher')).title).toBe('Geschenkgutschein')
  })

  it('gives time statuses and hints relative to the session clock', async () => {
    const { data } = await getListings({ perPage: 48 })
    const by = (slug: string) => data.find((l) => l.slug === slug)!
    expect(by('climbing-course-beginners').timeStatus).toBe('ONGOING')
    expect(by('snowshoe-evening-fondue')).toMatchObject({
      timeStatus: 'IN_PAST',
      availabilityHint: { status: 'NONE' },
    })
    expect(by('sup-sunset-tour').availabilityHint.status).toBe('SOLD_OUT')
    expect(by('swiss-army-knife-edition').availabilityHint).toEqual({
      status: 'STOCK_LOW',
      amountLeft: 3,
    })
    expect(by('sunrise-balloon-ride')).toMatchObject({
      bookingMode: 'REQUEST',
      availabilityHint: { status: 'UPON_REQUEST' },
    })
    expect(data.at(-1)?.slug).toBe('snowshoe-evening-fondue')
  })

  it('filters by date: only listings bookable that day', async () => {
    const monday = await getListings({ date: '2026-07-13', perPage: 48 })
    const slugs = monday.data.map((l) => l.slug)
    expect(slugs).toContain('paragliding-tandem-flight')
    expect(slugs).not.toContain('canyoning-saxetbach')
    expect(slugs).not.toContain('gift-voucher')
  })
})
