import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { pressInFrame } from './purchase'

/** The example host page on 127.0.0.1, embedding the shop from localhost: two origins. */
function hostUrl(baseURL: string): string {
  const shop = new URL(baseURL)
  return `http://127.0.0.1:${shop.port}/embed-example.html?shop=${encodeURIComponent(shop.origin)}`
}

const frame = (page: Page, id: string) => page.frameLocator(`#${id} iframe`)

async function frameFitsContent(page: Page, id: string) {
  const iframe = page.locator(`#${id} iframe`)
  // Frames load lazily: bring this one near the viewport first.
  await iframe.scrollIntoViewIfNeeded()
  const content = await frame(page, id)
    .locator('html')
    .evaluate((html) => Math.ceil(html.getBoundingClientRect().height))
  const box = await iframe.boundingBox()
  return Math.abs((box?.height ?? 0) - content) <= 2
}

test.describe('embedded widgets on a third-party page', () => {
  test('each widget loads side by side, with a title, and fits its content', async ({
    page,
    baseURL,
  }) => {
    await page.goto(hostUrl(baseURL!))
    const frames = page.locator('[data-webshop-widget] iframe')
    await expect(frames).toHaveCount(4)
    await expect(page.locator('#search iframe')).toHaveAttribute('title', 'Find offers')
    await expect(page.locator('#upcoming iframe')).toHaveAttribute('title', 'Upcoming dates')
    await expect(page.locator('#booking iframe')).toHaveAttribute('title', 'Book')
    await expect(page.locator('#listing iframe')).toHaveAttribute('title', 'Angebot')

    await expect(frame(page, 'search').getByRole('heading', { name: 'Our offers' })).toBeVisible()
    await expect(frame(page, 'search').getByRole('article').first()).toBeVisible()
    await expect(frame(page, 'upcoming').getByRole('listitem')).toHaveCount(4)
    await expect(frame(page, 'booking').getByRole('grid').first()).toBeVisible()
    await expect(frame(page, 'listing').getByRole('heading', { level: 1 })).toContainText('Kajak')
    // No shop chrome inside the frames.
    await expect(frame(page, 'search').getByRole('banner')).toHaveCount(0)

    for (const id of ['search', 'upcoming', 'booking', 'listing']) {
      await expect.poll(() => frameFitsContent(page, id), { message: id }).toBe(true)
    }
    // The content changes, the frame follows.
    const before = (await page.locator('#search iframe').boundingBox())!.height
    await frame(page, 'search').getByRole('searchbox').fill('nothing-matches-this')
    await frame(page, 'search').getByRole('button', { name: 'Search', exact: true }).click()
    await expect(frame(page, 'search').getByText('No results for these filters.')).toBeVisible()
    await expect
      .poll(async () => (await page.locator('#search iframe').boundingBox())!.height)
      .toBeLessThan(before)
    await expect.poll(() => frameFitsContent(page, 'search')).toBe(true)
  })

  test('no accessibility violations inside the frames', async ({ page, baseURL }) => {
    await page.goto(hostUrl(baseURL!))
    for (const id of ['search', 'upcoming', 'booking', 'listing']) {
      await expect(frame(page, id).getByRole('heading', { level: 1 })).toBeAttached()
    }
    await expect(frame(page, 'search').getByRole('article').first()).toBeVisible()
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze()
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([])
  })

  test('a frame configuration switches frame mode on; without one it stays off', async ({
    page,
    baseURL,
  }) => {
    await page.goto(hostUrl(baseURL!))
    const upcoming = frame(page, 'upcoming')
    await expect(upcoming.locator('[data-frame-mode]')).toHaveAttribute('data-frame-mode', 'on')
    // The heading is hidden visually but still there for screen readers.
    const heading = upcoming.getByRole('heading', { level: 1, name: 'Upcoming dates' })
    await expect(heading).toBeAttached()
    expect(await heading.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1)

    const listing = frame(page, 'listing')
    await expect(listing.locator('[data-frame-mode]')).toHaveAttribute('data-frame-mode', 'on')
    await expect
      .poll(() =>
        listing
          .locator('html')
          .evaluate((html) =>
            getComputedStyle(html).getPropertyValue('--palette-primary-bg').trim(),
          ),
      )
      .toBe('rgb(138 90 43)')

    await expect(frame(page, 'search').locator('[data-frame-mode]')).toHaveAttribute(
      'data-frame-mode',
      'off',
    )
  })

  test('messages from a foreign origin or window are ignored', async ({ page, baseURL }) => {
    await page.goto(hostUrl(baseURL!))
    const search = page.locator('#search iframe')
    // The baseline is the settled widget: its results shown and the frame fitted to them.
    await expect(frame(page, 'search').getByRole('article').first()).toBeVisible()
    await expect.poll(() => frameFitsContent(page, 'search')).toBe(true)
    const height = (await search.boundingBox())!.height
    // Count the messages as they arrive, after the app's own listeners (registered first) have
    // handled them, so the test knows when there was something to ignore (no wall-clock wait).
    const searchFrame = (await search.elementHandle())!.contentFrame()
    const countArrivals = () => {
      const w = window as unknown as { arrived?: number }
      w.arrived = 0
      window.addEventListener('message', (event) => {
        if ((event.data as { source?: string } | null)?.source === 'webshop-embed') {
          w.arrived! += 1
        }
      })
    }
    const arrived = () => (window as unknown as { arrived?: number }).arrived
    await page.evaluate(countArrivals)
    await (await searchFrame)!.evaluate(countArrivals)

    // The host page itself (not the shop's origin) pretends to be the widget.
    await page.evaluate(() =>
      window.postMessage(
        { source: 'webshop-embed', version: 1, type: 'resize', widgetId: 'w1', height: 7 },
        '*',
      ),
    )
    // Another window, on another origin, sends the widget a configuration.
    const port = new URL(baseURL!).port
    const [intruder] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(
        (url) => void window.open(url, 'intruder'),
        `http://shop.localhost:${port}/robots.txt`,
      ),
    ])
    await intruder.waitForLoadState()
    await intruder.evaluate(() => {
      const target = window.opener?.frames?.[0] as Window | undefined
      target?.postMessage(
        {
          source: 'webshop-embed',
          version: 1,
          type: 'config',
          widgetId: 'w1',
          config: { hideHeader: true },
        },
        '*',
      )
    })
    // The host (the real parent) sends a configuration for another widget id.
    await page.evaluate(() => {
      const target = document.querySelector<HTMLIFrameElement>('#search iframe')!.contentWindow!
      target.postMessage(
        {
          source: 'webshop-embed',
          version: 1,
          type: 'config',
          widgetId: 'w99',
          config: { hideHeader: true },
        },
        '*',
      )
    })
    // The host got its own fake resize; the frame got the intruder's and the wrong id's config.
    await expect.poll(() => page.evaluate(arrived)).toBeGreaterThanOrEqual(1)
    await expect.poll(async () => (await searchFrame)!.evaluate(arrived)).toBeGreaterThanOrEqual(2)
    // Let any effect of them reach the screen: two frames in each window.
    const twoFrames = () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      )
    await (await searchFrame)!.evaluate(twoFrames)
    await page.evaluate(twoFrames)
    expect((await search.boundingBox())!.height).toBe(height)
    await expect(frame(page, 'search').locator('[data-frame-mode]')).toHaveAttribute(
      'data-frame-mode',
      'off',
    )
    await intruder.close()
  })

  // No mock-session cookie here on purpose: the browser may refuse cookies to the third-party
  // frame, exactly the case this test is about, so frame and top level share the mock's default
  // state, as they would share the real backend.
  test('booking in the widget, then checkout at the top level with the cart intact', async ({
    page,
    baseURL,
  }) => {
    await page.goto(hostUrl(baseURL!))
    const booking = frame(page, 'booking')
    // The first day with places, then its first available slot.
    await expect(booking.getByRole('grid').first()).toBeVisible()
    const day = booking.getByRole('button', { name: /Only \d+ seats? left|Available/ }).first()
    await day.click()
    const slot = booking.getByRole('radio').first()
    await slot.check()
    await booking.getByRole('button', { name: 'Book now' }).click()
    const checkout = booking.getByRole('link', { name: 'Go to checkout' })
    await expect(checkout).toBeVisible()
    await expect(checkout).toHaveAttribute('target', '_top')
    await expect(page.locator('#events')).toContainText('item-added booking')
    // The fragment (where to return, docs/embed.md) is read by checkout and taken off the address.
    const href = (await checkout.getAttribute('href'))!.split('#')[0]!
    expect(href).toMatch(new RegExp(`^${new URL(baseURL!).origin}/en/checkout/crt[-_]`))

    await pressInFrame(booking, checkout)
    await expect(page).toHaveURL(new RegExp(`^${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
    // The cart arrived: its item is in the summary (on a desktop the side panel; the phone's
    // folded summary holds the same line, hidden here).
    await expect(
      page.getByText('Canyoning in the Saxetbach gorge').filter({ visible: true }).first(),
    ).toBeVisible()
  })
})

test.describe('pages that never run in a frame', () => {
  for (const path of ['/en/checkout/crt_framed', '/en/aftersales/payment/pl-payable', '/en']) {
    test(`${path} offers to open itself instead of running framed`, async ({ page, baseURL }) => {
      const shop = new URL(baseURL!)
      await page.goto(`http://127.0.0.1:${shop.port}/robots.txt`)
      await page.setContent(
        `<main><h1>Host</h1><iframe title="Framed shop page" src="${shop.origin}${path}"></iframe></main>`,
      )
      const inner = page.frameLocator('iframe')
      await expect(
        inner.getByRole('heading', { name: 'This page opens in its own window' }),
      ).toBeVisible()
      await expect(inner.getByRole('link', { name: 'Open the page' })).toHaveAttribute(
        'target',
        '_top',
      )
      await expect(inner.getByRole('banner')).toHaveCount(0)
    })
  }
})
