import { beforeEach, describe, expect, it } from 'vitest'
import { setApiLocale } from '@/lib/api-client'
import { failure } from '@/testing/api-failure'
import { mockClock, resetMockDb } from '@/mocks/db/session'
import { getAvailability } from './availability/api'
import { getListings } from './listings/api'

/** Tuesday 7 July 2026, 10:00 in Zurich (CEST). */
const NOW = '2026-07-07T08:00:00Z'

beforeEach(() => {
  resetMockDb()
  mockClock.set(NOW)
  setApiLocale('en')
})

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
