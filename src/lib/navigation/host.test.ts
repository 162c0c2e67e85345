import { describe, it, expect } from 'vitest'
import { isValidHost } from './host'

describe('host rule', () => {
  it.each([
    'localhost',
    'shop.localhost',
    '127.0.0.1',
    '192.168.1.20',
    '[::1]',
    'example.ch',
    'shop.example.ch',
  ])('accepts %s', (host) => expect(isValidHost(host, 'shops.example.ch')).toBe(true))

  it('rejects more than 3 labels', () => {
    expect(isValidHost('a.b.example.ch')).toBe(false)
    expect(isValidHost('a.b.c.localhost')).toBe(false)
  })

  it('allows 4 labels below the shared-hosting domain, and only there', () => {
    expect(isValidHost('www.shop.example.ch', 'shops.example.ch')).toBe(false)
    expect(isValidHost('alpen.shops.example.ch', 'shops.example.ch')).toBe(true)
    expect(isValidHost('www.alpen.shops.example.ch', 'shops.example.ch')).toBe(false)
    // The extra label is only for the shared domain.
    expect(isValidHost('alpen.other.example.ch', 'shops.example.ch')).toBe(false)
  })

  it('rejects empty labels', () => {
    expect(isValidHost('shop..example.ch')).toBe(false)
  })
})
