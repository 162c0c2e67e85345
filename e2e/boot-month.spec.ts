import type { BrowserContext, Page } from '@playwright/test'
import { test, expect } from './fixtures'

/**
 * The calendar's first month on a prerendered listing: index.html asks for it beside the
 * listing, by the next available day the page was written with (`data-next-date`), so a listing
 * whose next day lies in a later month than today's costs no second round trip.
 */
const SLUG = 'canyoning-saxetbach'
const DETAIL = `/api/webshop/v1/listings/${SLUG}`

// The visitor's clock is set below, apart from the mock's (which stays at the test instant).
test.use({ browserClock: false })

/**
 * The visitor's today is 30 May; the page was written with the canyoning's next day on 17 June
 * (the test instant, where the mock's clock stands). Returns the months asked for (`from`), as
 * they are asked, and a promise of the first request for `watched`.
 */
async function onMay30(context: BrowserContext, page: Page, watched: string) {
  await context.clock.install({ time: '2026-05-30T09:00:00+02:00' })
  const months: string[] = []
  let seen!: () => void
  const asked = new Promise<boolean>((resolve) => (seen = () => resolve(true)))
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname !== `${DETAIL}/availability`) return
    const from = url.searchParams.get('from') ?? ''
    months.push(from)
    if (from === watched) seen()
  })
  return { months, asked }
}

/** Opens the listing and waits until its calendar, showing `month`, offers a day. */
async function openCalendar(page: Page, month: string) {
  await page.goto(`/de/listing/${SLUG}`)
  const calendar = page.locator('.calendar[aria-busy="false"]')
  await expect(calendar.locator('.day--available button:not([disabled])').first()).toBeVisible()
  await expect(calendar).toContainText(month)
  await page.waitForLoadState('networkidle')
}

test("a listing whose next day is next month: that month is asked for beside the listing's request, once", async ({
  page,
  context,
  mockSession: _,
}) => {
  const { months, asked } = await onMay30(context, page, '2026-06-01')
  // The listing's answer waits until June has been asked for (or 5 s): asked for after it, the
  // month would have waited for the listing's round trip.
  let juneBeforeListing = false
  await page.route(
    (url) => url.pathname === DETAIL,
    async (route) => {
      const late = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000))
      juneBeforeListing = await Promise.race([asked, late])
      await route.continue()
    },
  )
  await openCalendar(page, 'Juni 2026')
  expect(juneBeforeListing).toBe(true)
  // June once (the calendar adopted index.html's answer), May never.
  expect(months.filter((from) => from === '2026-06-01')).toHaveLength(1)
  expect(months).not.toContain('2026-05-01')
})

test('a page written with a next day the listing no longer has: its early month is left, the right one asked for once', async ({
  page,
  context,
  mockSession: _,
}) => {
  const { months } = await onMay30(context, page, '2026-07-01')
  // Since the page was written (next day 17 June), June has sold out: the listing now answers
  // 2 July.
  await page.route(
    (url) => url.pathname === DETAIL,
    async (route) => {
      const answer = await route.fetch()
      const body = (await answer.json()) as { data: { availabilityHint: { nextDate?: string } } }
      body.data.availabilityHint.nextDate = '2026-07-02'
      await route.fulfill({ response: answer, json: body })
    },
  )
  await openCalendar(page, 'Juli 2026')
  // June once (index.html's guess by the page, left unused), July once (asked for when the
  // listing's answer named it, and adopted by the calendar), May never.
  expect(months.filter((from) => from === '2026-06-01')).toHaveLength(1)
  expect(months.filter((from) => from === '2026-07-01')).toHaveLength(1)
  expect(months).not.toContain('2026-05-01')
})
