import { test, expect } from './fixtures'
import type { Page } from '@playwright/test'

/**
 * The fault matrix (docs/reliability.md): calls × faults, many cells per test where the page
 * set-up is shared. Faults come from the mock's fault control (POST /api/__mock/faults) or
 * page.route; a missed deadline is reached with Playwright's clock (page.clock.fastForward),
 * never with shorter deadlines in the product or wall-clock waits.
 */
const API = '/api/webshop/v1'
const MUTATION_DEADLINE_MS = 30_000

interface Fault {
  path: string
  method?: string
  status: number
  times?: number
  code?: string
  body?: unknown
  delayMs?: number
}

async function fault(page: Page, f: Fault) {
  const response = await page.request.post('/api/__mock/faults', { data: f })
  expect(response.status()).toBe(201)
}
async function clearFaults(page: Page) {
  await page.request.delete('/api/__mock/faults')
}

/** A read failed by page.route: `times` answers of `status` (0: no connection). */
interface Failure {
  status: number
  body?: string
  times: number
}

const booking = (page: Page) => page.getByRole('region', { name: 'Book' })

/** The items of the visitor's cart, as the mock keeps them. */
async function cartItems(page: Page): Promise<{ quantity?: number }[]> {
  const ref = await page.evaluate(() => localStorage.getItem('webshop.cart'))
  if (!ref) return []
  const id = (JSON.parse(ref) as { id: string }).id
  const response = await page.request.get(`${API}/carts/${id}`)
  return ((await response.json()) as { data: { items: { quantity?: number }[] } }).data.items
}

