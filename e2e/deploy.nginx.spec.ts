import { test, expect } from './fixtures'
import { SHOP, raw, startProductionNginx, type Answer } from './nginx-hosts'

// deploy/nginx.conf as shipped, with test ports, a throw-away certificate and an echo backend:
// what it does for hosts it does not serve, on port 80 and over TLS, and what the backend hears.
const base = Number(process.env.E2E_PORT ?? 5317) + 20
const HTTP = base
const HTTPS = base + 1

const refused = (answer: Answer) => expect('error' in answer, JSON.stringify(answer)).toBe(true)
function answered(answer: Answer) {
  if ('error' in answer) throw new Error(`no answer: ${answer.error}`)
  return answer
}

test.describe('deploy/nginx.conf: hosts, the port-80 redirect, TLS, the backend', () => {
  test.describe.configure({ mode: 'serial' })
  let stop = () => {}
  test.beforeAll(async () => {
    ;({ stop } = await startProductionNginx(HTTP, HTTPS))
  })
  test.afterAll(() => stop())

  test('a request for any other host gets no answer, on port 80 and over TLS', async () => {
    refused(await raw(HTTP, { host: 'evil.example' }))
    refused(await raw(HTTP, { host: `${SHOP}.evil.example` }))
    // TLS: no certificate is shown for another name; a forged Host after the shop's handshake
    // gets nothing either.
    refused(await raw(HTTPS, { host: 'evil.example', tls: true }))
    refused(await raw(HTTPS, { host: 'evil.example', tls: true, servername: SHOP }))
    const shop = answered(await raw(HTTPS, { host: SHOP, tls: true, path: '/de' }))
    expect(shop.status).toBe(200)
    expect(shop.body).toContain('<div id="root"')
  })

  test("port 80 redirects only the shop's own name, to that name; no version is shown", async () => {
    const redirect = answered(await raw(HTTP, { host: SHOP, path: '/fr/imprint?x=1' }))
    expect(redirect.status).toBe(301)
    expect(redirect.headers.location).toBe(`https://${SHOP}/fr/imprint?x=1`)
    expect(redirect.headers.server).toBe('nginx')
    expect(redirect.body).not.toMatch(/nginx\/\d/)
    const page = answered(await raw(HTTPS, { host: SHOP, tls: true, path: '/gone/page' }))
    expect(page.headers.server).toBe('nginx')
  })

  test("the backend hears the shop's configured name, never the visitor's Host", async () => {
    const echoed = answered(
      await raw(HTTPS, {
        host: SHOP,
        tls: true,
        path: '/api/webshop/v1/config',
        headers: { 'X-Forwarded-Host': 'evil.example' },
      }),
    )
    const heard = JSON.parse(echoed.body) as Record<string, string>
    expect(heard['x-forwarded-host']).toBe(SHOP)
    expect(heard['x-forwarded-proto']).toBe('https')
    expect(heard.host).toMatch(/^127\.0\.0\.1:\d+$/)
  })
})
