import { test, expect, expectNoA11yViolations } from './fixtures'
import type { Page } from '@playwright/test'

const API = '/api/webshop/v1'

interface Day {
  date: string
  status: string
  amountLeft?: number
}
interface Slot {
  id: string
  startTime: string
  endTime: string
  status: string
  amountLeft: number
}

async function get<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${API}${path}`)
  expect(response.ok(), path).toBe(true)
  return ((await response.json()) as { data: T }).data
}

/** A mutating API call as another visitor would make it (CSRF cookie, then the header). */
async function post(page: Page, path: string, body?: unknown) {
  await page.request.get('/sanctum/csrf-cookie')
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? ''
  return page.request.post(`${API}${path}`, {
    data: body,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(token) },
  })
}

async function shopToday(page: Page): Promise<string> {
  const state = (await (await page.request.get('/api/__mock/state')).json()) as {
    data: { today: string }
  }
  return state.data.today
}

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** The first day from tomorrow on (two months) that passes the test. */
async function findDay(
  page: Page,
  slug: string,
  test: (day: Day) => boolean,
  query = '',
): Promise<string> {
  const today = await shopToday(page)
  const days = await get<Day[]>(
    page,
    `/listings/${slug}/availability?from=${addDays(today, 1)}&to=${addDays(today, 60)}${query}`,
  )
  const day = days.find(test)
  expect(day, `a matching day for ${slug}`).toBeDefined()
  return day!.date
}

const fullDate = (iso: string) =>
  new Intl.DateTimeFormat('en-CH', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  )
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Clicks a day in the calendar, moving on by months as needed. */
async function pickDate(page: Page, iso: string) {
  await expect(page.getByRole('grid').first()).toBeVisible()
  const day = page.getByRole('button', { name: new RegExp(`^${escape(fullDate(iso))}`) })
  for (let i = 0; i < 3 && (await day.count()) === 0; i++) {
    await page.getByRole('button', { name: 'Next month' }).click()
  }
  await day.click()
  await expect(page).toHaveURL(new RegExp(`date=${iso}`))
}

const booking = (page: Page) => page.getByRole('region', { name: 'Book' })

async function openCart(page: Page) {
  await page.getByRole('button', { name: /^Cart, \d+ items?$/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Your cart' })
  await expect(dialog).toBeVisible()
  return dialog
}

test.describe('booking', () => {
  test('group activity: calendar, slot and participants into the cart', async ({
    page,
    mockSession: _,
  }) => {
    const date = await findDay(page, 'canyoning-saxetbach', (d) => d.status === 'AVAILABLE')
    await page.goto('/en/listing/canyoning-saxetbach')
    const section = booking(page)
    await expect(section.getByRole('button', { name: 'Book now' })).toBeDisabled()
    await expect(section).toContainText('Choose a date first.')
    // Status in the accessible name of each day.
    await expect(
      section
        .getByRole('button', { name: /^[A-Za-z]+day, \d+ \w+ \d{4}, Only \d seats? left/ })
        .first(),
    ).toBeVisible()
    await expectNoA11yViolations(page, 'calendar')

    await pickDate(page, date)
    const slots = await get<Slot[]>(
      page,
      `/listings/canyoning-saxetbach/slots?date=${date}&quantity=2`,
    )
    const slot = slots.find((s) => s.status === 'AVAILABLE')!
    await section.getByRole('button', { name: 'More: Adults' }).click()
    await section
      .getByRole('radio', { name: new RegExp(`^${slot.startTime}–${slot.endTime}`) })
      .check()
    await expect(page).toHaveURL(new RegExp(`slot=${encodeURIComponent(slot.id)}`))
    await expect(section).toContainText('Price: CHF 278.00')
    await expectNoA11yViolations(page, 'slots and participants')

    await section.getByRole('button', { name: 'Book now' }).click()
    await expect(
      section.getByRole('status').filter({ hasText: 'Added to your cart' }),
    ).toBeVisible()
    await expect(section).toContainText(/Held for you for another 1[45] min/)
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible()

    const dialog = await openCart(page)
    await expect(dialog).toContainText('Canyoning in the Saxetbach gorge')
    await expect(dialog).toContainText(`${fullDate(date)} at ${slot.startTime} to ${slot.endTime}`)
    await expect(dialog).toContainText('2 × Adults: CHF 278.00')
    await expect(dialog.getByRole('link', { name: 'Continue to checkout' })).toHaveAttribute(
      'href',
      /^\/en\/checkout\/[\w-]+$/,
    )
    await expectNoA11yViolations(page, 'cart drawer')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeFocused()
  })

  test('private service per slot: duration and start time', async ({ page, mockSession: _ }) => {
    const date = await findDay(
      page,
      'private-mountain-guide',
      (d) => d.status === 'AVAILABLE',
      '&blocks=2',
    )
    await page.goto(`/en/listing/private-mountain-guide?date=${date}`)
    const section = booking(page)
    await section.getByRole('combobox', { name: 'Duration' }).selectOption({ label: '2 hours' })
    await expect(page).toHaveURL(/blocks=2/)
    await expect(section.getByRole('group', { name: /^Start times on/ })).toBeVisible()
    await section.getByRole('radio', { name: /^09:00–11:00/ }).check()
    await expect(page).toHaveURL(/start=09%3A00|start=09:00/)
    await expect(section).toContainText('Price: CHF 240.00')
    await section.getByRole('button', { name: 'Book now' }).click()
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible()
    const dialog = await openCart(page)
    await expect(dialog).toContainText(`${fullDate(date)} at 09:00 to 11:00`)
    await expect(dialog).toContainText('CHF 240.00')
  })

  test('private service per participant', async ({ page, mockSession: _ }) => {
    const date = await findDay(page, 'private-photo-tour', (d) => d.status === 'AVAILABLE')
    await page.goto(`/en/listing/private-photo-tour?date=${date}`)
    const section = booking(page)
    await section.getByRole('button', { name: /^More: Children/ }).click()
    await section.getByRole('radio', { name: /^10:00–11:00/ }).check()
    await expect(section).toContainText('Price: CHF 70.00')
    await expectNoA11yViolations(page, 'private service')
    await section.getByRole('button', { name: 'Book now' }).click()
    const dialog = await openCart(page)
    await expect(dialog).toContainText('Private photo tour')
    await expect(dialog).toContainText('CHF 70.00')
  })

  test('vouchers: a fixed value, and a custom amount checked against its bounds', async ({
    page,
    mockSession: _,
  }) => {
    await page.goto('/en/listing/gift-voucher')
    const section = booking(page)
    await section.getByRole('radio', { name: 'CHF 100.00' }).check()
    await section.getByRole('textbox', { name: 'Recipient’s name' }).fill('Anna')
    await section.getByRole('textbox', { name: 'Message on the voucher' }).fill('Happy birthday!')
    await section.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible()

    await section.getByRole('radio', { name: 'Custom amount' }).check()
    const amount = section.getByRole('textbox', { name: 'Amount in CHF' })
    await amount.fill('5')
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await expect(section).toContainText('Please enter an amount between CHF 20.00 and CHF 500.00.')
    await expect(section.getByRole('button', { name: 'Add to cart' })).toBeDisabled()
    await expectNoA11yViolations(page, 'voucher amount error')
    await amount.fill('75')
    await expect(amount).toHaveAttribute('aria-invalid', 'false')
    await section.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible()

    const dialog = await openCart(page)
    await expect(dialog).toContainText('1 × Voucher CHF 100: CHF 100.00')
    await expect(dialog).toContainText('For Anna')
    await expect(dialog).toContainText('1 × Custom amount: CHF 75.00')
    await expect(dialog).toContainText('CHF 175.00')
  })

  test('generic product with a quantity', async ({ page, mockSession: _ }) => {
    await page.goto('/en/listing/hiking-map-jungfrau')
    const section = booking(page)
    const quantity = section.getByRole('spinbutton')
    await expect(quantity).toHaveValue('1')
    await section.getByRole('button', { name: /^More:/ }).click()
    await section.getByRole('button', { name: /^More:/ }).click()
    await expect(quantity).toHaveValue('3')
    // A double click books once.
    await section.getByRole('button', { name: 'Add to cart' }).dblclick()
    await expect(
      section.getByRole('status').filter({ hasText: 'Added to your cart' }),
    ).toBeVisible()
    // The second click of a double click may come after the first was answered: still once.
    await section.getByRole('button', { name: 'Add to cart' }).click()
    await expect(section.getByRole('button', { name: 'Add to cart' })).toBeEnabled()
    const dialog = await openCart(page)
    await expect(
      dialog.getByRole('listitem').filter({ hasText: 'Jungfrau region hiking map' }),
    ).toHaveCount(1)
    await expect(dialog).toContainText('3 × Map 1:33,000: CHF 74.70')
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeAttached()
  })

  test('request mode: Request availability puts a request into the cart', async ({
    page,
    mockSession: _,
  }) => {
    const date = await findDay(page, 'sunrise-balloon-ride', (d) => d.status === 'UPON_REQUEST')
    await page.goto(`/en/listing/sunrise-balloon-ride?date=${date}`)
    const section = booking(page)
    await expect(section.getByRole('button', { name: 'Request availability' })).toBeDisabled()
    await section.getByRole('radio', { name: /^06:00/ }).check()
    await expect(section.getByRole('radio', { name: /^06:00/ })).toHaveAccessibleName(/On request/)
    await section.getByRole('button', { name: 'Request availability' }).click()
    await expect(section).toContainText('Your request is in the cart.')
    const dialog = await openCart(page)
    await expect(dialog).toContainText('Balloon ride')
    await expect(dialog.getByRole('link', { name: 'Continue to your request' })).toBeVisible()
  })

  test('a request cannot join a cart of instant bookings: said clearly', async ({
    page,
    mockSession: _,
  }) => {
    await page.goto('/en/listing/hiking-map-jungfrau')
    await booking(page).getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible()
    const date = await findDay(page, 'sunrise-balloon-ride', (d) => d.status === 'UPON_REQUEST')
    await page.goto(`/en/listing/sunrise-balloon-ride?date=${date}`)
    const section = booking(page)
    await section.getByRole('radio', { name: /^06:00/ }).check()
    await section.getByRole('button', { name: 'Request availability' }).click()
    await expect(section.getByRole('alert')).toHaveText(
      'Your cart holds instant bookings; a request needs a cart of its own. Complete or empty your cart first.',
    )
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible()
  })

  test('an instant booking cannot join a cart holding a request: said the right way round', async ({
    page,
    mockSession: _,
  }) => {
    const date = await findDay(page, 'sunrise-balloon-ride', (d) => d.status === 'UPON_REQUEST')
    await page.goto(`/en/listing/sunrise-balloon-ride?date=${date}`)
    const section = booking(page)
    await section.getByRole('radio', { name: /^06:00/ }).check()
    await section.getByRole('button', { name: 'Request availability' }).click()
    await expect(section).toContainText('Your request is in the cart.')
    await page.goto('/en/listing/hiking-map-jungfrau')
    await booking(page).getByRole('button', { name: 'Add to cart' }).click()
    await expect(booking(page).getByRole('alert')).toHaveText(
      'Your cart holds a request; an instant booking needs a cart of its own. Send the request or empty your cart first.',
    )
  })

  test('a sold-out day: Not bookable, with the reason', async ({ page, mockSession: _ }) => {
    const date = await findDay(page, 'sup-sunset-tour', (d) => d.status === 'SOLD_OUT')
    await page.goto(`/en/listing/sup-sunset-tour?date=${date}`)
    const section = booking(page)
    await expect(section.getByRole('button', { name: 'Not bookable' })).toBeDisabled()
    await expect(section.getByRole('button', { name: 'Not bookable' })).toHaveAccessibleDescription(
      'Sold out.',
    )
    // Sold-out times are named so; where the listing keeps a waiting list they stay selectable
    // (the alternatives and the waiting list are in e2e/group.spec.ts).
    await expect(section.getByRole('radio', { name: /Sold out/ }).first()).toBeVisible()
    await expectNoA11yViolations(page, 'sold out')
  })

  test('a past listing: "This offer is over" with similar offers, no calendar', async ({
    page,
    mockSession: _,
  }) => {
    await page.goto('/en/listing/snowshoe-evening-fondue')
    await expect(booking(page)).toContainText('This offer is over.')
    await expect(booking(page).getByRole('grid')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Find an appointment' })).toHaveCount(0)
    const similar = page.getByRole('region', { name: 'Similar offers' })
    await expect(similar.getByRole('link').first()).toBeVisible()
    await page.getByRole('link', { name: 'See similar offers' }).first().click()
    await expect(similar).toBeInViewport()
    await expectNoA11yViolations(page, 'past listing')
  })

  test('someone else takes the places: a clear message and refreshed availability', async ({
    page,
    mockSession: _,
  }) => {
    const date = await findDay(page, 'canyoning-saxetbach', (d) => d.status === 'AVAILABLE')
    const slots = await get<Slot[]>(page, `/listings/canyoning-saxetbach/slots?date=${date}`)
    const slot = slots.find((s) => s.amountLeft >= 2)!
    await page.goto(`/en/listing/canyoning-saxetbach?date=${date}&slot=${slot.id}`)
    const section = booking(page)
    await expect(
      section.getByRole('radio', { name: new RegExp(`^${slot.startTime}`) }),
    ).toBeChecked()
    await section.getByRole('button', { name: 'More: Adults' }).click()
    await expect(section).toContainText('Price: CHF 278.00')
    await expect(section.getByRole('button', { name: 'Book now' })).toBeEnabled()

    // Meanwhile another visitor books all but one place of that slot.
    const other = await post(page, '/carts')
    const cartId = ((await other.json()) as { data: { id: string } }).data.id
    const taken = await post(page, `/carts/${cartId}/items`, {
      skuId: 'sku-canyoning',
      slotId: slot.id,
      lines: [{ variantId: 'adult', quantity: slot.amountLeft - 1 }],
    })
    expect(taken.ok()).toBe(true)

    await section.getByRole('button', { name: 'Book now' }).click()
    await expect(section.getByRole('alert')).toContainText(
      'Someone else was faster: only 1 seat is left now.',
    )
    await expect(
      section.getByRole('radio', { name: new RegExp(`^${slot.startTime}`) }),
    ).toHaveAccessibleName(/Only 1 seat left/)
    await expect(section.getByRole('button', { name: 'Not bookable' })).toBeDisabled()
    await expectNoA11yViolations(page, 'race error')
    // The selection is kept; with one participant it can be booked.
    await section.getByRole('button', { name: 'Fewer: Adults' }).click()
    await section.getByRole('button', { name: 'Book now' }).click()
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible()
  })

  test('remove from the cart; the cart survives a reload and a new tab', async ({
    page,
    context,
    mockSession: _,
  }) => {
    await page.goto('/en/listing/hiking-map-jungfrau')
    await booking(page).getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible()
    await page.goto('/en/listing/gift-voucher')
    await booking(page).getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible()

    await page.reload()
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible()
    const second = await context.newPage()
    await second.goto('/en')
    const dialog = await openCart(second)
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Gift voucher' })).toHaveCount(1)
    await dialog.getByRole('button', { name: 'Remove Gift voucher from the cart' }).click()
    await expect(dialog.getByRole('status')).toHaveText('Gift voucher was removed from the cart.')
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Gift voucher' })).toHaveCount(0)
    await expect(dialog).toContainText('Jungfrau region hiking map')
    await second.keyboard.press('Escape')
    await expect(second.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible()
    // The other tab hears of it through the storage event.
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible()
  })

  test('the selection lives in the URL and survives a reload', async ({ page, mockSession: _ }) => {
    const date = await findDay(page, 'lake-kayak-brienz', (d) => d.status === 'AVAILABLE')
    await page.goto('/en/listing/lake-kayak-brienz')
    await pickDate(page, date)
    const section = booking(page)
    await section.getByRole('radio').first().check()
    await expect(page).toHaveURL(/slot=/)
    const url = page.url()
    await page.reload()
    expect(page.url()).toBe(url)
    await expect(section.getByRole('radio').first()).toBeChecked()
    await expect(section.getByRole('button', { name: 'Book now' })).toBeEnabled()
    // Malformed values are dropped, not an error page.
    await page.goto('/en/listing/lake-kayak-brienz?date=2026-13-45&slot=%3Cx%3E&blocks=abc')
    await expect(section.getByRole('button', { name: 'Book now' })).toBeDisabled()
    await expect(section).toContainText('Choose a date first.')
  })

  test('keyboard only: calendar by arrow keys, slot, participants, book', async ({
    page,
    mockSession: _,
  }) => {
    const date = await findDay(page, 'lake-kayak-brienz', (d) => d.status === 'AVAILABLE')
    await page.goto(`/en/listing/lake-kayak-brienz?date=${date}`)
    const section = booking(page)
    const chosen = section.getByRole('button', { name: new RegExp(`^${escape(fullDate(date))}`) })
    await chosen.focus()
    // Move one week on and back by arrow keys, then choose with Enter.
    await page.keyboard.press('ArrowDown')
    await expect(
      section.getByRole('button', { name: new RegExp(`^${escape(fullDate(addDays(date, 7)))}`) }),
    ).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(chosen).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`date=${date}`))
    const radio = section.getByRole('radio').first()
    await expect(radio).toBeVisible()
    await radio.focus()
    await page.keyboard.press('Space')
    await expect(radio).toBeChecked()
    await section.getByRole('button', { name: 'Book now' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible()
  })

  test('the hold counts down, is announced at sensible moments and can be extended', async ({
    page,
    mockSession: _,
  }) => {
    // The browser's clock is Playwright's (e2e/fixtures.ts): moved below with the mock's.
    await page.goto('/en/listing/hiking-map-jungfrau')
    const section = booking(page)
    await section.getByRole('button', { name: 'Add to cart' }).click()
    await expect(section).toContainText(/Held for you for another 1[45] min/)
    // Five minutes later for both the browser and the mock.
    await page.request.post('/api/__mock/clock', { data: { advanceMinutes: 5 } })
    await page.clock.fastForward('05:00')
    await expect(section).toContainText(/Held for you for another (10|9) min/)
    await expect(section.getByText('Held for you for 10 more minutes.')).toBeAttached()
    await section.getByRole('button', { name: 'Hold longer' }).click()
    await expect(section).toContainText(/Held for you for another 1[45] min/)

    // Past the end of the hold: said so, and the places can be held again.
    await page.request.post('/api/__mock/clock', { data: { advanceMinutes: 16 } })
    await page.clock.fastForward('16:00')
    await expect(section).toContainText('The hold on your cart has expired.')
    await expect(
      section.getByText('The hold on your cart has expired.', { exact: true }),
    ).toBeAttached()
    await expectNoA11yViolations(page, 'hold expired')
    await section.getByRole('button', { name: 'Hold again' }).click()
    await expect(section).toContainText(/Held for you for another 1[45] min/)
  })
})

test.describe('in New York', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('dates and times stay in Zurich time', async ({ page, mockSession: _ }) => {
    const date = await findDay(page, 'canyoning-saxetbach', (d) => d.status === 'AVAILABLE')
    const slots = await get<Slot[]>(page, `/listings/canyoning-saxetbach/slots?date=${date}`)
    await page.goto(`/en/listing/canyoning-saxetbach?date=${date}`)
    const section = booking(page)
    await expect(section.getByRole('group', { name: `Times on ${fullDate(date)}` })).toBeVisible()
    for (const slot of slots) {
      await expect(
        section.getByRole('radio', { name: new RegExp(`^${slot.startTime}–${slot.endTime}`) }),
      ).toBeVisible()
    }
    // The calendar's today is Zurich's.
    const today = await shopToday(page)
    await expect(
      section.getByRole('button', { name: new RegExp(`^${escape(fullDate(today))}.*today`) }),
    ).toBeVisible()
    const open = slots.find((s) => s.status !== 'SOLD_OUT')!
    await section.getByRole('radio', { name: new RegExp(`^${open.startTime}`) }).check()
    await section.getByRole('button', { name: 'Book now' }).click()
    const dialog = await openCart(page)
    await expect(dialog).toContainText(`${fullDate(date)} at ${open.startTime} to ${open.endTime}`)
  })
})