test.describe('fault matrix', () => {
  test('reads (listings on the home page): each fault says what happened; Try again recovers', async ({
    page,
    mockSession: _,
  }) => {
    const cards = page.getByRole('main').getByRole('link', { name: /hiking map/i })
    // Reads are failed with page.route: other calls to the listings (the upcoming dates, say)
    // would use up the mock's faults first.
    let failures: Failure | null = null
    await page.route(
      (url) => url.pathname === `${API}/listings`,
      async (route) => {
        if (!failures || failures.times === 0) return route.continue()
        failures.times -= 1
        if (failures.status === 0) return route.abort('internetdisconnected')
        await route.fulfill({
          status: failures.status,
          contentType: 'application/json',
          body: failures.body ?? JSON.stringify({ message: 'Injected', code: 'INJECTED_FAULT' }),
        })
      },
    )
    const cells: {
      name: string
      fail: Failure
      says: RegExp | null
    }[] = [
      // A GET is retried once: a single failure is not even noticed.
      { name: '500 once', fail: { status: 500, times: 1 }, says: null },
      { name: '503 once', fail: { status: 503, times: 1 }, says: null },
      // The route's loader and then the page's query each ask (and retry): four failures.
      {
        name: '503 four times',
        fail: { status: 503, times: 4 },
        says: /The server is not available/,
      },
      {
        name: 'malformed answer',
        fail: { status: 200, body: '{"data":"nonsense"}', times: 4 },
        says: /unexpected answer/,
      },
    ]
    for (const cell of cells) {
      await test.step(cell.name, async () => {
        failures = { ...cell.fail }
        await page.goto('/en')
        if (!cell.says) {
          await expect(cards.first()).toBeVisible()
          return
        }
        await expect(page.getByText(cell.says)).toBeVisible()
        await expect(page.getByText(/server error occurred/)).toHaveCount(0)
        // The fault is gone: Try again shows the page.
        failures = null
        await page.getByRole('button', { name: 'Try again' }).click()
        await expect(cards.first()).toBeVisible()
      })
    }
    await test.step('429 with Retry-After: says how long to wait', async () => {
      await page.unrouteAll()
      await page.route(
        (url) => url.pathname === `${API}/listings`,
        (route) =>
          route.fulfill({
            status: 429,
            headers: { 'Retry-After': '30', 'Content-Type': 'application/json' },
            body: JSON.stringify({ message: 'Too Many Attempts.', code: 'TOO_MANY_REQUESTS' }),
          }),
      )
      await page.goto('/en')
      await expect(page.getByText('Too many requests. Please wait 30 seconds')).toBeVisible()
      await page.unrouteAll()
      await page.getByRole('button', { name: 'Try again' }).click()
      await expect(cards.first()).toBeVisible()
    })
  })

  test('add to cart (create cart + add item): every fault is said, nothing is added twice', async ({
    page,
    mockSession: _,
  }) => {
    await page.goto('/en/listing/hiking-map-jungfrau')
    const section = booking(page)
    const book = section.getByRole('button', { name: 'Add to cart' })
    await expect(book).toBeEnabled()
    const POST_CARTS = { path: `${API}/carts*`, method: 'POST' }
    const failing: { name: string; fault: Fault; says: RegExp }[] = [
      { name: '500', fault: { ...POST_CARTS, status: 500 }, says: /server error occurred/ },
      { name: '503', fault: { ...POST_CARTS, status: 503 }, says: /server is not available/ },
      {
        name: 'malformed',
        fault: { ...POST_CARTS, status: 200, body: { data: 'nonsense' } },
        says: /unexpected answer/,
      },
      {
        name: '422 with a field text',
        fault: {
          ...POST_CARTS,
          status: 422,
          body: {
            message: 'The given data was invalid.',
            errors: { quantity: ['At most 10 maps per booking.'] },
          },
        },
        says: /At most 10 maps per booking\./,
      },
      {
        name: '409 SOLD_OUT',
        fault: { ...POST_CARTS, status: 409, code: 'SOLD_OUT' },
        says: /Someone else just booked the last places/,
      },
    ]
    for (const cell of failing) {
      await test.step(cell.name, async () => {
        await clearFaults(page)
        await fault(page, cell.fault)
        await book.click()
        await expect(section.getByRole('alert')).toContainText(cell.says)
        await expect(section.getByRole('spinbutton')).toHaveValue('1')
      })
    }
    expect(await cartItems(page)).toHaveLength(0)

    await test.step('offline: one polite notice while offline, gone when back online', async () => {
      await clearFaults(page)
      await page.context().setOffline(true)
      await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible()
      await page.context().setOffline(false)
      await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0)
      expect(await cartItems(page)).toHaveLength(0)
    })

    await test.step('429 with Retry-After on a mutation: wait, not "server error"', async () => {
      await page.route(`**${API}/carts`, (route) =>
        route.fulfill({
          status: 429,
          headers: { 'Retry-After': '20', 'Content-Type': 'application/json' },
          body: JSON.stringify({ message: 'Too Many Attempts.', code: 'TOO_MANY_REQUESTS' }),
        }),
      )
      await book.click()
      await expect(section.getByRole('alert')).toContainText(
        'Too many requests. Please wait 20 seconds',
      )
      await page.unrouteAll()
    })

    await test.step('419 once: recovers silently, one item', async () => {
      await fault(page, { ...POST_CARTS, status: 419, code: 'CSRF_TOKEN_MISMATCH' })
      await book.click()
      await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible()
      expect(await cartItems(page)).toHaveLength(1)
    })

    await test.step('missed deadline: checked again with the same key, added once', async () => {
      await fault(page, { path: `${API}/carts/*`, method: 'POST', status: 200, delayMs: 30_000 })
      await book.click()
      await expect(page.getByText(/Still working/)).toBeVisible()
      await page.clock.fastForward(MUTATION_DEADLINE_MS + 1_000)
      await expect(
        section.getByRole('status').filter({ hasText: 'Added to your cart' }),
      ).toBeVisible()
      // The same map again joins its line: still one line, not a second cart or line.
      expect(await cartItems(page)).toHaveLength(1)
    })
  })
})
