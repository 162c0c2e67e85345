import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { checkoutSearchSchema, firstOpenStep, resolveStep } from './steps'

const steps = (configuration: [boolean, boolean], contact: boolean) => ({
  steps: [
    { id: 'configuration' as const, applicable: configuration[0], completed: configuration[1] },
    { id: 'contact' as const, applicable: true, completed: contact },
    { id: 'payment' as const, applicable: true, completed: false },
  ],
})

describe('checkout steps', () => {
  it('reads ?step= leniently', () => {
    expect(v.parse(checkoutSearchSchema, { step: 'contact' })).toEqual({ step: 'contact' })
    expect(v.parse(checkoutSearchSchema, { step: 'nonsense' })).toEqual({ step: undefined })
    expect(v.parse(checkoutSearchSchema, { step: 3 })).toEqual({ step: undefined })
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
})
