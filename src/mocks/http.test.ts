// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { server as mswServer } from './node'
import { startMockHttp, tinyBrowser } from '../testing/mock-http'
import { resetMockDb } from './db/session'

/**
 * The same handlers over real HTTP, as the dev and preview servers (and Playwright) use them:
 * cookies, CSRF, sessions, test controls and the provider's redirect travel through Node's
 * HTTP stack here, not through MSW's interception.
 */
let close: () => Promise<void>
let base = ''

beforeAll(async () => {
  // The Vitest setup intercepts every request; this file talks to a real socket instead.
  mswServer.close()
  resetMockDb()

  const started = await startMockHttp()
  base = started.base
  close = started.close
})
afterAll(() => close())

const browser = (session?: string) => tinyBrowser(base, session)

function xsrfOf(response: Response): string {
  const line = response.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='))
  return line ? line.slice('XSRF-TOKEN='.length, line.indexOf(';')) : ''
}

/** The session id a tiny browser holds (its jar is private: ask the csrf-cookie answer). */
async function sessionIdOf(go: ReturnType<typeof browser>): Promise<string> {
  const line = (await go('/sanctum/csrf-cookie')).headers
    .getSetCookie()
    .find((c) => c.startsWith('webshop_session='))
  return line ? line.slice('webshop_session='.length, line.indexOf(';')) : ''
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

  it('compresses JSON answers for a client that accepts gzip, as the deploy recipe does', async () => {
    const ask = (encoding: string) =>
      fetch(`${base}/api/webshop/v1/config`, {
        headers: { 'accept-encoding': encoding, accept: 'application/json' },
      })
    const gzipped = await ask('gzip, deflate, br')
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped.headers.get('vary')).toMatch(/Accept-Encoding/)
    const plain = await ask('identity')
    expect(plain.headers.get('content-encoding')).toBeNull()
    // The same answer either way (fetch decodes the gzip body).
    expect(await gzipped.json()).toEqual(await plain.json())
    // A picture is sent as it is.
    const picture = await fetch(`${base}/api/media/v1/media/default.jpg?width=64`, {
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(picture.headers.get('content-encoding')).toBeNull()
  })

  it('the public API is stateless: a cart without any cookie, CSRF header or session', async () => {
    const answer = await fetch(`${base}/api/webshop/v1/carts`, { method: 'POST' })
    expect(answer.status).toBe(201)
    expect(answer.headers.getSetCookie()).toEqual([])
    const { data } = (await answer.json()) as { data: { id: string } }
    // The id is the credential: 130 random bits after the prefix.
    expect(data.id).toMatch(/^crt_[a-z2-9]{26}$/)
    const item = await fetch(`${base}/api/webshop/v1/carts/${data.id}`)
    expect(item.status).toBe(200)
  })

  describe('session routes, strict like Laravel', () => {
    const signIn = { email: 'staff@alpenblick.example', password: 'alpenblick-staff' }
    const post = (go: ReturnType<typeof browser>, json: unknown = signIn) =>
      go('/api/staff/v1/session', { method: 'POST', json })

    it('finds the session only by its cookie and checks the token against it', async () => {
      const go = browser()
      const csrf = await go('/sanctum/csrf-cookie')
      expect(csrf.status).toBe(204)
      const cookies = csrf.headers.getSetCookie()
      expect(cookies.find((c) => c.startsWith('webshop_session='))).toMatch(/HttpOnly/)
      const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!
      // Encrypted like Laravel's: base64 JSON {iv, value, mac}, URL-encoded in the cookie.
      const raw = xsrf.slice('XSRF-TOKEN='.length, xsrf.indexOf(';'))
      const sealed = JSON.parse(atob(decodeURIComponent(raw))) as Record<string, unknown>
      expect(Object.keys(sealed)).toEqual(['iv', 'value', 'mac'])
      expect(encodeURIComponent(decodeURIComponent(raw))).toBe(raw)
      const bad = await post(go, { ...signIn, password: 'wrong' })
      expect(bad.status).toBe(422)
      expect(await bad.json()).toEqual({
        message: 'Diese Zugangsdaten stimmen nicht mit unseren Daten überein.',
        errors: { email: ['Diese Zugangsdaten stimmen nicht mit unseren Daten überein.'] },
      })

      // The same token without the session cookie (a frame whose cookies are blocked): 419.
      const token = decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length, xsrf.indexOf(';')))
      const cookieless = await fetch(`${base}/api/staff/v1/session`, {
        method: 'POST',
        headers: { 'x-xsrf-token': token, 'content-type': 'application/json' },
        body: JSON.stringify(signIn),
      })
      expect(cookieless.status).toBe(419)
      expect(await cookieless.json()).toEqual({ message: 'CSRF token mismatch.' })

      // Another session's token: 419 too.
      const other = browser()
      await other('/sanctum/csrf-cookie')
      const crossed = await fetch(`${base}/api/staff/v1/session`, {
        method: 'POST',
        headers: {
          cookie: `webshop_session=${await sessionIdOf(other)}`,
          'x-xsrf-token': token,
          'content-type': 'application/json',
        },
        body: JSON.stringify(signIn),
      })
      expect(crossed.status).toBe(419)
    })

    it('rotates the cookie value on every answer, the token on sign-in and sign-out', async () => {
      const go = browser()
      const first = await go('/sanctum/csrf-cookie')
      const firstValue = xsrfOf(first)
      const second = await go('/sanctum/csrf-cookie')
      expect(xsrfOf(second)).not.toBe(firstValue)
      // The older value still stands for the same session token.
      const stale = decodeURIComponent(firstValue)
      expect((await go('/api/staff/v1/session')).status).toBe(401)
      const signedIn = await post(go)
      expect(signedIn.status).toBe(200)
      expect(await signedIn.json()).toEqual({
        data: { user: { name: 'Anna Alpenblick', email: 'staff@alpenblick.example' } },
      })
      expect((await go('/api/staff/v1/session')).status).toBe(200)
      // After the sign-in the token before it no longer works.
      const replay = await go('/api/staff/v1/session', {
        method: 'DELETE',
        headers: { 'x-xsrf-token': stale },
      })
      expect(replay.status).toBe(419)
      expect((await go('/api/staff/v1/session', { method: 'DELETE' })).status).toBe(204)
      expect((await go('/api/staff/v1/session')).status).toBe(401)
    })
  })

  it('keeps sessions apart and resets, moves the clock and injects faults per session', async () => {
    const a = browser('worker-a')
    const b = browser('worker-b')
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
    const started = await go('/api/webshop/v1/payment-links/pl-payable/payments', {
      method: 'POST',
      json: { returnUrl: `${base}/en/aftersales/payment/pl-payable` },
      headers: { 'accept-language': 'fr' },
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
