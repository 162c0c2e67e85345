import type { Locator, Page } from '@playwright/test'
import { test, expect, expectNoA11yViolations } from './fixtures'
import { tabTo } from './keyboard'
import { text } from './texts'

/**
 * Booking for a group (#12): the party first, the calendar showing where it fits, the people
 * filter, and the nearest alternatives when a day cannot take it, in de, en and fr.
 * The test instant is Wednesday 17 June 2026, 08:00: canyoning has three places left at every
 * time on Thursday 18 June, is booked out on Friday 19 June.
 */
const SHORT_DAY = '2026-06-18'

async function bookingRegion(page: Page, lng: string): Promise<Locator> {
  const region = page.getByRole('region', { name: text(lng, 'listings', 'detail.booking') })
  await expect(region).toBeVisible()
  return region
}

for (const lng of ['de', 'en', 'fr'] as const) {
  test(`${lng}: party first, days too small marked, alternatives one click away`, async ({
    page,
  }) => {
    await page.goto(`/${lng}/listing/canyoning-saxetbach?party=adult:5`)
    const region = await bookingRegion(page, lng)
    const participants = region.getByRole('group', {
      name: text(lng, 'booking', 'steps.participants'),
    })
    await expect(participants.getByRole('spinbutton').first()).toHaveValue('5')
    // Party first: the participants come before the calendar.
    const order = await page.evaluate(() => {
      const group = document.querySelector('.booking fieldset[aria-describedby]')
      const grid = document.querySelector('.booking [role="grid"]')
      return Boolean(group && grid && group.compareDocumentPosition(grid) & 4)
    })
    expect(order).toBe(true)
    const day = region.locator(`button[data-day="${SHORT_DAY}"]`)
    await expect(day).toBeEnabled()
    await expect(day).toHaveAccessibleName(
      new RegExp(text(lng, 'booking', 'calendar.tooFew_other', { count: 3, party: 5 })),
    )
    await expectNoA11yViolations(page, `${lng} party of five`)

    await day.click()
    await expect(page).toHaveURL(new RegExp(`date=${SHORT_DAY}`))
    await expect(
      region.getByText(text(lng, 'booking', 'reason.tooFew_other', { count: 3 })),
    ).toBeVisible()
    const alternatives = region.getByRole('region', {
      name: text(lng, 'group', 'alternatives.title'),
    })
    const later = alternatives
      .getByRole('heading', { name: text(lng, 'group', 'alternatives.after') })
      .locator('xpath=following-sibling::ul[1]')
      .getByRole('button')
      .first()
    await expect(later).toBeVisible()
    await expectNoA11yViolations(page, `${lng} alternatives`)
    await later.click()
    await expect(page).toHaveURL(/slot=sku-canyoning_2026-06-20_1330/)
    await expect(page).toHaveURL(/party=adult(%3A|:)5/)
    await expect(
      region.getByRole('button', { name: text(lng, 'booking', 'button.book') }),
    ).toBeEnabled()
    await expect(page.getByRole('status').filter({ hasText: '13:30' })).toHaveCount(1)
  })

  test(`${lng}: the people filter shows only listings with room for the party`, async ({
    page,
  }) => {
    await page.goto(`/${lng}`)
    const offers = page.getByRole('region', { name: text(lng, 'listings', 'overview.heading') })
    await expect(offers.getByRole('article').first()).toBeVisible()
    const filter = page.getByLabel(
      lng === 'de' ? 'Personen' : lng === 'en' ? 'People' : 'Personnes',
    )
    await filter.selectOption('5')
    // Plain in the address bar, as a visitor would share it (src/lib/navigation/search-params.ts).
    await expect(page).toHaveURL(/[?&]people=5(&|$)/)
    await expect(offers.getByRole('article').filter({ hasText: /Saxetbach/ })).toHaveCount(1)
    // Tandem flights take four at a time.
    await expect(
      offers.getByRole('article').filter({ hasText: /Tandem|Gleitschirm|parapente/i }),
    ).toHaveCount(0)
    await expectNoA11yViolations(page, `${lng} people filter`)
  })
}

for (const lng of ['de', 'en', 'fr'] as const) {
  test(`${lng}: a full slot of a listing that takes requests: send a request instead`, async ({
    page,
  }) => {
    // The glacier hike is booked out for its first week (Saturday 20 June among it).
    await page.goto(`/${lng}/listing/glacier-hike-grindelwald?date=2026-06-20&party=adult:4`)
    const region = await bookingRegion(page, lng)
    await expect(region.getByText(text(lng, 'group', 'requestInstead.pickTime'))).toBeVisible()
    await region.getByRole('radio', { name: /^08:00/ }).check()
    const ask = region.getByRole('button', { name: text(lng, 'group', 'requestInstead.button') })
    await expect(ask).toBeEnabled()
    await expectNoA11yViolations(page, `${lng} request instead`)
    await ask.click()
    await expect(
      region.getByRole('status').filter({ hasText: text(lng, 'booking', 'added.request') }),
    ).toBeVisible()
  })
}

