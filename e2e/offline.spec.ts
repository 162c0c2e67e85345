import type { Page } from '@playwright/test'
import { test, expect, expectNoA11yViolations } from './fixtures'
import { catalogueFileName } from '../scripts/vite-catalogues'
import { words, type Lang } from './reliability-faults'

/**
 * Offline before the visitor asked for anything (issue #25, point 4 and the start-up): the next
 * step's code arrives when the browser is idle after the first render (src/lib/loading/idle.ts), and a
 * start-up without its catalogues still speaks the visitor's language (texts inline in
 * index.html: scripts/vite-boot.ts). docs/reliability.md.
 */

const MAP = 'hiking-map-jungfrau'

const idlePrefetch = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.idlePrefetch)

test('offline on the listing page after the idle prefetch: the cart drawer opens and the checkout says what it cannot load', async ({
  page,
  mockSession: _,
}) => {
  const lang: Lang = 'en'
  const scripts: string[] = []
  // The app's code and catalogues that arrive (each a chunk under /assets/).
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    if (/^\/assets\/.+\.(js|css)$/.test(path)) scripts.push(path)
  })

  await page.goto(`/${lang}/listing/${MAP}`)
  const addToCart = page.getByRole('button', { name: words(lang, 'booking:button.addToCart') })
  await expect(addToCart).toBeEnabled()
  // The drawer's code comes when the browser is idle, without any intent.
  await expect.poll(() => idlePrefetch(page)).toBe('done')
  // (Its response event may reach the test a moment after the page marked the prefetch done.)
  await expect
    .poll(() => scripts.some((path) => /\/assets\/CartDrawer-[\w-]+\.js$/.test(path)))
    .toBe(true)

  await page.getByRole('spinbutton').fill('1')
  await addToCart.click()
  const cartButton = page.getByRole('button', {
    name: words(lang, 'cart:button.label', { count: 1 }),
  })
  await expect(cartButton).toBeVisible()
  // With an item in the cart, the checkout's first step (route, texts) follows on idle.
  await expect
    .poll(() => scripts.some((path) => /\/assets\/checkout\._cart-[\w-]+\.js$/.test(path)))
    .toBe(true)
  await expect.poll(() => idlePrefetch(page)).toBe('done')
  const fetchedOnline = scripts.length

  // The connection drops before the visitor touched the cart.
  await page.context().setOffline(true)
  const notice = page
    .getByRole('status')
    .filter({ hasText: words(lang, 'errors:connection.offline') })
  await expect(notice).toBeVisible()
  await cartButton.click()
  const drawer = page.getByRole('dialog', { name: words(lang, 'cart:drawer.title') })
  await expect(drawer).toBeVisible()
  await drawer.getByRole('link', { name: words(lang, 'cart:drawer.toCheckout') }).click()

  // The checkout's code and texts are there; its data is not: the app's own words, in the layout.
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/`))
  await expect(page.getByText(words(lang, 'errors:connection.lost'))).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByText(words(lang, 'errors:chunk.title'))).toHaveCount(0)
  await expect(page.getByText(/Something went wrong!/)).toHaveCount(0)
  expect(scripts.length, 'no code arrived offline').toBe(fetchedOnline)

  // Back online: Try again, and the checkout opens at its first open step.
  await page.context().setOffline(false)
  await expect(notice).toHaveCount(0)
  await page.getByRole('button', { name: words(lang, 'errors:tryAgain'), exact: true }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: words(lang, 'checkout:title') }),
  ).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: words(lang, 'checkout:steps.label') }),
  ).toBeVisible()
})

test.describe('start-up without the catalogues', () => {
  for (const lang of ['de', 'en', 'fr'] as const) {
    test(`the start-up error speaks ${lang}, and Try again works once back online`, async ({
      page,
      mockSession: _,
    }) => {
      // The first catalogues (common, errors) cannot be fetched: the connection dropped right
      // after the page's HTML and code arrived (on the overview they come in its texts file,
      // scripts/route-boot.ts, and on their own where that fails).
      let blocked = true
      await page.route(
        /\/assets\/((common|errors)-[\w-]+|overview-texts\.\w+-[\w-]+)\.js$/,
        (route) => (blocked ? route.abort('internetdisconnected') : route.fallback()),
      )
      await page.goto(`/${lang}`)
      await expect(
        page.getByRole('heading', { level: 1, name: words(lang, 'errors:form.unavailable') }),
      ).toBeVisible()
      await expect(page.getByText(words(lang, 'errors:connection.lost'))).toBeVisible()
      await expect(page.getByText(words(lang, 'errors:statusCode', { status: 503 }))).toBeVisible()
      // No raw keys anywhere.
      await expect(page.locator('body')).not.toContainText(
        /\b(errors|common):|connection\.lost|tryAgain/,
      )

      blocked = false
      await page.getByRole('button', { name: words(lang, 'errors:tryAgain'), exact: true }).click()
      await expect(page.locator(`main a[href*="/${lang}/listing/"]`).first()).toBeVisible()
      // The full catalogues arrived: the shop's own texts, not the start-up subset.
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.locator('body')).not.toContainText(/\b(errors|common):/)
    })
  }
})

test('a page whose texts cannot be fetched says so and opens on Try again, never showing text keys', async ({
  page,
  mockSession: _,
}) => {
  const lang: Lang = 'en'
  // The connection drops for the accessibility statement's catalogue only (its code arrives).
  const catalogue = `**/assets/${catalogueFileName(process.cwd(), lang, 'accessibility')}`
  let asked = 0
  await page.route(catalogue, (route) => {
    asked++
    return route.abort('internetdisconnected')
  })
  await page.goto(`/${lang}`)
  await expect(page.locator('.listing-card').first()).toBeVisible()
  let loads = 0
  page.on('load', () => loads++)
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: words(lang, 'common:nav.accessibility') })
    .click()
  // A file of the app that cannot be fetched while the server answers may be a new deployment's
  // doing: the page reloads once (the 10 s guard), and then says what it cannot load.
  await expect.poll(() => loads).toBe(1)
  const retry = page.getByRole('button', { name: words(lang, 'errors:tryAgain'), exact: true })
  await expect(retry).toBeVisible()
  await expect(page.getByText(words(lang, 'errors:connection.lost'))).toBeVisible()
  expect(asked, 'asked again before giving up').toBeGreaterThanOrEqual(3)
  await expect(page.getByRole('heading', { name: 'title', exact: true })).toHaveCount(0)
  // One main landmark: the error is a section of the layout's.
  await expect(page.getByRole('main')).toHaveCount(1)
  await expectNoA11yViolations(page, 'route texts not fetched')

  await page.unroute(catalogue)
  await retry.click()
  await expect(
    page.getByRole('heading', { level: 1, name: words(lang, 'accessibility:title') }),
  ).toBeVisible()
})

test('offline at the first touch: the failure texts are asked for once the connection is back, not lost', async ({
  page,
  context,
  mockSession: _,
}) => {
  // The home's idle prefetch would bring them too: held, so only the first touch asks.
  await page.addInitScript(() => {
    ;(window as { __webshopIdlePrefetch?: string }).__webshopIdlePrefetch = 'hold'
  })
  const problems = `/assets/${catalogueFileName(process.cwd(), 'de', 'problems')}`
  const failed: string[] = []
  page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname))
  await page.goto('/de')
  await context.setOffline(true)
  await page.keyboard.press('Shift')
  await page.mouse.wheel(0, 100)
  const fetched = page.waitForResponse(
    (response) => new URL(response.url()).pathname === problems,
    { timeout: 15_000 },
  )
  await context.setOffline(false)
  expect((await fetched).ok()).toBe(true)
  // Asked for while offline, it would have failed, and i18next never asks for a failed one again.
  expect(failed).not.toContain(problems)
})
