import { describe, expect, it } from 'vitest'
import { parseBookingSearch } from './search'

const empty = {
  sku: undefined,
  date: undefined,
  slot: undefined,
  blocks: undefined,
  start: undefined,
}

describe('parseBookingSearch', () => {
  it('keeps a well-formed selection', () => {
    expect(
      parseBookingSearch({
        sku: 'sku-guide',
        date: '2026-11-24',
        slot: 'sku-canyoning_2026-11-24_0830',
        blocks: 2,
        start: '09:30',
      }),
    ).toEqual({
      sku: 'sku-guide',
      date: '2026-11-24',
      slot: 'sku-canyoning_2026-11-24_0830',
      blocks: 2,
      start: '09:30',
    })
  })

  it('accepts blocks as a string and ids parsed as numbers', () => {
    expect(parseBookingSearch({ date: '2026-11-24', blocks: '3', sku: 42 })).toMatchObject({
      blocks: 3,
      sku: '42',
    })
  })

  it('drops each malformed value on its own and keeps the rest', () => {
    expect(
      parseBookingSearch({
        sku: '<script>',
        date: '2026-11-24',
        slot: 'a b',
        blocks: 0,
        start: '25:00',
      }),
    ).toEqual({ ...empty, date: '2026-11-24' })
    expect(parseBookingSearch({ blocks: 2.5, date: '2026-11-24' }).blocks).toBeUndefined()
    expect(parseBookingSearch({ blocks: 'abc', date: '2026-11-24' }).blocks).toBeUndefined()
    expect(parseBookingSearch({ sku: ['a', 'b'] }).sku).toBeUndefined()
  })

  it('refuses dates that do not exist', () => {
    for (const date of ['2026-13-45', '2026-02-30', '26-11-24', '2026-11-24T10:00', '']) {
      expect(parseBookingSearch({ date }).date, date).toBeUndefined()
    }
    expect(parseBookingSearch({ date: '2028-02-29' }).date).toBe('2028-02-29')
  })

  it('drops a slot or start time without a date', () => {
    expect(parseBookingSearch({ slot: 'sku-x_2026-11-24_0830', start: '09:30' })).toEqual(empty)
  })

  it('sets every key, so the router cannot fall back to the raw value', () => {
    expect(Object.keys(parseBookingSearch({ date: 'nope' })).sort()).toEqual(
      ['blocks', 'date', 'party', 'people', 'sku', 'slot', 'start'].sort(),
    )
  })

  it("takes the overview's head count of 1 to 50 people, as the router parses it", () => {
    expect(parseBookingSearch({ people: 5 }).people).toBe(5)
    expect(parseBookingSearch({ people: '12' }).people).toBe(12)
    expect(parseBookingSearch({ people: 0 }).people).toBeUndefined()
    expect(parseBookingSearch({ people: 51 }).people).toBeUndefined()
    expect(parseBookingSearch({ people: 'five' }).people).toBeUndefined()
  })
})
