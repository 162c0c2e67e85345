import { describe, it, expect } from 'vitest'
import {
  formatDateTime,
  formatLocalDate,
  formatMoney,
  formatTime,
  formatWhen,
  todayInShop,
} from './'

describe('format', () => {
  it('money in minor units, Swiss style', () => {
    expect(formatMoney({ amount: 4900, currency: 'CHF' }, 'de')).toMatch(/CHF\s?49\.00/)
    expect(formatMoney({ amount: 125000, currency: 'CHF' }, 'en')).toMatch(/CHF\s?1[’',]250\.00/)
  })

  it('money in minor units, Swiss style per language', () => {
    // Intl separates with no-break spaces; compare them as plain spaces.
    const plain = (text: string) => text.replace(/\s/g, ' ')
    expect(plain(formatMoney({ amount: 31700, currency: 'CHF' }, 'en'))).toBe('CHF 317.00')
    expect(plain(formatMoney({ amount: 41700, currency: 'CHF' }, 'de'))).toBe('CHF 417.00')
    expect(plain(formatMoney({ amount: 31750, currency: 'CHF' }, 'fr'))).toMatch(
      /^317[.,]50\s?CHF$/,
    )
  })

  it('instants are shown in Zurich time whatever the process time zone', () => {
    // 07:00 UTC in summer is 09:00 in Zurich; in winter 08:00.
    expect(formatTime('2026-07-01T07:00:00Z', 'de')).toBe('09:00')
    expect(formatTime('2026-01-15T07:00:00Z', 'de')).toBe('08:00')
    expect(formatDateTime('2026-07-01T09:00:00+02:00', 'en', { dateStyle: 'medium' })).toMatch(
      /1 Jul 2026|Jul 1, 2026/,
    )
  })

  it('local dates do not shift', () => {
    expect(formatLocalDate('2026-03-29', 'de', { day: 'numeric', month: 'numeric' })).toBe('29.3.')
  })

  it('when an item takes place: times in the shop zone whatever the offset of the answer', () => {
    const item = { start: '2026-12-03T12:30:00Z', end: '2026-12-03T16:30:00Z' }
    expect(formatWhen(item, 'en', 'Europe/Zurich')).toBe('Thursday, 3 December 2026, 13:30–17:30')
    expect(formatWhen(item, 'de', 'Europe/Zurich')).toMatch(/^Donnerstag, 3\. Dezember 2026, 13:30/)
  })

  it('when an item takes place: a calendar day is never shifted by a time zone', () => {
    expect(formatWhen({ date: '2026-12-03' }, 'en', 'Pacific/Honolulu')).toBe(
      'Thursday, 3 December 2026',
    )
    expect(formatWhen({}, 'en', 'Europe/Zurich')).toBeUndefined()
  })

  it('French dates have no comma after the weekday', () => {
    expect(
      formatLocalDate('2026-12-05', 'fr', { weekday: 'long', day: 'numeric', month: 'long' }),
    ).toBe('samedi 5 décembre')
    expect(formatWhen({ date: '2026-12-05' }, 'fr')).toBe('samedi 5 décembre 2026')
    expect(formatDateTime('2026-12-05T08:00:00Z', 'fr')).toMatch(/^samedi 5 décembre 2026/)
  })

  it('today in the shop zone', () => {
    // 23:30 UTC on 31 Dec is already 1 Jan in Zurich.
    expect(todayInShop(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01')
  })
})
