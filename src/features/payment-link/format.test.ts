import { describe, expect, it } from 'vitest'
import { formatMoney as formatRaw, formatWhen } from './format'

// Intl separates with no-break spaces; compare them as plain spaces.
const formatMoney = (...args: Parameters<typeof formatRaw>) =>
  formatRaw(...args).replace(/\s/g, ' ')

describe('payment link formatting', () => {
  it('money in minor units, Swiss style per language', () => {
    expect(formatMoney({ amount: 31700, currency: 'CHF' }, 'en')).toBe('CHF 317.00')
    expect(formatMoney({ amount: 41700, currency: 'CHF' }, 'de')).toBe('CHF 417.00')
    expect(formatMoney({ amount: 31750, currency: 'CHF' }, 'fr')).toMatch(/^317[.,]50\s?CHF$/)
  })

  it('times in the shop zone whatever the offset of the answer', () => {
    const item = { start: '2026-12-03T12:30:00Z', end: '2026-12-03T16:30:00Z' }
    expect(formatWhen(item, 'en', 'Europe/Zurich')).toBe('Thursday, 3 December 2026, 13:30–17:30')
    expect(formatWhen(item, 'de', 'Europe/Zurich')).toMatch(/^Donnerstag, 3\. Dezember 2026, 13:30/)
  })

  it('a calendar day is never shifted by a time zone', () => {
    expect(formatWhen({ date: '2026-12-03' }, 'en', 'Pacific/Honolulu')).toBe(
      'Thursday, 3 December 2026',
    )
    expect(formatWhen({}, 'en', 'Europe/Zurich')).toBeUndefined()
  })
})
