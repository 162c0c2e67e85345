import type { Page, Request } from '@playwright/test'
import { test, expect, expectNoA11yViolations } from './fixtures'
import { bookFirstSlot, checkoutPayLater, openWidgetHost, pressInFrame } from './purchase'

/**
 * The booking widget on a partner site (127.0.0.1) embedding the shop (localhost): two sites,
 * so the shop's frame is third-party. Playwright's Chromium contexts block third-party cookies
 * (as Chrome's incognito profile does); each test proves it instead of assuming it. No
 * mock-session cookie here: the frame could not send it, so frame and top level share the mock's
 * default state, as both would share the real backend.
 */
test.describe.configure({ timeout: 90_000 })

const SLUG = 'lake-kayak-brienz'

/**
 * Proof that the browser blocks third-party cookies for the shop's frame: a cookie the shop
 * sets at the top level (valid cross-site: SameSite=None; Secure) is neither visible in the
 * frame nor sent with its requests, and a cookie the frame writes is not kept.
 */
async function expectThirdPartyCookiesBlocked(page: Page, shopOrigin: string) {
  const shop = await page.context().newPage()
  await shop.goto(`${shopOrigin}/robots.txt`)
  const firstParty = await shop.evaluate(() => {
    document.cookie = 'shop-probe=1; SameSite=None; Secure; Path=/'
    return document.cookie.includes('shop-probe=1')
  })
  await shop.close()
  expect(firstParty, 'the same cookie is kept at the top level').toBe(true)
  const frame = page.frames().find((f) => f.url().startsWith(`${shopOrigin}/`))
  expect(frame, "the shop's frame").toBeTruthy()
  const seen = await frame!.evaluate(() => {
    document.cookie = 'frame-probe=1; SameSite=None; Secure; Path=/'
    return document.cookie
  })
  expect(seen, 'cookies readable or writable in the third-party frame').toBe('')
}

/** The Cookie header of every API request the shop's frame sends from now on. */
function frameApiCookies(page: Page, shopOrigin: string): (string | undefined)[] {
  const headers: Promise<string | undefined>[] = []
  const seen: (string | undefined)[] = []
  page.on('request', (request: Request) => {
    const frameUrl = request.frame().url()
    if (!request.url().startsWith(`${shopOrigin}/api/webshop/`)) return
    if (!frameUrl.startsWith(`${shopOrigin}/en/embed/`)) return
    headers.push(request.allHeaders().then((h) => h.cookie))
    void headers.at(-1)!.then((cookie) => seen.push(cookie))
  })
  return seen
}

test('the widget books on another site with third-party cookies blocked: add, top-level checkout, success', async ({
  page,
  baseURL,
}) => {
  const shopOrigin = new URL(baseURL!).origin
  const cookies = frameApiCookies(page, shopOrigin)
  const frame = await openWidgetHost(page, shopOrigin, { slug: SLUG })
  await expect(frame.getByRole('grid').first()).toBeVisible()
  await expectThirdPartyCookiesBlocked(page, shopOrigin)

  await bookFirstSlot(frame)
  const checkout = frame.getByRole('link', { name: 'Go to checkout' })
  await expect(checkout).toBeVisible()
  await expect(checkout).toHaveAttribute('target', '_top')
  // The frame's calls (listing, calendar, cart, item) went out without a single cookie.
  expect(cookies.length).toBeGreaterThan(3)
  expect(cookies.filter(Boolean)).toEqual([])

  await pressInFrame(frame, checkout)
  await checkoutPayLater(page)
  await expect(page.getByText('Kayak tour on Lake Brienz').first()).toBeVisible()
})

test('a call the frame cannot fix (419 after its retry): the message and the same selection on the shop page, where it books', async ({
  page,
  baseURL,
}) => {
  const shopOrigin = new URL(baseURL!).origin
  // A backend that (wrongly) wants a session for carts: Laravel's 419, on the call and its retry.
  const refused: string[] = []
  await page.route(`${shopOrigin}/api/webshop/v1/carts`, (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    refused.push(route.request().url())
    return route.fulfill({ status: 419, json: { message: 'CSRF token mismatch.' } })
  })
  const frame = await openWidgetHost(page, shopOrigin, { slug: SLUG })
  await bookFirstSlot(frame)

  const alert = frame.getByRole('alert')
  await expect(alert).toContainText(
    'Your browser does not allow booking inside this embedded window',
  )
  expect(refused).toHaveLength(2)
  const onward = alert.getByRole('link', { name: 'Continue on the shop’s page' })
  await expect(onward).toHaveAttribute('target', '_top')
  const href = new URL((await onward.getAttribute('href'))!)
  expect(href.origin + href.pathname).toBe(`${shopOrigin}/en/listing/${SLUG}`)
  expect(href.searchParams.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  expect(href.searchParams.get('slot')).toBeTruthy()
  await expectNoA11yViolations(page, 'widget fallback')

  await page.unroute(`${shopOrigin}/api/webshop/v1/carts`)
  await onward.click()
  await expect(page).toHaveURL(href.href)
  // The same day and slot are chosen on the shop's page; booking there completes.
  const section = page.getByRole('region', { name: 'Book' })
  await expect(section.getByRole('radio', { checked: true })).toHaveCount(1)
  await section.getByRole('button', { name: 'Book now' }).click()
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible()
})

test('the fallback opens a new tab when the frame configuration says so', async ({
  page,
  baseURL,
}) => {
  const shopOrigin = new URL(baseURL!).origin
  await page.route(`${shopOrigin}/api/webshop/v1/carts`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 419, json: { message: 'CSRF token mismatch.' } })
      : route.fallback(),
  )
  const frame = await openWidgetHost(page, shopOrigin, { slug: SLUG, checkout: 'new-tab' })
  await bookFirstSlot(frame)
  const onward = frame.getByRole('link', { name: 'Continue on the shop’s page (new tab)' })
  await expect(onward).toHaveAttribute('target', '_blank')
  await expect(onward).toHaveAttribute('rel', 'noopener')
})
