import type { Page } from '@playwright/test'
import { heldUntilReleased, test, expect as baseExpect } from './fixtures'
import { createCart } from './shop-helpers'

// Layout shift (issue #11): the sum of `layout-shift` entries not caused by input, read through a
// PerformanceObserver from the first byte on, stays <= 0.02 on the home, a listing detail, the checkout
// and the booking page, on a phone and on a desktop. Deterministic: it measures geometry, not time.
const MAX_CLS = 0.02
// Each page waits on several API calls and lazy chunks: room for a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })

async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = []
    ;(window as unknown as { __shifts: typeof shifts }).__shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node }[]
      })[]) {
        if (entry.hadRecentInput) continue
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((s) =>
            s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node),
          ),
        })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

async function layoutShift(page: Page) {
  // Everything the page loads has arrived and rendered (images included).
  await page.waitForLoadState('networkidle')
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
  )
  return { cls: shifts.reduce((sum, s) => sum + s.value, 0), shifts }
}

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`no layout shift on a ${device}`, () => {
    test.use({ viewport })

    test('home', async ({ page, mockSession: _ }) => {
      await observeShifts(page)
      await page.goto('/de')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('.listing-card').first()).toBeVisible()
      await expect(page.getByRole('button', { name: /^Warenkorb/ })).toBeVisible()
      const { cls, shifts } = await layoutShift(page)
      expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_CLS)
    })

    test('listing detail', async ({ page, mockSession: _ }) => {
      await observeShifts(page)
      await page.goto('/de/listing/lake-kayak-brienz')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('.calendar[aria-busy="false"]')).toBeVisible()
      await expect(page.getByRole('button', { name: /^Warenkorb/ })).toBeVisible()
      const { cls, shifts } = await layoutShift(page)
      expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_CLS)
    })

    test('checkout', async ({ page, mockSession: _ }) => {
      const { cartId: cart } = await createCart(page)
      await observeShifts(page)
      await page.goto(`/de/checkout/${cart}`)
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
      const { cls, shifts } = await layoutShift(page)
      expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_CLS)
    })

    test('booking page (confirmation e-mail)', async ({ page, mockSession: _ }) => {
      await observeShifts(page)
      await page.goto('/de/aftersales/booking/ord-paid')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      // The check-in code's QR code (its library loads after the first render) and what the
      // page fetches on idle (the changes' code and style sheets) have arrived.
      await expect(page.getByTestId('check-in-qr')).toBeVisible()
      await expect(page.locator('html[data-idle-prefetch="done"]')).toBeAttached()
      const { cls, shifts } = await layoutShift(page)
      expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_CLS)
    })
  })
}

test.describe('a browser without scroll anchoring (Safari, WebKit)', () => {
  test.use({ viewport: { width: 672, height: 730 } })

  test('the "Good to know" panel arriving above the calendar does not move the calendar under the visitor\'s finger', async ({
    page,
    mockSession: _,
  }) => {
    // Chromium and Firefox keep what the visitor looks at in place (scroll anchoring); WebKit
    // has no such thing and no `overflow-anchor` property: the same here.
    await page.addInitScript(() => {
      const supports = CSS.supports.bind(CSS) as (property: string, value?: string) => boolean
      CSS.supports = ((property: string, value?: string) =>
        property.includes('overflow-anchor')
          ? false
          : supports(property, value)) as typeof CSS.supports
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style')
        style.textContent = '* { overflow-anchor: none !important; }'
        document.head.append(style)
      })
    })
    // The panel's code arrives when the test says (a slow connection).
    const panel = heldUntilReleased()
    let asked = false
    await page.route(/\/assets\/ListingFactsPanel-[\w-]+\.js$/, async (route) => {
      asked = true
      await panel.held
      await route.fallback()
    })
    await page.goto('/en/listing/lake-kayak-brienz')
    const day = page
      .getByRole('grid')
      .getByRole('button', { name: /Available/ })
      .first()
    await expect(day).toBeVisible()
    // The visitor has scrolled past the panel's place to the calendar: the panel is on its way.
    await page.locator('.listing-facts-slot').evaluate((slot) => {
      window.scrollTo(0, slot.getBoundingClientRect().bottom + window.scrollY + 10)
    })
    await expect.poll(() => asked).toBe(true)
    const before = (await day.boundingBox())!.y
    panel.release()
    await expect(
      page.getByRole('region', { name: 'Good to know' }),
      'the panel has arrived above',
    ).toBeAttached()
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    )
    expect((await day.boundingBox())!.y, 'the day stays where it was').toBeCloseTo(before, 0)
  })
})
