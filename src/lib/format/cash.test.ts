import { describe, it, expect } from 'vitest'
import { cashRounded, formatRate } from './cash'

describe('cashRounded (Swiss cash rounding to 5 Rappen)', () => {
  const chf = (amount: number) => ({ amount, currency: 'CHF' })
  it.each([
    [1232, 1230], // x.x2 down
    [1233, 1235], // x.x3 up
    [1237, 1235], // x.x7 down
    [1238, 1240], // x.x8 up to the next ten
    [1230, 1230],
    [1235, 1235],
    [1299, 1300],
    [1, 0],
    [3, 5],
    [0, 0],
  ])('CHF %i Rappen → %i', (amount, rounded) => {
    expect(cashRounded(chf(amount))).toEqual(chf(rounded))
  })

  it('rounds a negative amount (a credit) the same way, and leaves EUR exact', () => {
    expect(cashRounded(chf(-1233))).toEqual(chf(-1235))
    expect(cashRounded(chf(-1232))).toEqual(chf(-1230))
    expect(cashRounded(chf(-2)).amount).toBe(0)
    expect(Object.is(cashRounded(chf(-2)).amount, -0)).toBe(false)
    expect(cashRounded({ amount: 1233, currency: 'EUR' })).toEqual({
      amount: 1233,
      currency: 'EUR',
    })
  })
})

describe('formatRate', () => {
  it('a VAT rate with its decimal in the language’s style', () => {
    expect(formatRate(8.1, 'en')).toBe('8.1%')
    expect(formatRate(8.1, 'de')).toBe('8.1%')
    // French: a narrow no-break space before the sign.
    expect(formatRate(2.6, 'fr')).toBe('2,6\u202f%')
  })
})
