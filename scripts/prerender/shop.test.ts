// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { server } from '@/mocks/node'
import { DEMO_SLUGS } from '@/testing/mock-db'
import { RATE_LIMIT_RETRIES, readShop, retryDelayMs } from './shop'

describe('the prerender reading the API', () => {
  it("waits out the API's rate limit and reads on", async () => {
    let refused = 0
    server.use(
      http.get('http://localhost/api/webshop/v1/listings/:slug', () => {
        if (refused >= 2) return undefined
        refused++
        return HttpResponse.json(
          { message: 'Too Many Attempts.' },
          { status: 429, headers: { 'Retry-After': '0' } },
        )
      }),
    )
    const shop = await readShop('http://localhost')
    expect(refused).toBe(2)
    const listing = shop.listings.get(DEMO_SLUGS.groupActivity)
    expect([...listing!.keys()].sort()).toEqual(['de', 'en', 'fr'])
  })

  it('gives up when the limit does not end', async () => {
    let refused = 0
    server.use(
      http.get('http://localhost/api/webshop/v1/config', () => {
        refused++
        return HttpResponse.json({}, { status: 429, headers: { 'Retry-After': '0' } })
      }),
    )
    await expect(readShop('http://localhost')).rejects.toThrow(/config answered 429/)
    expect(refused).toBe(RATE_LIMIT_RETRIES + 1)
  })

  it('waits as Retry-After says, in seconds or until a date, and at most about a minute', () => {
    const now = Date.parse('2026-11-29T10:00:00Z')
    expect(retryDelayMs('3', 0, now)).toBe(3000)
    expect(retryDelayMs('Sun, 29 Nov 2026 10:00:10 GMT', 0, now)).toBe(10_000)
    expect(retryDelayMs(null, 2, now)).toBe(4000)
    expect(retryDelayMs('3600', 0, now)).toBe(65_000)
  })
})
