import { describe, it, expect, vi, afterEach } from 'vitest'
import { reportError, resetErrorReporting, scrubSecrets } from './error-reporting'

const sentry = vi.hoisted(() => ({ init: vi.fn(), captureException: vi.fn() }))
vi.mock('@sentry/react', () => sentry)

describe('error reporting', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    resetErrorReporting()
    sentry.init.mockClear()
    sentry.captureException.mockClear()
  })

  it('stays off without a DSN: Sentry is never loaded', async () => {
    vi.stubEnv('VITE_SENTRY_DSN', '')
    expect(await reportError(new Error('x'))).toBe(false)
    expect(sentry.init).not.toHaveBeenCalled()
  })

  it('with a DSN, initialises once and reports with the request id', async () => {
    vi.stubEnv('VITE_SENTRY_DSN', 'https://key@sentry.example/1')
    const error = new Error('boom')
    expect(
      await reportError(error, { requestId: 'req-1', url: '/api/webshop/v1/orders/tok-123' }),
    ).toBe(true)
    await reportError(new Error('again'))
    expect(sentry.init).toHaveBeenCalledTimes(1)
    expect(sentry.captureException).toHaveBeenCalledWith(error, {
      tags: { request_id: 'req-1' },
      extra: { requestId: 'req-1', url: '/api/webshop/v1/orders/[redacted]' },
    })
  })

  it('scrubs tokens and cart ids from anything sent', () => {
    expect(scrubSecrets('GET /api/webshop/v1/payment-links/pl-secret-1 failed')).toBe(
      'GET /api/webshop/v1/payment-links/[redacted] failed',
    )
    expect(scrubSecrets('https://shop.ch/de/aftersales/payment/abc?x=1')).toBe(
      'https://shop.ch/de/aftersales/payment/[redacted]?x=1',
    )
    expect(scrubSecrets('/fr/checkout/c-123/success')).toBe('/fr/checkout/[redacted]/success')
    expect(scrubSecrets('/api/webshop/v1/carts/c-9/items')).toBe(
      '/api/webshop/v1/carts/[redacted]/items',
    )
  })
})
