// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { safeReturnUrl } from './return-url'

afterEach(() => {
  delete process.env.MOCK_PUBLIC_ORIGINS
  delete process.env.MOCK_SERVED_HOSTS
})

describe('the mock backend accepts return URLs on the origin the shop is served from', () => {
  it.each([
    'http://127.0.0.1:5173/de/checkout/c1/success',
    'http://localhost:6201/en/checkout/c1/success',
    'http://shop.localhost:5173/fr/checkout/c1/success',
    'http://[::1]:8080/de',
    'https://shop.alpenblick.example/de',
  ])('accepts %s by default (the address npm start prints, and its aliases)', (url) => {
    expect(safeReturnUrl(url)).toBe(new URL(url).toString())
  })

  it('accepts the address a server was opened to with HOST', () => {
    expect(safeReturnUrl('http://192.168.1.20:5173/de')).toBeNull()
    process.env.MOCK_SERVED_HOSTS = 'myhost,192.168.1.20'
    expect(safeReturnUrl('http://192.168.1.20:5173/de')).toBe('http://192.168.1.20:5173/de')
    expect(safeReturnUrl('http://myhost:5173/de')).toBe('http://myhost:5173/de')
  })

  it('takes only the configured origins once a backend team sets them', () => {
    process.env.MOCK_PUBLIC_ORIGINS = 'https://www.shop.test, https://shop.test'
    expect(safeReturnUrl('https://www.shop.test/de')).toBe('https://www.shop.test/de')
    expect(safeReturnUrl('https://shop.test/de')).toBe('https://shop.test/de')
    expect(safeReturnUrl('http://127.0.0.1:5173/de')).toBeNull()
    expect(safeReturnUrl('https://evil.shop.test/de')).toBeNull()
  })

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\t/evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example/x',
    'javascript:alert(1)',
    'http://localhost.evil.example/x',
    'http://evil.example/.localhost',
  ])('refuses %j, read as a browser reads it', (url) => {
    expect(safeReturnUrl(url)).toBeNull()
  })

  it('keeps a path as the normalised path', () => {
    expect(safeReturnUrl('/de/checkout/c1/success?x=1#top')).toBe('/de/checkout/c1/success?x=1#top')
  })
})
