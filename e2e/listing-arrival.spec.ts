import type { Page } from '@playwright/test'
import { test, expect, expectNoA11yViolations } from './fixtures'
import { text } from './texts'

/**
 * How a visitor arrives on a listing: with the party the overview was filtered for, with a
 * link's party the offer cannot take (fitted, and said so), and on a calendar that opens where
 * the dates are.
 */
const KAYAK = 'lake-kayak-brienz'

const participants = (page: Page, lng: string) =>
  page
    .getByRole('region', { name: text(lng, 'listings', 'detail.booking') })
    .getByRole('group', { name: text(lng, 'booking', 'steps.participants') })

for (const lng of ['de', 'en', 'fr'] as const) {
  test(`${lng}: the party chosen on the overview is the party on the listing`, async ({ page }) => {
    await page.goto(`/${lng}?people=5`)
    await page.locator(`a[href*="/listing/${KAYAK}"]`).click()
    await expect(page).toHaveURL(new RegExp(`/${lng}/listing/${KAYAK}\\?party=adult(%3A|:)5$`))
    await expect(participants(page, lng).getByRole('spinbutton').first()).toHaveValue('5')
    // The head count fitted: nothing to say.
    await expect(participants(page, lng).getByRole('status')).toHaveCount(0)
  })

  test(`${lng}: a link's party larger than the offer takes is capped, the URL too, and said so`, async ({
    page,
  }) => {
    await page.goto(`/${lng}/listing/${KAYAK}?party=adult:14`)
    const group = participants(page, lng)
    await expect(group.getByRole('spinbutton').first()).toHaveValue('8')
    await expect(group.getByRole('status')).toHaveText(
      text(lng, 'booking', 'participants.fitted', { count: 8 }),
    )
    await expect(page).toHaveURL(/party=adult(%3A|:)8$/)
    await expectNoA11yViolations(page, `${lng} party capped`)
    // The note takes no focus; a change by keyboard ends it.
    const fewer = group.getByRole('button', {
      name: new RegExp(
        `^${text(lng, 'booking', 'quantity.less', { label: '' }).replace(/\s/g, '\\s')}`,
      ),
    })
    await fewer.first().focus()
    await page.keyboard.press('Enter')
    await expect(group.getByRole('spinbutton').first()).toHaveValue('7')
    await expect(group.getByRole('status')).toHaveCount(0)
    await expect(page).toHaveURL(/party=adult(%3A|:)7$/)
  })
}

test('the calendar opens on the month of the next date, on a deep link and from the overview', async ({
  page,
  mockSession: _,
}) => {
  // Saturday 31 October 2026, 12:00 in Zurich: the cheese workshop (Tuesday, Thursday and
  // Saturday at 10:00) has no date left in October; its next is Tuesday 3 November.
  const instant = Date.parse('2026-10-31T12:00:00+01:00')
  await page.request.post('/api/__mock/clock', { data: { now: new Date(instant).toISOString() } })
  await page.clock.setSystemTime(instant)
  const region = page.getByRole('region', { name: 'Book' })
  // A deep link: index.html's boot script asks for the month before the app runs.
  await page.goto('/en/listing/cheese-making-workshop')
  await expect(region.getByRole('grid', { name: 'November 2026' })).toBeVisible()
  await expect(region.getByRole('button', { name: /^Tuesday, 3 November 2026/ })).toBeEnabled()
  // From the overview: the route's loader and the form.
  await page.goto('/en')
  await page.locator('a[href*="/listing/cheese-making-workshop"]').click()
  await expect(region.getByRole('grid', { name: 'November 2026' })).toBeVisible()
  await expectNoA11yViolations(page, 'calendar on the month of the next date')
})
