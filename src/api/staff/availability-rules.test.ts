import { describe, expect, it } from 'vitest'
import { contradictionOf, inPattern } from './availability-rules'

describe('contradictionOf', () => {
  it('finds a half day that says the opposite of the whole day, and the reverse', () => {
    expect(contradictionOf({ AM: 'UNAVAILABLE' }, 'DAY', 'AVAILABLE')).toBe('AM')
    expect(contradictionOf({ PM: 'AVAILABLE' }, 'DAY', 'UNAVAILABLE')).toBe('PM')
    expect(contradictionOf({ DAY: 'AVAILABLE' }, 'PM', 'UNAVAILABLE')).toBe('DAY')
  })

  it('lets reservations, clearing and agreeing values through', () => {
    expect(contradictionOf({ AM: 'UNAVAILABLE' }, 'DAY', 'MAYBE')).toBeUndefined()
    expect(contradictionOf({ DAY: 'AVAILABLE' }, 'AM', 'UNKNOWN')).toBeUndefined()
    expect(contradictionOf({ DAY: 'MAYBE', AM: 'UNAVAILABLE' }, 'PM', 'AVAILABLE')).toBeUndefined()
    expect(contradictionOf({ DAY: 'AVAILABLE' }, 'AM', 'AVAILABLE')).toBeUndefined()
    expect(contradictionOf({ AM: 'UNAVAILABLE' }, 'PM', 'AVAILABLE')).toBeUndefined()
  })
})

it('inPattern takes every weekday without a pattern', () => {
  expect(inPattern(undefined, 3)).toBe(true)
  expect(inPattern([0, 6], 3)).toBe(false)
  expect(inPattern([0, 6], 6)).toBe(true)
})
