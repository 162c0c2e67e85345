import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { test, expect } from './fixtures'
import { getBytes, startCaddy, type Bytes } from './caddy-host'
import { SHOP, expectPrivacyHeaders, raw, startEcho, type Answer } from './nginx-hosts'

// deploy/Caddyfile as shipped (e2e/caddy-host.ts swaps only the site address, root, the CSP file,
// the backend and the admin endpoint) serving this build's dist/, which the preview server has
// prerendered: what the nginx project checks of deploy/nginx.conf, where both promise the same.
const PREVIEW = Number(process.env.E2E_PORT ?? 5317)
const base = PREVIEW + 10
// In front of the preview server's mock API, and in front of an echo backend.
const SITE = base
const ECHO_SITE = base + 1

const HSTS = 'max-age=31536000; includeSubDomains'
const LISTING = '/de/listing/canyoning-saxetbach'

const dist = (path: string) => readFileSync(join('dist', path))
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]

/** The body as a browser reads it. */
function decoded(answer: Bytes): Buffer {
  const encoding = answer.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(answer.body)
  if (encoding === 'gzip') return gunzipSync(answer.body)
  if (encoding) throw new Error(`unexpected Content-Encoding: ${encoding}`)
  return answer.body
}

/** This build's policy for the matcher, as build-meta/csp.caddy hands it to the Caddyfile. */
function policy(matcher: 'webshop_framed' | 'webshop_embed') {
  const text = readFileSync('build-meta/csp.caddy', 'utf8')
  const value = new RegExp(`header @${matcher} Content-Security-Policy "([^"]+)"`).exec(text)?.[1]
  if (!value) throw new Error(`build-meta/csp.caddy has no policy for @${matcher}`)
  return value
}

function answered(answer: Answer) {
  if ('error' in answer) throw new Error(`no answer: ${answer.error}`)
  return answer
}

/** What every answer of the site carries. No Server header: nginx sends a bare `nginx`. */
function expectSiteHeaders(answer: Pick<Bytes, 'headers'>, label: string) {
  const headers = answer.headers
  expect(headers['x-content-type-options'], label).toBe('nosniff')
  expect(headers['strict-transport-security'], label).toBe(HSTS)
  expect(headers['permissions-policy'], label).toMatch(
    /^accelerometer=\(\), .*, interest-cohort=\(\)$/,
  )
  expect(headers.server, label).toBeUndefined()
  return headers
}

/** A page: not cached, the policy of its path, private or public by its path. */
async function expectPage(path: string, kind: 'public' | 'private' | 'embed') {
  const answer = await getBytes(SITE, path, { 'Accept-Encoding': 'br, gzip' })
  expect(answer.status, path).toBe(200)
  const headers = expectSiteHeaders(answer, path)
  expect(headers['content-type'], path).toContain('text/html')
  expect(headers['cache-control'], path).toBe('no-cache')
  if (kind === 'embed') {
    expect(headers['content-security-policy'], path).toBe(policy('webshop_embed'))
    expect(headers['x-frame-options'], path).toBeUndefined()
  } else {
    expect(headers['content-security-policy'], path).toBe(policy('webshop_framed'))
    expect(headers['x-frame-options'], path).toBe('SAMEORIGIN')
  }
  expectPrivacyHeaders(headers, path, kind === 'private')
}

