import { readFileSync } from 'node:fs'
import { test, expect as baseExpect } from './fixtures'
import { recordAnnouncements } from './a11y-announcer'
import { htmlcsErrors } from './a11y-engines'
import { bookFirstSlot, bookPayingLater } from './purchase'
import { words } from './reliability-faults'

const expect = baseExpect.configure({ timeout: 15_000 })
// The a11y suites share one browser context per worker, reset between tests (see
// e2e/a11y-wcag22.spec.ts).
test.use({ reuseContext: true })

/** The documented list ("The tested path, in order" in docs/accessibility.md): one source. */
function documentedPath(): string[] {
  const doc = readFileSync(new URL('../docs/accessibility.md', import.meta.url), 'utf8')
  const section = doc.split('### The tested path, in order')[1]?.split('\n### ')[0] ?? ''
  return [...section.matchAll(/^\d+\. `(.+)`$/gm)].map((m) => m[1]!)
}

test('the purchase path’s announcements, in the order a screen reader hears them (docs/accessibility.md)', async ({
  page,
  mockSession: _,
}) => {
  const expected = documentedPath()
  expect(expected.length, 'the list in docs/accessibility.md').toBeGreaterThan(5)
  const heard = await recordAnnouncements(page)

  // The month arrives after the page is on screen, as on a slow connection: the calendar's
  // status then changes from loading to its hint while the visitor is there. (Where the month is
  // in before the first render, the region arrives with its hint and nothing is announced.)
  let releaseMonth!: () => void
  const monthHeld = new Promise<void>((resolve) => (releaseMonth = resolve))
  await page.route(
    /\/availability\?/,
    async (route) => {
      await monthHeld
      await route.continue()
    },
    { times: 1 },
  )
  await page.goto('/en/listing/lake-kayak-brienz')
  await expect(page.locator('.calendar[aria-busy="true"]')).toBeVisible()
  releaseMonth()
  await bookFirstSlot(page)
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart' })).toBeVisible()

  // The hold lasts 15 minutes: five minutes later (page and mock clocks) the 10-minute mark.
  await page.request.post('/api/__mock/clock', { data: { advanceMinutes: 5 } })
  // One jump (the countdown speaks a mark crossed within the last 15 s), not 300 ticks.
  await page.clock.fastForward(5 * 60_000 + 2_000)
  await expect(page.getByText('Held for you for another 9 min')).toBeVisible()

  await page
    .getByRole('link', { name: /checkout/i })
    .first()
    .click()
  await expect(page).toHaveURL(/step=configuration$/)
  const firstName = page.getByRole('textbox', { name: 'First name', exact: true }).first()
  await page.getByRole('button', { name: 'Continue to contact details' }).click()
  await expect(firstName).toBeFocused()
  await firstName.fill('Anna')
  await page.getByRole('textbox', { name: 'Surname', exact: true }).first().fill('Muster')
  await bookPayingLater(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Booking successful' })).toBeFocused()

  // A busy machine may take over three seconds to show the held month: the connection notice
  // then truthfully says it is slow. That is not part of the documented path.
  const slow = `status: ${words('en', 'errors:connection.slow')}`
  expect((await heard()).filter((said) => said !== slow)).toEqual(expected)
  // The outcome page, a state of its own, for the second rule engine.
  expect(await htmlcsErrors(page), 'HTML_CodeSniffer: booking successful').toEqual([])
})
