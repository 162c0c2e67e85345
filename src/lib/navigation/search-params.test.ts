import { describe, expect, it } from 'vitest'
import { parseOverviewSearch } from '@/features/listings/overview/search'
import { parseBookingSearch } from '@/features/booking/search'
import { parseSearch, stringifySearch } from './search-params'

describe('search in the address bar', () => {
  it('writes filters as plain text, not JSON in quotes', () => {
    expect(stringifySearch({ people: '5', page: '2', tags: 'water,air', q: undefined })).toBe(
      '?people=5&page=2&tags=water%2Cair',
    )
    expect(stringifySearch({ blocks: 3, reset: true })).toBe('?blocks=3&reset=true')
    expect(stringifySearch({})).toBe('')
  })

  it('reads back what it wrote to the same filters, and the quoted links shared before', () => {
    const written = stringifySearch({ people: '5', page: '2', q: 'Kajak 2er' })
    expect(parseOverviewSearch(parseSearch(written))).toEqual({
      people: '5',
      page: '2',
      q: 'Kajak 2er',
    })
    expect(parseOverviewSearch(parseSearch('?people=%225%22&page=%222%22'))).toEqual({
      people: '5',
      page: '2',
    })
    expect(parseBookingSearch(parseSearch(stringifySearch({ blocks: 3 }))).blocks).toBe(3)
  })

  it('gives back a search typed in quotes with its quotes', () => {
    const written = stringifySearch({ q: '"Kajak Tour"' })
    expect(parseOverviewSearch(parseSearch(written))).toEqual({ q: '"Kajak Tour"' })
  })

  it('keeps a text that only looks like JSON as the text it is', () => {
    expect(parseSearch('?q=null&x=%5B1%5D&y=%7B%7D')).toEqual({ q: 'null', x: '[1]', y: '{}' })
  })
})