test.describe('deploy/Caddyfile: pages, headers and the backend, as deploy/nginx.conf', () => {
  test.describe.configure({ mode: 'serial' })
  const stops: (() => unknown)[] = []
  test.beforeAll(async () => {
    // The preview server prerenders into dist/ once it listens and holds the sitemap until done.
    await getBytes(PREVIEW, '/sitemap.xml')
    if (!existsSync(join('dist', LISTING, 'index.html'))) {
      throw new Error(`dist${LISTING}/index.html is missing: the preview server's prerender failed`)
    }
    // A backend that sends its own copies of the headers the site sets, as Laravel may.
    const echo = await startEcho({
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'unsafe-url',
      'Permissions-Policy': 'camera=*',
      'Content-Security-Policy': "default-src 'none'",
      'X-Robots-Tag': 'all',
      'Strict-Transport-Security': 'max-age=1',
      'X-Content-Type-Options': 'nosniff',
      Server: 'backend/1.0',
    })
    stops.push(echo.close)
    stops.push((await startCaddy(SITE, `http://127.0.0.1:${PREVIEW}`)).stop)
    stops.push((await startCaddy(ECHO_SITE, `http://127.0.0.1:${echo.port}`)).stop)
  })
  test.afterAll(async () => {
    for (const stop of stops.reverse()) await stop()
  })

  test('a prerendered page is answered with its own file: brotli, else gzip, else plain', async () => {
    for (const path of [LISTING, '/fr/listing/canyoning-saxetbach', '/de']) {
      const file = dist(`${path}/index.html`)
      const html = file.toString('utf8')
      // The prerender's page, not the app's bare index.html.
      expect(html, path).toContain('data-prerendered')
      expect(canonical(html), path).toMatch(new RegExp(`^https?://[^/]+${path}$`))
      for (const [accept, encoding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const label = `${path}, Accept-Encoding: ${accept}`
        const answer = await getBytes(SITE, path, { 'Accept-Encoding': accept })
        expect(answer.status, label).toBe(200)
        expect(answer.headers['content-encoding'], label).toBe(encoding)
        expect(answer.headers['content-type'], label).toContain('text/html')
        if (encoding) expect(answer.headers.vary, label).toContain('Accept-Encoding')
        const body = decoded(answer)
        expect(canonical(body.toString('utf8')), label).toBe(canonical(html))
        expect(body.equals(file), `${label}: the bytes of dist${path}/index.html`).toBe(true)
      }
    }
  })

  test("a path that is no file is the app's index.html; sitemap.xml and robots.txt are served", async () => {
    const index = dist('index.html')
    for (const path of ['/', '/de/checkout/abc', '/en/checkout/crt_abc/success', '/de/nowhere']) {
      const answer = await getBytes(SITE, path, { 'Accept-Encoding': 'br, gzip' })
      expect(answer.status, path).toBe(200)
      expect(decoded(answer).equals(index), `${path}: the bytes of dist/index.html`).toBe(true)
    }
    const sitemap = await getBytes(SITE, '/sitemap.xml', { 'Accept-Encoding': 'br, gzip' })
    expect(sitemap.status).toBe(200)
    expect(sitemap.headers['content-type']).toContain('xml')
    expect(decoded(sitemap).equals(dist('sitemap.xml'))).toBe(true)
    expect(decoded(sitemap).toString('utf8')).toContain(`${LISTING}</loc>`)
    const robots = await getBytes(SITE, '/robots.txt')
    expect(robots.status).toBe(200)
    expect(robots.headers['content-type']).toContain('text/plain')
    expect(robots.body.toString('utf8')).toBe(dist('robots.txt').toString('utf8'))
    expect(robots.body.toString('utf8')).toContain('Sitemap: ')
  })

  test('headers per path: pages, private pages in any letter case, embed routes, assets', async () => {
    for (const path of ['/', '/de', LISTING, '/fr/imprint', '/en/checkouts']) {
      await expectPage(path, 'public')
    }
    for (const path of [
      '/de/checkout/abc',
      '/EN/Checkout/crt_abc',
      '/de/checkout/crt_abc/success',
      '/fr/aftersales/payment/pl-payable',
      '/fr/AfterSales/Payment/pl-payable',
      '/en/handoff/ho-abc',
      '/de/staff/reset-password/rst_abc',
      '/fr/STAFF',
    ]) {
      await expectPage(path, 'private')
    }
    for (const path of ['/en/embed/v1/search', '/de/embed/v1/booking/canyoning-saxetbach']) {
      await expectPage(path, 'embed')
    }

    // A script with the build's brotli copy beside it (files under 1 KiB have none).
    const scripts = [
      ...dist('index.html')
        .toString('utf8')
        .matchAll(/src="(\/assets\/[^"]+\.js)"/g),
    ]
    const asset = scripts.map((m) => m[1]!).find((src) => existsSync(join('dist', `${src}.br`)))!
    const hashed = await getBytes(SITE, asset, { 'Accept-Encoding': 'br, gzip' })
    expect(hashed.status).toBe(200)
    expect(hashed.headers['content-encoding']).toBe('br')
    expect(decoded(hashed).equals(dist(asset))).toBe(true)
    expect(expectSiteHeaders(hashed, asset)['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    )
    // A chunk of an older build that is gone: a 404, not the app, and never kept (nginx sends no
    // Cache-Control there, Caddy's error route no-store).
    const gone = await getBytes(SITE, '/assets/nope-123.js')
    expect(gone.status).toBe(404)
    expect(gone.body.toString('utf8')).not.toContain('<div id="root"')
    expect(expectSiteHeaders(gone, 'missing asset')['cache-control']).toBe('no-store')

    const version = await getBytes(SITE, '/version.json')
    expect(expectSiteHeaders(version, 'version.json')['cache-control']).toBe('no-cache')
    expect(JSON.parse(version.body.toString('utf8'))).toHaveProperty('buildId')
  })

  test('the API is proxied to the backend; a body over the limit is answered as JSON', async ({
    request,
  }) => {
    const path = '/api/webshop/v1/config'
    const api = await getBytes(SITE, path, { 'Accept-Encoding': 'gzip' })
    expect(api.status).toBe(200)
    expect(api.headers['content-type']).toContain('application/json')
    expect(JSON.parse(decoded(api).toString('utf8'))).toHaveProperty('data.id')
    // The backend's own Cache-Control, not the site's.
    const direct = await getBytes(PREVIEW, path)
    expect(expectSiteHeaders(api, path)['cache-control']).toBe(direct.headers['cache-control'])

    const big = await request.post(`http://localhost:${SITE}/api/webshop/v1/carts`, {
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({ pad: 'x'.repeat(1_200_000) }),
    })
    expect(big.status()).toBe(413)
    expect(big.headers()['content-type']).toContain('application/json')
    expect(await big.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
  })

  test("the backend hears the site's name, never the visitor's; other hosts get no site", async () => {
    const answer = answered(
      await raw(ECHO_SITE, {
        host: `localhost:${ECHO_SITE}`,
        path: '/api/webshop/v1/config',
        headers: { 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-For': '203.0.113.7' },
      }),
    )
    const heard = JSON.parse(answer.body) as Record<string, string>
    expect(heard['x-forwarded-host']).toBe(SHOP)
    expect(heard['x-forwarded-proto']).toBe('http')
    // Caddy trusts no proxy before it: the visitor's X-Forwarded-For is replaced (nginx appends).
    expect(heard['x-forwarded-for']).toBe('127.0.0.1')
    expect(heard.host).toMatch(/^127\.0\.0\.1:\d+$/)
    // The backend's copies of the site's headers are dropped, as nginx's proxy_hide_header does.
    const headers = expectSiteHeaders(answer, 'echo')
    expect(headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['content-security-policy']).toBe(policy('webshop_framed'))
    expect(headers['x-robots-tag']).toBeUndefined()

    // Caddy has no site for another name: an empty 200 (deploy/Caddyfile's header says so), where
    // nginx closes the connection. Neither the app nor the backend answers.
    for (const port of [SITE, ECHO_SITE]) {
      for (const path of ['/de', '/api/webshop/v1/config']) {
        const other = answered(await raw(port, { host: 'evil.example', path }))
        expect(other.status, `${port}${path}`).toBe(200)
        expect(other.body, `${port}${path}`).toBe('')
      }
    }
  })
})
