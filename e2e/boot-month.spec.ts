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

test("a listing whose next day is next month: that month is asked for beside the listing's request, once", async ({
  page,
  context,
  mockSession: _,
}) => {
  // The visitor's today is 30 May; the page was written with the canyoning's next day on 17 June
  // (the test instant, where the mock's clock stands).
  await context.clock.install({ time: '2026-05-30T09:00:00+02:00' })
  const months: string[] = []
  let juneAsked!: () => void
  const june = new Promise<boolean>((resolve) => (juneAsked = () => resolve(true)))
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname !== `${DETAIL}/availability`) return
    months.push(url.searchParams.get('from') ?? '')
    if (url.searchParams.get('from') === '2026-06-01') juneAsked()
  })
  // The listing's answer waits until June has been asked for (or 5 s): asked for after it, the
  // month would have waited for the listing's round trip.
  let juneBeforeListing = false
  await page.route(
    (url) => url.pathname === DETAIL,
    async (route) => {
      const late = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000))
      juneBeforeListing = await Promise.race([june, late])
      await route.continue()
    },
  )
  await page.goto(`/de/listing/${SLUG}`)
  const calendar = page.locator('.calendar[aria-busy="false"]')
  await expect(calendar.locator('.day--available button:not([disabled])').first()).toBeVisible()
  await expect(calendar).toContainText('Juni 2026')
  await page.waitForLoadState('networkidle')
  expect(juneBeforeListing).toBe(true)
  // June once (the calendar adopted index.html's answer), May never.
  expect(months.filter((from) => from === '2026-06-01')).toHaveLength(1)
  expect(months).not.toContain('2026-05-01')
})
