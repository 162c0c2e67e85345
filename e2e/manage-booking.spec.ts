import jpeg from 'jpeg-js'
import jsQR from 'jsqr'
import { expect as baseExpect, type Page } from '@playwright/test'
import { heldUntilReleased, test, expectNoA11yViolations } from './fixtures'
import { API, api, atPaymentStep, bookWith } from './shop-helpers'

// Booking pages (issue #17): {lang}/aftersales/booking/{token}. Seed bookings of the mock:
// src/mocks/db/seed-bookings.ts (ord-partial AB-PAY01, ord-paid AB-PAID2, ord-request, ord-past).
const expect = baseExpect.configure({ timeout: 15_000 })
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })
const GONE = 'This booking link has expired or does not exist.'

/** Moves the mock's clock and the browser's to the same instant. */
async function setClock(page: Page, instant: number) {
  await page.request.post('/api/__mock/clock', {
    data: { now: new Date(instant).toISOString() },
  })
  await page.clock.setSystemTime(instant)
}

async function bookingOf(page: Page, token: string) {
  const client = await api(page)
  return (await client.get(`${API}/bookings/${token}`)).data as {
    code: string
    items: { start: string; title: string }[]
  }
}

/** Reads the check-in QR code from a screenshot, as a scanner at the entrance would. */
async function scanQr(page: Page): Promise<string | undefined> {
  const qr = page.getByTestId('check-in-qr')
  await expect(qr).toBeVisible()
  const shot = await qr.screenshot({ type: 'jpeg', quality: 100 })
  const image = jpeg.decode(shot, { useTArray: true })
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data
}

/**
 * A booking made in the shop: two kayakers a week ahead, through the checkout, paid online at
 * the mock provider; ends on the success page.
 */
async function bookInShop(page: Page) {
  const { sku } = await atPaymentStep(page, { daysAhead: 7 })
  await bookWith(page, 'Pay now')
  await expect(page.getByRole('heading', { level: 1, name: 'Test payment' })).toBeVisible()
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(heading(page, 'Booking successful')).toBeVisible()
  return { skuId: sku.id as string }
}

