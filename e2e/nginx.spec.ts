import type { APIResponse, Page, Response } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { cpSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test as base, expect as baseExpect } from './fixtures'
import { createCart, fillContact } from './shop-helpers'
import { nginxURL } from '../playwright.config'
import { expectPrivacyHeaders, raw } from './nginx-hosts'

// The production build behind Debian's nginx with deploy/'s configuration (project "nginx" in
// playwright.config.ts); /api, /sanctum and /mock-payment reach the mock through nginx.
const expect = baseExpect.configure({ timeout: 15_000 })
// These tests read resource timings and watch real reloads; none depends on "today".
base.use({ browserClock: false })

/** Every Content-Security-Policy violation in any frame of the test's pages fails the test. */
const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = []
      await context.exposeBinding('__reportCspViolation', ({ frame }, text: string) => {
        violations.push(`${frame.url()}: ${text}`)
      })
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (window as unknown as { __reportCspViolation: (t: string) => void })
            .__reportCspViolation
          report(`${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`)
        })
      })
      await use(violations)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})

const mockPort = () => Number(process.env.E2E_PORT ?? 5317)

const SECURITY = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
}

function expectSecurityHeaders(response: APIResponse | null, label: string) {
  const headers = response!.headers()
  for (const [name, value] of Object.entries(SECURITY)) {
    expect(headers[name], `${name} on ${label}`).toBe(value)
  }
  expect(headers['permissions-policy'], label).toContain('camera=()')
  const csp = headers['content-security-policy'] ?? ''
  expect(csp, label).toMatch(/(^|; )script-src 'self'(;| 'sha256-)/)
  expect(csp, label).not.toContain('unsafe-inline')
  expect(csp, label).not.toContain('unsafe-eval')
  expect(csp, label).toMatch(/(^|; )connect-src 'self'/)
  return headers
}

/** An app page: the SPA's index.html, not cached, framed only by the shop itself. */
async function expectAppPage(response: APIResponse | null, label: string, priv: boolean) {
  expect(response!.status(), label).toBe(200)
  expect(response!.headers()['content-type'], label).toContain('text/html')
  const headers = expectSecurityHeaders(response, label)
  expect(headers['cache-control'], label).toBe('no-cache')
  expect(headers['content-security-policy'], label).toContain("frame-ancestors 'self'")
  expect(headers['x-frame-options'], label).toBe('SAMEORIGIN')
  expectPrivacyHeaders(headers, label, priv)
}

test.describe('the production build behind nginx', () => {
  test.describe.configure({ timeout: 60_000 })

  test('deep links in de, en and fr answer the app with the headers of their path', async ({
    page,
  }) => {
    const pages: [string, string][] = [
      ['/de/listing/canyoning-saxetbach', 'Canyoning'],
      ['/en/listing/canyoning-saxetbach', 'Canyoning'],
      ['/fr/listing/canyoning-saxetbach', 'Canyoning'],
    ]
    for (const [path, heading] of pages) {
      const response = await page.goto(path)
      await expectAppPage(response as unknown as APIResponse, path, false)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading)
      await expect(page.locator('html')).toHaveAttribute('lang', path.slice(1, 3))
    }
    for (const path of ['/', '/de', '/fr/imprint', '/en/terms-and-conditions']) {
      await expectAppPage(await page.request.get(path), path, false)
    }
  })

  test('headers per route: private pages, embed routes, assets, version.json, the API', async ({
    page,
  }) => {
    // Every page with a token in its path, and the staff area, in any letter case (the router
    // matches /EN/Checkout/… as the checkout).
    for (const path of [
      '/en/checkout/crt_abc',
      '/EN/Checkout/crt_abc',
      '/de/checkout/crt_abc/success',
      '/fr/aftersales/payment/pl-payable',
      '/fr/AfterSales/Payment/pl-payable',
      '/de/aftersales/booking/ord_abc',
      '/en/handoff/ho-abc',
      '/de/staff/reset-password/rst_abc',
      '/fr/staff/sign-in',
    ]) {
      await expectAppPage(await page.request.get(path), path, true)
    }
    for (const path of ['/en/embed/v1/search', '/de/embed/v1/booking/canyoning-saxetbach']) {
      const response = await page.request.get(path)
      expect(response.status()).toBe(200)
      const headers = expectSecurityHeaders(response, path)
      expect(headers['content-security-policy'], path).not.toContain('frame-ancestors')
      expect(headers['x-frame-options'], path).toBeUndefined()
      expect(headers['cache-control'], path).toBe('no-cache')
    }
    const home = await (await page.request.get('/')).text()
    const asset = home.match(/src="(\/assets\/[^"]+\.js)"/)![1]!
    const assetResponse = await page.request.get(asset)
    expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expectSecurityHeaders(assetResponse, asset)
    // A chunk of an older build that is gone: a 404, not the app (and nothing cached for a year).
    const gone = await page.request.get('/assets/gone-12345678.js')
    expect(gone.status()).toBe(404)
    expect(gone.headers()['cache-control']).toBeUndefined()
    expectSecurityHeaders(gone, 'missing asset')

    const version = await page.request.get('/version.json')
    expect(version.headers()['cache-control']).toBe('no-cache')
    expect(await version.json()).toHaveProperty('buildId')

    const api = await page.request.get('/api/webshop/v1/config')
    expect(api.status()).toBe(200)
    expectSecurityHeaders(api, '/api')
    expect(api.headers()['cache-control'] ?? '').not.toContain('immutable')
    expect((await page.request.get('/sanctum/csrf-cookie')).status()).toBeLessThan(300)

    // The example host page with its ?shop= is no file of the build here: the app's own page.
    const example = await page.request.get('/embed-example.html?shop=data:,alert(1)//')
    expect(await example.text()).not.toContain('webshop-widget')
  })

  test('JS and CSS travel compressed', async ({ page }) => {
    const responses: Response[] = []
    page.on('response', (r) => {
      if (/\.(js|css)$/.test(new URL(r.url()).pathname)) responses.push(r)
    })
    await page.goto('/en')
    await expect(page.getByRole('article').first()).toBeVisible()
    expect(responses.length).toBeGreaterThan(3)
    const sizes = await Promise.all(
      responses.map(async (r) => ({
        name: r.url(),
        encoding: (await r.allHeaders())['content-encoding'],
        transfer: (await r.request().sizes()).responseBodySize,
        decoded: (await r.body()).length,
      })),
    )
    // Every file worth compressing (nginx leaves those under 1 KB alone) arrives compressed.
    for (const { name, encoding, transfer, decoded } of sizes.filter((e) => e.decoded > 2048)) {
      expect(encoding, name).toMatch(/^(br|gzip)$/)
      expect(transfer, name).toBeGreaterThan(decoded * 0.1)
      expect(transfer, name).toBeLessThan(decoded * 0.6)
    }
    const transferred = sizes.reduce((sum, e) => sum + e.transfer, 0)
    const decoded = sizes.reduce((sum, e) => sum + e.decoded, 0)
    // Text compresses to about a third; uncompressed the home would transfer ~500 KB.
    expect(transferred).toBeLessThan(decoded * 0.45)
    expect(transferred).toBeLessThan(250 * 1024)
  })

  test('embed.js and the prerendered pages travel precompressed; an oversized body is answered as JSON', async ({
    page,
  }) => {
    for (const encoding of ['br', 'gzip']) {
      const loader = await page.request.get('/embed.js', {
        headers: { 'Accept-Encoding': encoding },
      })
      expect(loader.headers()['content-encoding'], encoding).toBe(encoding)
      expect(loader.headers()['content-type']).toContain('javascript')
      // The prerender's copy, with the page's own headers.
      const listing = await page.request.get('/fr/listing/canyoning-saxetbach', {
        headers: { 'Accept-Encoding': encoding },
      })
      expect(listing.headers()['content-encoding'], encoding).toBe(encoding)
      expect(listing.headers()['content-type']).toContain('text/html')
      expect(listing.headers()['cache-control']).toBe('no-cache')
      expect(await listing.text()).toContain('<link rel="canonical"')
    }
    const big = await page.request.post('/api/webshop/v1/carts', {
      headers: { 'Content-Type': 'application/json' },
      data: JSON.stringify({ pad: 'x'.repeat(1_200_000) }),
    })
    expect(big.status()).toBe(413)
    expect(big.headers()['content-type']).toContain('application/json')
    expect(await big.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
  })

  test('a request for another host is refused', async () => {
    const port = Number(new URL(nginxURL).port)
    expect(await raw(port, { host: 'evil.example', path: '/de' })).toHaveProperty('error')
    expect(await raw(port, { host: 'localhost', path: '/de' })).toHaveProperty('status', 200)
  })

  test('a purchase from the overview to the success page', async ({ page, mockSession: _ }) => {
    await page.goto('/en')
    await expect(page.getByRole('article').first()).toBeVisible()
    const { cartId } = await createCart(page, {
      names: [
        ['Anna', 'Muster'],
        ['Ben', 'Muster'],
      ],
    })
    const checkout = await page.goto(`/en/checkout/${cartId}?step=contact`)
    await expectAppPage(checkout as unknown as APIResponse, 'checkout', true)
    await fillContact(page)
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(page).toHaveURL(/step=payment$/)
    await page.getByRole('radio', { name: 'Pay later' }).check()
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check()
    await page.getByRole('button', { name: /^Book now/ }).click()
    await expect(page).toHaveURL(new RegExp(`/en/checkout/${cartId}/success$`))
    await expect(page.getByRole('heading', { level: 1, name: 'Booking successful' })).toBeVisible()
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
    // Reloaded from nginx, the success page is served as the private page it is.
    const reloaded = await page.reload()
    await expectAppPage(reloaded as unknown as APIResponse, 'success', true)
    await expect(page.getByRole('heading', { level: 1, name: 'Booking successful' })).toBeVisible()
  })

  test('the widgets on another origin; other pages refuse to be framed there', async ({
    page,
    baseURL,
  }) => {
    const host = `http://127.0.0.1:${mockPort()}`
    await page.goto(`${host}/embed-example.html?shop=${encodeURIComponent(baseURL!)}`)
    await expect(page.locator('[data-webshop-widget] iframe')).toHaveCount(4)
    const search = page.frameLocator('#search iframe')
    await expect(search.getByRole('heading', { name: 'Our offers' })).toBeVisible()
    await expect(search.getByRole('article').first()).toBeVisible()
    const booking = page.frameLocator('#booking iframe')
    await page.locator('#booking iframe').scrollIntoViewIfNeeded()
    await expect(booking.getByRole('grid').first()).toBeVisible()
    const listing = page.frameLocator('#listing iframe')
    await page.locator('#listing iframe').scrollIntoViewIfNeeded()
    await expect(listing.getByRole('heading', { level: 1 })).toContainText('Kajak')

    // The shop's home in a frame of a foreign site: the browser refuses (frame-ancestors).
    await page.goto(`${host}/robots.txt`)
    const blocked = page.waitForEvent('console', (m) => /frame-ancestors/.test(m.text()))
    await page.setContent(`<iframe title="Shop" src="${baseURL}/en"></iframe>`)
    await blocked
    const frame = page.frames().find((f) => f !== page.mainFrame())!
    await expect.poll(() => frame.url()).toMatch(/^chrome-error:/)
  })

  test('the payment link page', async ({ page, mockSession: _ }) => {
    const response = await page.goto('/en/aftersales/payment/pl-payable')
    await expectAppPage(response as unknown as APIResponse, 'payment link', true)
    await expect(page.getByRole('heading', { level: 1, name: 'Booking AB-PAY01' })).toBeVisible()
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
  })

  test('a new deployment reloads an open page once, at its next navigation, not while typing', async ({
    page,
    baseURL,
    mockSession: _,
  }) => {
    // A second production build, as a deployment would bring (about 15 s on this machine).
    test.setTimeout(150_000)
    const port = new URL(baseURL!).port
    const next = join(tmpdir(), `webshop-nginx-${port}-next`)
    execFileSync('npx', ['vite', 'build', '--outDir', join(next, 'dist'), '--emptyOutDir'], {
      env: {
        ...process.env,
        BUILD_ID: `e2e-next-${Date.now()}`,
        VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
      },
      stdio: 'ignore',
    })
    // The app's entry: the last module script (the runtime and the framework come first).
    const entry = (page: Page) => page.locator('script[type="module"]').last()
    const entryOf = (html: string) =>
      [...html.matchAll(/<script type="module"[^>]* src="([^"]+)"/g)].at(-1)![1]!
    const nextBuildId = JSON.parse(readFileSync(join(next, 'dist', 'version.json'), 'utf8')).buildId
    const nextEntry = entryOf(readFileSync(join(next, 'dist', 'index.html'), 'utf8'))

    const { cartId } = await createCart(page, {
      names: [
        ['Anna', 'Muster'],
        ['Ben', 'Muster'],
      ],
    })
    // The first check runs once the page is idle; this build is still the deployed one.
    const firstCheck = page.waitForResponse((r) => r.url().includes('/version.json'))
    await page.goto(`/en/checkout/${cartId}?step=contact`)
    await firstCheck
    const oldEntry = await entry(page).getAttribute('src')
    expect(oldEntry).not.toBe(nextEntry)
    await page.evaluate(() => ((window as unknown as { __before: boolean }).__before = true))

    // Deploy: new assets next to the old ones, then index.html and version.json.
    const root = join(tmpdir(), `webshop-nginx-${port}`, 'root')
    // (With their precompressed .br/.gz copies, which nginx serves in their place.)
    cpSync(join(next, 'dist', 'assets'), join(root, 'assets'), { recursive: true })
    const top = readdirSync(join(next, 'dist')).filter((f) => f !== 'assets')
    for (const file of top.sort(
      (a, b) => Number(a.startsWith('version')) - Number(b.startsWith('version')),
    )) {
      cpSync(join(next, 'dist', file), join(root, file))
    }
    // The public pages anew from its index.html, before nginx takes its policy (README "Deploying").
    execFileSync(process.execPath, [
      ...['scripts/prerender/cli.mjs', '--dist', root],
      ...['--api', `http://127.0.0.1:${mockPort()}`, '--origin', baseURL!],
    ])
    // And its Content-Security-Policy (the hashes of its inline scripts, which name its files),
    // as README "Deploying" says: copied after every build, then nginx reloads it.
    const dir = join(tmpdir(), `webshop-nginx-${port}`)
    cpSync(join(next, 'build-meta', 'csp.conf'), join(dir, 'conf', 'webshop', 'csp.conf'))
    execFileSync(process.env.NGINX_BIN ?? '/usr/sbin/nginx', [
      ...['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'conf', 'nginx.conf')],
      ...['-s', 'reload'],
    ])

    // The visitor types; the tab comes back into view, which checks for a new build.
    const email = page.getByRole('textbox', { name: 'E-mail', exact: true })
    await email.fill('anna@exa')
    const check = page.waitForResponse((r) => r.url().includes('/version.json'))
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    expect((await (await check).json()).buildId).toBe(nextBuildId)
    await email.pressSequentially('mple.ch')
    // Still the same document, the field focused and its text intact.
    expect(await page.evaluate(() => (window as unknown as { __before?: boolean }).__before)).toBe(
      true,
    )
    await expect(email).toBeFocused()
    await expect(email).toHaveValue('anna@example.ch')

    // The next navigation loads its destination from the new build.
    await fillContact(page)
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(page).toHaveURL(/step=payment$/)
    await expect(entry(page)).toHaveAttribute('src', nextEntry)
    await expect(page.getByRole('radio', { name: 'Pay later' })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __before?: boolean }).__before)).toBe(
      undefined,
    )
    // The new build is the deployed one: no second reload.
    await page.getByRole('radio', { name: 'Pay later' }).check()
    await expect(entry(page)).toHaveAttribute('src', nextEntry)
  })
})