for (const lng of ['de', 'en', 'fr'] as const) {
  test(`${lng}: a sold-out slot takes a waiting-list entry and says what happens next`, async ({
    page,
  }) => {
    await page.goto(`/${lng}/listing/sup-sunset-tour?date=2026-06-18&party=adult:2`)
    const region = await bookingRegion(page, lng)
    await region.getByRole('radio', { name: /^19:00/ }).check()
    const list = region.getByRole('region', { name: text(lng, 'group', 'waitingList.title') })
    await expect(list).toBeVisible()
    const submit = list.getByRole('button', { name: text(lng, 'group', 'waitingList.submit') })
    // Nothing filled in: the server's field errors, in the visitor's language, under the fields.
    await submit.click()
    await expect(list.getByRole('alert')).toHaveText(text(lng, 'group', 'waitingList.invalid'))
    const name = list.getByLabel(text(lng, 'group', 'waitingList.name'), { exact: true })
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expectNoA11yViolations(page, `${lng} waiting list errors`)
    await name.fill('Anna Muster')
    await list
      .getByLabel(text(lng, 'group', 'waitingList.email'), { exact: true })
      .fill('anna@example.ch')
    await expect(
      list.getByLabel(text(lng, 'group', 'waitingList.people'), { exact: true }),
    ).toHaveValue('2')
    await submit.click()
    await expect(list.getByRole('status')).toContainText('anna@example.ch')
    await expectNoA11yViolations(page, `${lng} waiting list done`)
    const entries = (await (await page.request.get('/api/__mock/waiting-list')).json()) as {
      data: Array<{ email: string; people: number; status: string }>
    }
    expect(entries.data).toEqual([
      expect.objectContaining({ email: 'anna@example.ch', people: 2, status: 'WAITING' }),
    ])
  })
}

test("the waiting list's form is fetched beside the dead end's chunk, not after it", async ({
  page,
}) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  const asked = (name: string) => requested.some((path) => path.includes(`/assets/${name}-`))
  // The dead end's chunk (alternatives, request instead, waiting list) is held back.
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  let held = false
  await page.route(/\/assets\/Alternatives-[\w-]+\.js$/, async (route) => {
    held = true
    await released
    await route.continue()
  })
  await page.goto('/de/listing/sup-sunset-tour?date=2026-06-18&party=adult:2')
  const region = await bookingRegion(page, 'de')
  await region.getByRole('radio', { name: /^19:00/ }).check()
  await expect.poll(() => held).toBe(true)
  await expect.poll(() => asked('WaitingListForm')).toBe(true)
  release()
  await expect(
    region.getByRole('region', { name: text('de', 'group', 'waitingList.title') }),
  ).toBeVisible()
})

test('in the booking widget, another listing with room opens in the widget', async ({ page }) => {
  await page.goto(`/de/embed/v1/booking/canyoning-saxetbach?date=${SHORT_DAY}&party=adult:5`)
  const alternatives = page.getByRole('region', { name: text('de', 'group', 'alternatives.title') })
  const others = alternatives
    .getByRole('heading', { name: /^Andere Angebote am / })
    .locator('xpath=following-sibling::ul[1]')
    .getByRole('link')
  await expect(others.first()).toBeVisible()
  for (const href of await others.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/de\/embed\/v1\/booking\/[\w-]+\?/)
  await others.first().click()
  await expect(page).toHaveURL(/\/de\/embed\/v1\/booking\/(?!canyoning-saxetbach)/)
  await expect(page.getByRole('banner')).toHaveCount(0)
})

test('keyboard only: party, day, alternative', async ({ page }) => {
  await page.goto('/en/listing/canyoning-saxetbach')
  const region = await bookingRegion(page, 'en')
  const more = region.getByRole('button', { name: 'More: Adults' })
  await tabTo(page, more)
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/party=adult(%3A|:)5/)
  // Into the calendar (today is focused), one day on with the arrow key.
  await tabTo(page, region.locator('button[data-day="2026-06-17"]'))
  await page.keyboard.press('ArrowRight')
  await expect(region.locator(`button[data-day="${SHORT_DAY}"]`)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`date=${SHORT_DAY}`))
  const later = region.getByRole('button', { name: /Saturday, 20 June 2026, 13:30/ })
  await tabTo(page, later)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/slot=sku-canyoning_2026-06-20_1330/)
  await expect(region.getByRole('button', { name: 'Book now' })).toBeEnabled()
})
