import { describe, it, expect, vi } from 'vitest'
import { hasForbiddenProtocol, resolveSafeTarget, safeNavigate } from './'

const origin = 'https://shop.example.ch'

describe('navigation helper', () => {
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    '  javascript:alert(1)',
    '\njavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\u0000script:alert(1)',
    'javascript&colon;alert(1)',
    'javascript&#58;alert(1)',
    'javascript&#x3A;alert(1)',
    '&#106;avascript:alert(1)',
    'javascript%3Aalert(1)',
    '%6Aavascript:alert(1)',
    '%256Aavascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    ' DaTa:text/html;base64,PHNjcmlwdD4=',
    'blob:https://shop.example.ch/1234',
    'vbscript:msgbox(1)',
    'VbScRiPt&#58;msgbox(1)',
  ])('always refuses %j, even when external targets are allowed', (url) => {
    expect(hasForbiddenProtocol(url)).toBe(true)
    expect(resolveSafeTarget(url, { origin, allowExternal: true })).toMatchObject({ ok: false })
  })

  it('accepts internal paths and same-origin URLs as paths', () => {
    expect(resolveSafeTarget('/de/imprint#x', { origin })).toEqual({
      ok: true,
      internal: true,
      href: '/de/imprint#x',
    })
    expect(resolveSafeTarget(`${origin}/fr/checkout/abc?step=payment`, { origin })).toEqual({
      ok: true,
      internal: true,
      href: '/fr/checkout/abc?step=payment',
    })
  })

  it('refuses external targets unless explicitly allowed', () => {
    expect(resolveSafeTarget('https://evil.example.com/', { origin })).toEqual({
      ok: false,
      reason: 'external',
    })
    expect(resolveSafeTarget('//evil.example.com/path', { origin })).toEqual({
      ok: false,
      reason: 'external',
    })
    expect(resolveSafeTarget('https://pay.example.com/x', { origin, allowExternal: true })).toEqual(
      {
        ok: true,
        internal: false,
        href: 'https://pay.example.com/x',
      },
    )
  })

  it('refuses other schemes and empty input', () => {
    expect(resolveSafeTarget('ftp://example.com', { origin, allowExternal: true }).ok).toBe(false)
    expect(resolveSafeTarget('   ', { origin }).ok).toBe(false)
  })

  it('safeNavigate routes internal targets through the router and external ones to assign', () => {
    const navigateInternal = vi.fn()
    const assign = vi.fn()
    expect(safeNavigate('/en', { navigateInternal, assign }, { origin })).toBe(true)
    expect(navigateInternal).toHaveBeenCalledWith('/en')
    expect(
      safeNavigate('https://psp.example.com/pay', { navigateInternal, assign }, { origin }),
    ).toBe(false)
    expect(
      safeNavigate(
        'https://psp.example.com/pay',
        { navigateInternal, assign },
        { origin, allowExternal: true },
      ),
    ).toBe(true)
    expect(assign).toHaveBeenCalledWith('https://psp.example.com/pay')
    expect(
      safeNavigate(
        'javascript:alert(1)',
        { navigateInternal, assign },
        { origin, allowExternal: true },
      ),
    ).toBe(false)
    expect(assign).toHaveBeenCalledTimes(1)
  })
})

describe('goToPaymentProvider', () => {
  it('leaves by a full page load, also for external providers, never to a dangerous scheme', async () => {
    const { goToPaymentProvider } = await import('./')
    const assign = vi.fn()
    const original = window.location
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, origin: original.origin, assign },
    })
    try {
      expect(goToPaymentProvider('/mock-payment/p-1')).toBe(true)
      expect(goToPaymentProvider('https://psp.example.com/pay/1')).toBe(true)
      expect(goToPaymentProvider('javascript:alert(1)')).toBe(false)
      expect(assign.mock.calls.map(([href]) => String(href))).toEqual([
        '/mock-payment/p-1',
        'https://psp.example.com/pay/1',
      ])
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original })
    }
  })
})
