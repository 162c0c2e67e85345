import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/http'
import { resetMockDb } from '@/mocks/db/session'
import { getListing, getListings } from './api'

beforeEach(() => resetMockDb())

describe('GET listings', () => {
  it('answers summaries with meta, parsed by the schema', async () => {
    const answer = await getListings()
    expect(answer.meta.total).toBeGreaterThanOrEqual(12)
    expect(answer.data[0]?.title).toBeTruthy()
    const statuses = new Set(answer.data.map((l) => l.availabilityHint.status))
    expect(statuses).toEqual(
      new Set(['AVAILABLE', 'STOCK_LOW', 'SOLD_OUT', 'UPON_REQUEST', 'NONE']),
    )
    const types = new Set(answer.data.flatMap((l) => l.skuTypes))
    expect(types.size).toBe(5)
    expect(new Set(answer.data.map((l) => l.timeStatus))).toEqual(
      new Set(['IN_FUTURE', 'ONGOING', 'IN_PAST']),
    )
  })

  it('filters by tags (any-of), audience, type and text', async () => {
    const water = await getListings({ tags: ['water', 'air'] })
    expect(water.data.every((l) => l.tags.includes('water') || l.tags.includes('air'))).toBe(true)
    const families = await getListings({ extraTags: { audience: ['families'] } })
    expect(families.data.length).toBeGreaterThan(0)
    expect(families.data.every((l) => l.tags.includes('families'))).toBe(true)
    const vouchers = await getListings({ type: 'VOUCHER' })
    expect(vouchers.data.map((l) => l.slug)).toEqual(['gift-voucher'])
    const search = await getListings({ q: 'kase' })
    expect(search.data.map((l) => l.slug)).toContain('cheese-making-workshop')
  })

  it('sorts by the next bookable date on request', async () => {
    const { data } = await getListings({ sort: 'date', perPage: 48 })
    const dated = data.filter(
      (l) => l.availabilityHint.nextDate && l.availabilityHint.status !== 'SOLD_OUT',
    )
    const dates = dated.map((l) => l.availabilityHint.nextDate ?? '')
    expect(dates).toEqual([...dates].sort())
    expect(data.slice(0, dated.length)).toEqual(dated)
    expect(data.at(-1)?.timeStatus).toBe('IN_PAST')
  })

  it('paginates', async () => {
    const page2 = await getListings({ perPage: 5, page: 2 })
    expect(page2.data).toHaveLength(5)
    expect(page2.meta).toMatchObject({ page: 2, perPage: 5 })
  })

  it('answers 422 with dot-path errors for a bad query', async () => {
    const error = await getListings({ type: 'BOAT' as never, perPage: 500 }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(422)
    expect(Object.keys((error as ApiError).fieldErrors).sort()).toEqual(['perPage', 'type'])
  })
})

describe('GET listings/{slug}', () => {
  it('answers a detail with skus', async () => {
    const listing = await getListing('private-mountain-guide')
    expect(listing.skus[0]?.type).toBe('PRIVATE_SERVICE_SLOT')
    expect(listing.skus[0]?.characteristics).toMatchObject({ shape: 'BLOCKS', blockMinutes: 60 })
  })

  it('answers 404 LISTING_NOT_FOUND for an unknown slug', async () => {
    const error = await getListing('nope').catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 404, code: 'LISTING_NOT_FOUND' })
  })
})
