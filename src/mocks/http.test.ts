// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { server as mswServer } from './node'
import { handleMockRequest } from './http'
import { resetMockDb } from './db/session'

/**
 * The same handlers over real HTTP, as the dev and preview servers (and Playwright) use them:
 * cookies, CSRF, sessions, test controls and the provider's redirect travel through Node's
 * HTTP stack here, not through MSW's interception.
 */
let http: Server
let base = ''

beforeAll(async () => {
  // The Vitest setup intercepts every request; this file talks to a real socket instead.
  mswServer.close()
  resetMockDb()
  http = createServer((req, res) => {
    void handleMockRequest(req, res, () => {
      res.statusCode = 404
      res.end('not a mock path')
    })
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())))

/** A tiny browser: keeps cookies, sends the CSRF header on mutating calls. */
function browser(session?: string) {
  const jar = new Map<string, string>()
  if (session) jar.set('mock-session', session)
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  return async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers)
    headers.set('cookie', cookieHeader())
    const token = jar.get('XSRF-TOKEN')
    if (token && init.method && init.method !== 'GET') headers.set('X-XSRF-TOKEN', token)
    if (init.json !== undefined) headers.set('content-type', 'application/json')
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      redirect: 'manual',
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const [key, ...value] = (pair ?? '').split('=')
      if (key) jar.set(key, value.join('='))
    }
    return response
  }
}

describe('mock backend over real HTTP', () => {
  it('a network-error fault drops the connection instead of answering', async () => {
    const go = browser('network-fault')
    await go('/api/__mock/faults', {
      method: 'POST',
      json: { path: '/api/webshop/v1/listings', status: 0, times: 1 },
    })
    await expect(go('/api/webshop/v1/listings')).rejects.toThrow()
    expect((await go('/api/webshop/v1/listings')).status).toBe(200)
  })

  it('serves listings and answers 404 JSON for unknown API paths', async () => {
    const go = browser()
    const list = await go('/api/webshop/v1/listings?tags=water&tags=air', {
      headers: { 'accept-language': 'en' },
    })
    expect(list.status).toBe(200)
    const body = (await list.json()) as { data: Array<{ title: string; tags: string[] }> }
    expect(body.data.length).toBeGreaterThan(2)
    expect(body.data.every((l) => l.tags.includes('water') || l.tags.includes('air'))).toBe(true)
    const missing = await go('/api/webshop/v1/nothing')
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' })
  })

  it('needs the CSRF cookie and header for mutations', async () => {
    const go = browser()
    expect((await go('/api/webshop/v1/carts', { method: 'POST' })).status).toBe(419)
    await go('/sanctum/csrf-cookie')
    expect((await go('/api/webshop/v1/carts', { method: 'POST' })).status).toBe(201)
  })

  it('keeps sessions apart and resets, moves the clock and injects faults per session', async () => {
    const a = browser('worker-a')
    const b = browser('worker-b')
    await a('/sanctum/csrf-cookie')
    await b('/sanctum/csrf-cookie')
    const cart = (await (await a('/api/webshop/v1/carts', { method: 'POST' })).json()) as {
      data: { id: string }
    }
    expect((await a(`/api/webshop/v1/carts/${cart.data.id}`)).status).toBe(200)
    expect((await b(`/api/webshop/v1/carts/${cart.data.id}`)).status).toBe(404)

    await a('/api/__mock/clock', { method: 'POST', json: { advanceMinutes: 16 } })
    const expired = (await (await a(`/api/webshop/v1/carts/${cart.data.id}`)).json()) as {
      data: { status: string }
    }
    expect(expired.data.status).toBe('EXPIRED')

    await a('/api/__mock/faults', {
      method: 'POST',
      json: { path: '/api/webshop/v1/listings', status: 503, times: 1 },
    })
    expect((await a('/api/webshop/v1/listings')).status).toBe(503)
    expect((await a('/api/webshop/v1/listings')).status).toBe(200)
    expect((await b('/api/webshop/v1/listings')).status).toBe(200)

    await a('/api/__mock/reset', { method: 'POST' })
    expect((await a(`/api/webshop/v1/carts/${cart.data.id}`)).status).toBe(404)
  })

  it('creates a session with its cookie', async () => {
    const go = browser()
    const answer = await go('/api/__mock/session', { method: 'POST' })
    const { data } = (await answer.json()) as { data: { session: string } }
    expect(answer.headers.getSetCookie()[0]).toContain(`mock-session=${data.session}`)
    const state = (await (await go('/api/__mock/state')).json()) as { data: { session: string } }
    expect(state.data.session).toBe(data.session)
  })

  it('runs the payment round trip through the provider page with a 303 back to the shop', async () => {
    const go = browser('payer')
    await go('/sanctum/csrf-cookie')
    const started = await go('/api/webshop/v1/payment-links/pl-payable/payments', {
      method: 'POST',
      json: { returnUrl: `${base}/en/aftersales/payment/pl-payable` },
      headers: { origin: base, 'accept-language': 'fr' },
    })
    expect(started.status).toBe(201)
    const { data } = (await started.json()) as {
      data: { next: { url: string }; payment: { id: string } }
    }
    // The page speaks the shop language the payment started in, whatever the browser says.
    const page = await go(data.next.url, { headers: { 'accept-language': 'de' } })
    const html = await page.text()
    expect(html).toContain('<html lang="fr">')
    expect(html).toContain('<main>')
    expect(html).toMatch(/<h1>Paiement de test<\/h1>/)
    expect(html).toMatch(/317[.,]00/)
    const pay = await go(`${data.next.url}/pay`, { method: 'POST' })
    expect(pay.status).toBe(303)
    expect(pay.headers.get('location')).toBe(
      `${base}/en/aftersales/payment/pl-payable?payment=${data.payment.id}&result=success`,
    )
    const link = (await (await go('/api/webshop/v1/payment-links/pl-payable')).json()) as {
      data: { state: string }
    }
    expect(link.data.state).toBe('PAID')
  })

  it('leaves other paths to Vite', async () => {
    expect((await fetch(`${base}/de/listing/x`)).status).toBe(404)
  })
})