test.describe('booking page', () => {
  test('a booking made in the shop: its page, a name change, a reschedule with a price difference paid at the provider', async ({
    page,
    mockSession: _,
  }) => {
    const { skuId } = await bookInShop(page)
    // The success page links to the booking page (the address of the confirmation e-mail).
    await page.getByRole('link', { name: 'Manage your booking' }).click()
    await expect(page).toHaveURL(/\/en\/aftersales\/booking\/[\w-]+$/)
    const code = (await page.locator('.payment-link__eyebrow').innerText()).replace(
      /^booking /i,
      '',
    )
    await expect(heading(page, `Your booking ${code}`)).toBeVisible()
    await expect(page).toHaveTitle(`Booking ${code} | Alpenblick Adventures`)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    )
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
    expect(await scanQr(page)).toBe(code)
    const items = page.getByRole('region', { name: 'What is booked' })
    await expect(items).toContainText('Anna Muster (Adults)')
    await expect(items.locator('time')).toHaveText(
      /^[A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4}, 10:00–/,
    )
    const amounts = page.getByRole('region', { name: 'Payment' })
    await expect(amounts.getByRole('definition')).toHaveText([
      'CHF 178.00',
      'CHF 178.00',
      'CHF 0.00',
    ])
    await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeVisible()
    await expectNoA11yViolations(page, 'booking page: confirmed')

    // Names: the checkout's rules, then saved.
    await page.getByRole('button', { name: 'Change names' }).click()
    await expect(
      page.getByRole('heading', { level: 3, name: 'Change names and details' }),
    ).toBeFocused()
    const surnames = page.getByRole('textbox', { name: 'Surname', exact: true })
    await surnames.nth(1).fill('')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(surnames.nth(1)).toBeFocused()
    await expect(page.getByText('This field is required.')).toBeVisible()
    await expectNoA11yViolations(page, 'booking page: name change with an error')
    await surnames.nth(1).fill('Keller')
    await page.getByRole('textbox', { name: 'First name', exact: true }).nth(1).fill('Bea')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'The names have been saved.' }),
    ).toBeFocused()
    await expect(items).toContainText('Bea Keller (Adults)')

    // Another date, at today's higher price: the difference is paid at the provider.
    await page.request.post('/api/__mock/prices', {
      data: { skuId, variantId: 'adult', amount: 9900 },
    })
    await page.getByRole('button', { name: 'Change date' }).click()
    await expect(page.getByText('Dates with room for all 2 persons are shown.')).toBeVisible()
    await page
      .getByRole('button', { name: /Available/ })
      .last()
      .click()
    await page.getByRole('radio').first().check()
    await expect(page.getByTestId('price-difference')).toHaveText('CHF 20.00 more')
    await expectNoA11yViolations(page, 'booking page: reschedule quote')
    const moves: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/reschedule')) {
        moves.push(r.headers()['idempotency-key'] ?? '')
      }
    })
    await page.getByRole('button', { name: 'Confirm and pay CHF 20.00' }).dblclick()
    await expect(page.getByRole('heading', { level: 1, name: 'Test payment' })).toBeVisible()
    // A double click sends one intent: every request carries the same key, one move is made.
    expect(new Set(moves).size).toBe(1)
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(heading(page, `Your booking ${code}`)).toBeVisible()
    await expect(amounts.getByRole('definition')).toHaveText([
      'CHF 198.00',
      'CHF 198.00',
      'CHF 0.00',
    ])
  })

  test('a cancellation with a fee, after the free period (mock clock)', async ({
    page,
    mockSession: _,
  }) => {
    const booking = await bookingOf(page, 'ord-paid')
    // 30 hours before the start: within the cut-off, past the free cancellation.
    await setClock(page, Date.parse(booking.items[0]!.start) - 30 * 3_600_000)
    await page.goto('/en/aftersales/booking/ord-paid')
    await expect(heading(page, 'Your booking AB-PAID2')).toBeVisible()
    // The canyoning listing's own policy, as its page states it: the full price after 48 hours.
    await expect(
      page
        .getByRole('region', { name: 'Change or cancel' })
        .getByText(
          'Free cancellation up to 48 hours before the start; after that the full price is due.',
        ),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Cancel booking' }).click()
    // CHF 278 paid in full, all of it kept as the fee: nothing is refunded.
    await expect(page.getByTestId('cancel-fee')).toHaveText('CHF 278.00')
    const panel = page.locator('.manage-panel')
    await expect(panel.getByRole('definition')).toHaveText(['CHF 278.00', 'CHF 0.00'])
    await page.getByRole('button', { name: 'Cancel booking for a fee of CHF 278.00' }).click()
    // An explicit confirmation is asked for.
    await expect(page.getByText('Please confirm that you want to cancel.')).toBeVisible()
    await expect(
      page.getByRole('checkbox', { name: /Yes, I want to cancel booking AB-PAID2/ }),
    ).toBeFocused()
    await expectNoA11yViolations(page, 'booking page: cancel, not confirmed')
    await page.getByRole('checkbox', { name: /Yes, I want to cancel/ }).check()
    await page.getByRole('button', { name: 'Cancel booking for a fee of CHF 278.00' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'Your booking has been cancelled.' }),
    ).toBeFocused()
    await expect(heading(page, 'Booking AB-PAID2 is cancelled')).toBeVisible()
    const cancellation = page.getByRole('region', { name: 'Cancellation' })
    await expect(cancellation.getByRole('definition').nth(1)).toHaveText('CHF 278.00')
    await expect(cancellation.getByRole('definition').nth(2)).toHaveText('CHF 0.00')
    await expect(page.getByTestId('check-in-qr')).toHaveCount(0)
    await expectNoA11yViolations(page, 'booking page: cancelled')
  })

  test('too late (mock clock): says why and offers the contact; unknown and expired links alike', async ({
    page,
    mockSession: _,
  }) => {
    const booking = await bookingOf(page, 'ord-partial')
    await setClock(page, Date.parse(booking.items[0]!.start) - 12 * 3_600_000)
    await page.goto('/en/aftersales/booking/ord-partial')
    await expect(heading(page, 'Your booking AB-PAY01')).toBeVisible()
    await expect(
      page.getByText(
        /can no longer be changed online: changes were possible until .+\. Please contact us/,
      ),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0)
    await expect(
      page.getByRole('region', { name: 'Questions? We are happy to help.' }),
    ).toBeVisible()
    // The open amount can still be paid, on the payment link page.
    await expect(page.getByRole('link', { name: 'Pay CHF 317.00 online' })).toBeVisible()
    await expectNoA11yViolations(page, 'booking page: too late')

    for (const token of ['ord-past', 'no-such-booking']) {
      await page.goto(`/en/aftersales/booking/${token}`)
      await expect(heading(page, GONE)).toBeVisible()
    }
    await expectNoA11yViolations(page, 'booking page: gone')
  })

  test('keyboard only: withdraw a request; the payment link page leads to the booking page', async ({
    page,
    mockSession: _,
  }) => {
    await page.goto('/en/aftersales/booking/ord-request')
    await expect(heading(page, 'Your request AB-REQ06')).toBeVisible()
    await expectNoA11yViolations(page, 'booking page: request')
    // Tab to "Withdraw request" from the top of the page.
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab')
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Withdraw request') {
        break
      }
    }
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 3, name: 'Withdraw request' })).toBeFocused()
    await expect(page.getByTestId('cancel-fee')).toHaveText('Free of charge')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('checkbox', { name: /withdraw request AB-REQ06/ })).toBeFocused()
    await page.keyboard.press('Space')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Withdraw request' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(
      page.getByRole('status').filter({ hasText: 'Your request has been withdrawn.' }),
    ).toBeFocused()
    await expectNoA11yViolations(page, 'booking page: withdrawn')

    await page.goto('/en/aftersales/payment/pl-payable')
    await page.getByRole('link', { name: 'View and manage your booking' }).click()
    await expect(heading(page, 'Your booking AB-PAY01')).toBeVisible()
    // The meeting point has coordinates: "open in maps" (OpenStreetMap, the shared MapsLink),
    // named by the address it opens, whatever the meeting point's name says.
    await expect(
      page.getByRole('link', { name: 'Open in maps: Höheweg 37, 3800 Interlaken (new tab)' }),
    ).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=46\.68630&mlon=7\.86320#/)
  })

  test('a booking that cannot be read says why in its first view, in the visitor’s language; Try again shows it', async ({
    page,
    mockSession: _,
  }) => {
    // The message table is not part of the booking's first view: only of a failed one.
    let tooMany = true
    await page.route(/\/api\/webshop\/v1\/bookings\/ord-paid$/, (route) =>
      tooMany
        ? route.fulfill({
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '120' },
            body: JSON.stringify({ message: 'Too Many Attempts.' }),
          })
        : route.fallback(),
    )
    await page.goto('/fr/aftersales/booking/ord-paid')
    const message = 'Trop de requêtes. Veuillez patienter 120 secondes et réessayer.'
    await expect(heading(page, message)).toBeVisible()
    await expect(page.getByRole('alert')).toContainText(message)
    await expectNoA11yViolations(page)
    tooMany = false
    await page.getByRole('button', { name: 'Réessayer' }).click()
    await expect(heading(page, 'Votre réservation AB-PAID2')).toBeVisible()
  })

  test('the first view loads without the changes; they come on idle or when asked for, and the names open offline', async ({
    page,
    mockSession: _,
  }) => {
    // The page's own loads first; the idle prefetch waits for the test (src/lib/loading/idle.ts).
    await page.addInitScript(() => {
      ;(window as { __webshopIdlePrefetch?: 'hold' }).__webshopIdlePrefetch = 'hold'
    })
    const scripts: string[] = []
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname
      if (/^\/assets\/.+\.(js|css)$/.test(path)) scripts.push(path)
    })
    const fetched = (chunk: string) =>
      scripts.some((path) => new RegExp(`^/assets/${chunk}-[\\w-]+\\.(js|css)$`).test(path))
    // The date change's code arrives when the test says (a slow connection).
    const reschedule = heldUntilReleased()
    await page.route(/\/assets\/RescheduleFlow-[\w-]+\.js$/, async (route) => {
      await reschedule.held
      await route.fallback()
    })

    await page.goto('/en/aftersales/booking/ord-paid')
    await expect(heading(page, 'Your booking AB-PAID2')).toBeVisible()
    await expect(page.getByTestId('check-in-qr')).toBeVisible()
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.idlePrefetch))
      .toBe('held')
    for (const chunk of [
      'ParticipantsForm',
      'RescheduleFlow',
      'CancelFlow',
      'form',
      'BookingSection',
      'ProblemMessage',
      'problems',
    ])
      expect(fetched(chunk), `${chunk} is not part of the first view`).toBe(false)

    // Asked for before its code is there: the panel's heading at once, then the calendar.
    await page.getByRole('button', { name: 'Change date' }).click()
    await expect(page.getByRole('heading', { level: 3, name: 'Choose another date' })).toBeFocused()
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible()
    reschedule.release()
    await expect(page.getByText('Dates with room for all 2 persons are shown.')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Back' }).click()
    await expect(heading(page, 'Your booking AB-PAID2')).toBeFocused()

    // On idle: the names and the cancellation, without any intent.
    await page.evaluate(() => window.dispatchEvent(new Event('webshop:idle-prefetch')))
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.idlePrefetch))
      .toBe('done')
    await expect.poll(() => fetched('ParticipantsForm') && fetched('CancelFlow')).toBe(true)

    // The connection drops: the names' form opens all the same (its code and texts are there).
    const count = scripts.length
    await page.context().setOffline(true)
    await page.getByRole('button', { name: 'Change names' }).click()
    await expect(
      page.getByRole('heading', { level: 3, name: 'Change names and details' }),
    ).toBeFocused()
    await expect(page.getByRole('textbox', { name: 'Surname', exact: true }).first()).toBeVisible()
    expect(scripts.length, 'no code arrived offline').toBe(count)
    await expectNoA11yViolations(page, 'booking page: names opened offline')
    await page.context().setOffline(false)
  })

  for (const [lang, title, withdraw] of [
    ['de', 'Ihre Buchung AB-PAY01', 'Buchung stornieren'],
    ['fr', 'Votre réservation AB-PAY01', 'Annuler la réservation'],
  ] as const) {
    test(`in ${lang}`, async ({ page, mockSession: _ }) => {
      await page.goto(`/${lang}/aftersales/booking/ord-partial`)
      await expect(heading(page, title)).toBeVisible()
      await page.getByRole('button', { name: withdraw }).click()
      await expect(page.getByTestId('cancel-fee')).toHaveText(
        lang === 'de' ? 'Kostenlos' : 'Gratuit',
      )
      await expectNoA11yViolations(page, `booking page (${lang}): cancel quote`)
    })
  }
})
