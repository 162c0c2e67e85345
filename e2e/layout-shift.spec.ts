import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'

// Layout shift (issue #11): the sum of `layout-shift` entries not caused by input, read through a
// PerformanceObserver from the first byte on, stays <= 0.02 on the home, a listing detail and
// the checkout, on a phone and on a desktop. Deterministic: it measures geometry, not time.
const MAX_CLS = 0.02
const API = '/api/webshop/v1'

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

/** A cart with one dated item, made through the API as the shop's page would. */
async function createCart(page: Page): Promise<string> {
  const request = page.request
  await request.get('/sanctum/csrf-cookie')
  const cookies = await page.context().cookies()
  const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '')
  const headers = { 'X-XSRF-TOKEN': xsrf }
  const get = async (path: string) => (await (await request.get(path, { headers })).json()).data
  const slug = 'lake-kayak-brienz'
  const { today } = await get('/api/__mock/state')
  const to = new Date(Date.parse(`${today}T12:00:00Z`) + 60 * 86_400_000).toISOString().slice(0, 10)
  const listing = await get(`${API}/listings/${slug}`)
  const sku = listing.skus[0]
  const days: { date: string; status: string }[] = await get(
    `${API}/listings/${slug}/availability?sku=${sku.id}&from=${today}&to=${to}`,
  )
  const day = days.find((d) => d.date > today && d.status === 'AVAILABLE')!
  const slots = await get(`${API}/listings/${slug}/slots?sku=${sku.id}&date=${day.date}`)
  const cart = (await (await request.post(`${API}/carts`, { headers })).json()).data
  const added = await request.post(`${API}/carts/${cart.id}/items`, {
    headers,
    data: {
      skuId: sku.id,
      slotId: slots[0].id,
      lines: [{ variantId: sku.variants[0].id, quantity: 2 }],
    },
  })
  expect(added.ok()).toBe(true)
  return cart.id
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
      const cart = await createCart(page)
      await observeShifts(page)
      await page.goto(`/de/checkout/${cart}`)
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
      const { cls, shifts } = await layoutShift(page)
      expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_CLS)
    })
  })
}
