import { describe, expect, it } from 'vitest'
import { isWellFormedToken } from '@/lib/navigation/token'
import { parsePaymentLinkSearch } from './search'

describe('payment link search', () => {
  it("reads the provider's return parameters, numbers as text", () => {
    expect(parsePaymentLinkSearch({ payment: 'pay_1', result: 'success' })).toEqual({
      payment: 'pay_1',
      result: 'success',
    })
    expect(parsePaymentLinkSearch({ payment: 42 })).toEqual({ payment: '42', result: undefined })
  })

  it('drops anything malformed instead of failing the page', () => {
    expect(parsePaymentLinkSearch({ payment: ['a'], result: { b: 1 } })).toEqual({
      payment: undefined,
      result: undefined,
    })
    expect(parsePaymentLinkSearch({ payment: Number.NaN, result: null })).toEqual({
      payment: undefined,
      result: undefined,
    })
  })

  it('accepts only short URL-safe tokens', () => {
    expect(isWellFormedToken('pl_AbC-123')).toBe(true)
    expect(isWellFormedToken('')).toBe(false)
    expect(isWellFormedToken('a/b')).toBe(false)
    expect(isWellFormedToken('x'.repeat(129))).toBe(false)
  })
})
