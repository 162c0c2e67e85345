import { afterEach, describe, expect, it } from 'vitest'
import { endPayIntent, payIntentKey, payScope } from './pay-intent'

const URL_A = { returnUrl: 'http://localhost/en/aftersales/payment/pl-a' }

describe('pay intent keys', () => {
  afterEach(() => sessionStorage.clear())

  it('one intent keeps its key across clicks and reloads (sessionStorage)', () => {
    const first = payIntentKey(payScope.link('pl-a'), URL_A)
    expect(first).toMatch(/^[0-9a-f-]{32,36}$/)
    expect(payIntentKey(payScope.link('pl-a'), URL_A)).toBe(first)
    expect(sessionStorage.getItem('payment-link:pl-a:pay-intent')).toContain(first)
  })

  it('after the outcome is known the next click is a new intent', () => {
    const first = payIntentKey(payScope.link('pl-a'), URL_A)
    endPayIntent(payScope.link('pl-a'))
    const second = payIntentKey(payScope.link('pl-a'), URL_A)
    expect(second).not.toBe(first)
  })

  it('keys are per link and per request', () => {
    const a = payIntentKey(payScope.link('pl-a'), URL_A)
    expect(payIntentKey(payScope.link('pl-b'), URL_A)).not.toBe(a)
    expect(
      payIntentKey(payScope.link('pl-a'), {
        returnUrl: 'http://localhost/de/aftersales/payment/pl-a',
      }),
    ).not.toBe(a)
    // Another online method is another request (the API refuses a used key for it).
    const twint = payIntentKey(payScope.link('pl-a'), { ...URL_A, onlineMethod: 'TWINT' })
    expect(twint).not.toBe(a)
    expect(payIntentKey(payScope.link('pl-a'), { ...URL_A, onlineMethod: 'TWINT' })).toBe(twint)
  })

  it('a damaged entry is replaced', () => {
    sessionStorage.setItem('payment-link:pl-a:pay-intent', '{not json')
    expect(payIntentKey(payScope.link('pl-a'), URL_A)).toMatch(/^[0-9a-f-]{32,36}$/)
  })
})
