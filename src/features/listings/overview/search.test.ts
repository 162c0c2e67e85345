import { describe, it, expect } from 'vitest'
import { alpenblickShop } from '@/mocks/data/shops'
import { filtersFromSearch, hasActiveFilters, parseOverviewSearch } from './search'

describe('overview search params', () => {
  it('keeps valid filters and drops malformed ones', () => {
    expect(
      parseOverviewSearch({
        q: 123,
        type: 'VOUCHER',
        date: '2026-13-40',
        tags: 'water,air',
        audience: 'families',
        page: 2,
        evil: '<script>',
        'bad key': 'x',
      }),
    ).toEqual({ q: '123', type: 'VOUCHER', tags: 'water,air', audience: 'families', page: '2' })
    expect(parseOverviewSearch({ type: 'NOPE', page: 0, q: '  ' })).toEqual({})
  })

  it('maps the search to API filters by the shop configuration', () => {
    const filters = filtersFromSearch(
      {
        q: 'kayak',
        type: 'ACTIVITY',
        tags: 'water,unknown,families',
        audience: 'families',
        date: '2026-12-01',
      },
      alpenblickShop,
    )
    expect(filters).toEqual({
      q: 'kayak',
      type: 'ACTIVITY',
      tags: ['water'],
      extraTags: { audience: ['families'] },
      date: '2026-12-01',
    })
  })

  it('knows when filters are active', () => {
    expect(hasActiveFilters({ page: '2' }, alpenblickShop)).toBe(false)
    expect(hasActiveFilters({ audience: 'groups' }, alpenblickShop)).toBe(true)
  })

  it('takes a page size of 1 to 24 (the search widget’s data-limit) as the API’s perPage', () => {
    expect(parseOverviewSearch({ limit: 3 })).toEqual({ limit: '3' })
    expect(parseOverviewSearch({ limit: '25' })).toEqual({})
    expect(parseOverviewSearch({ limit: '0' })).toEqual({})
    expect(filtersFromSearch({ limit: '3', page: '2' }, alpenblickShop)).toMatchObject({
      perPage: 3,
      page: 2,
    })
  })

  it('takes a party size of 1 to 50 as the API’s people (#12)', () => {
    expect(parseOverviewSearch({ people: 5 })).toEqual({ people: '5' })
    expect(parseOverviewSearch({ people: '51' })).toEqual({})
    expect(parseOverviewSearch({ people: '0' })).toEqual({})
    expect(parseOverviewSearch({ people: 'x' })).toEqual({})
    expect(filtersFromSearch({ people: '5' }, alpenblickShop)).toMatchObject({ people: 5 })
  })
})
