import { describe, expect, it } from 'vitest'
import { firstOpenStep, parseCheckoutSearch, parseSuccessSearch, resolveStep } from './steps'

const steps = (configuration: [boolean, boolean], contact: boolean) => ({
  steps: [
    { id: 'configuration' as const, applicable: configuration[0], completed: configuration[1] },
    { id: 'contact' as const, applicable: true, completed: contact },
    { id: 'payment' as const, applicable: true, completed: false },
  ],
})

describe('checkout steps', () => {
  it('reads ?step= leniently', () => {
    expect(parseCheckoutSearch({ step: 'contact' })).toEqual({ step: 'contact' })
    expect(parseCheckoutSearch({ step: 'nonsense' })).toEqual({ step: undefined })
    expect(parseCheckoutSearch({ step: 3 })).toEqual({ step: undefined })
    expect(parseCheckoutSearch({ step: ['contact'] })).toEqual({ step: undefined })
    expect(parseCheckoutSearch({})).toEqual({ step: undefined })
  })

  it("keeps the provider's hints on the success page only as short text", () => {
    expect(parseSuccessSearch({ payment: 'pay_1', result: 'success' })).toEqual({
      payment: 'pay_1',
      result: 'success',
    })
    expect(parseSuccessSearch({ payment: 'x'.repeat(129), result: { a: 1 } })).toEqual({
      payment: undefined,
      result: undefined,
    })
    expect(parseSuccessSearch({ payment: 'x'.repeat(128) }).payment).toHaveLength(128)
    // The router reads a number-like id as a number: it is the same hint.
    expect(parseSuccessSearch({ payment: 12345 }).payment).toBe('12345')
  })

  it('starts at the first open step', () => {
    expect(firstOpenStep(steps([true, false], false))).toBe('configuration')
    expect(firstOpenStep(steps([false, false], false))).toBe('contact')
    expect(firstOpenStep(steps([true, true], true))).toBe('payment')
  })

  it('never skips ahead of an open step, but always allows going back', () => {
    const open = steps([true, false], false)
    expect(resolveStep(open, 'payment')).toBe('configuration')
    expect(resolveStep(open, 'contact')).toBe('configuration')
    const done = steps([true, true], true)
    expect(resolveStep(done, 'configuration')).toBe('configuration')
    expect(resolveStep(done, 'payment')).toBe('payment')
    expect(resolveStep(done, undefined)).toBe('payment')
  })

  it('opens on the configuration when an item offers something to choose, even with nothing missing', () => {
    const done = steps([true, true], false)
    const withExtras = {
      steps: done.steps.map((s) => (s.id === 'configuration' ? { ...s, offersChoices: true } : s)),
    }
    expect(resolveStep(done, undefined)).toBe('contact')
    expect(resolveStep(withExtras, undefined)).toBe('configuration')
    // Passed once, the visitor moves on freely.
    expect(resolveStep(withExtras, 'contact')).toBe('contact')
  })
})
