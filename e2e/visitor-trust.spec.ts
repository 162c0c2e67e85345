import { readFileSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { test, expect as baseExpect, expectNoA11yViolations, heldUntilReleased } from './fixtures'
import { recordAnnouncements } from './a11y-announcer'
import { API, createCart, fillContact } from './shop-helpers'

// Visitor trust: nothing a visitor does is lost (a click while a field shows its error on blur,
// a search typed while the offers load), a guest's share link of an expired booking says so, a
// guest's share is payable only once the organiser has paid theirs, and the booking page shows what is due in cash on site as the checkout does.

// Checkout pages wait on several API calls each; give them room on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ')
const chf = (minor: number) => `CHF ${(minor / 100).toFixed(2)}`

/**
 * Presses and releases the mouse where the button was before the press, near its top edge as a
 * quick visitor aiming at a button does: the release is what a lost click would miss if an
 * error shown on blur pushed the button down in between.
 */
async function clickWhereItWas(page: Page, button: Locator) {
  await button.scrollIntoViewIfNeeded()
  const box = (await button.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + 4)
  await page.mouse.down()
  await page.mouse.up()
}

/** The contact details as the API takes them (the contract's documented example). */
const contact: unknown = JSON.parse(
  readFileSync(new URL('../docs/api/examples/contact-input.json', import.meta.url), 'utf8'),
)

const names = [
  ['Anna', 'Muster'],
  ['Ben', 'Muster'],
] as [string, string][]

test.describe('1: one click submits, even when the field just left shows an error on blur', () => {
  test('contact step: the click lands; the error summary shows with the focus on the field', async ({
    page,
    mockSession: _,
  }) => {
    const heard = await recordAnnouncements(page)
    const { cartId } = await createCart(page, { names })
    await page.goto(`/en/checkout/${cartId}?step=contact`)
    await fillContact(page)
    // The city is left empty and keeps the focus; its error would show on blur, pushing the
    // buttons down by a line.
    const city = page.getByRole('textbox', { name: 'City', exact: true })
    await city.fill('')
    await city.focus()
    await clickWhereItWas(page, page.getByRole('button', { name: 'Continue to payment' }))
    await expect(page.getByRole('heading', { name: 'Please correct the following:' })).toBeVisible()
    await expect(city).toBeFocused()
    await expect(city).toHaveAttribute('aria-invalid', 'true')
    // Announced: the focus comes back to the field, read with its error, tied to it (the
    // error's drawn "!" is not read).
    await expect(city).toHaveAccessibleDescription('This field is required.')
    expect(await heard()).toContain('focus: City, invalid: This field is required.')
    await expect(page).toHaveURL(/step=contact$/)
    await expectNoA11yViolations(page, 'contact step after one click')

    // Corrected, one click moves on.
    await city.fill('Interlaken')
    await clickWhereItWas(page, page.getByRole('button', { name: 'Continue to payment' }))
    await expect(page).toHaveURL(/step=payment$/)
  })

  test('configuration step: a name left empty, one click brings the focus back to it with its error', async ({
    page,
    mockSession: _,
  }) => {
    const heard = await recordAnnouncements(page)
    const { cartId } = await createCart(page)
    await page.goto(`/en/checkout/${cartId}`)
    const firstNames = page.getByRole('textbox', { name: 'First name', exact: true })
    const surnames = page.getByRole('textbox', { name: 'Surname', exact: true })
    await firstNames.nth(0).fill('Anna')
    await surnames.nth(0).fill('Muster')
    await firstNames.nth(1).fill('Ben')
    // The last surname stays empty and focused; its error would show on blur.
    const last = surnames.nth(1)
    await last.focus()
    await clickWhereItWas(page, page.getByRole('button', { name: 'Continue to contact details' }))
    // The submit ran: it refused and moved the focus (back) to the field, read with its error.
    await expect(last).toBeFocused()
    await expect(last).toHaveAttribute('aria-invalid', 'true')
    expect(await heard()).toEqual(['focus: Surname, invalid: This field is required.'])
    await expect(page).toHaveURL(/step=configuration$/)
  })
})

test.describe('2: the overview search box keeps what is typed while the offers load', () => {
  test('typed before the listings answer arrive, still there after; the search finds it', async ({
    page,
    mockSession: _,
  }) => {
    const answer = heldUntilReleased()
    let asked = () => {}
    const listingsAsked = new Promise<void>((resolve) => (asked = resolve))
    await page.route(
      (url) => url.pathname === `${API}/listings`,
      async (route) => {
        asked()
        await answer.held
        await route.continue()
      },
    )
    await page.goto('/en')
    await listingsAsked
    const box = page.getByRole('searchbox', { name: 'Search' })
    await expect(box).toBeVisible()
    await expect(page.getByRole('status', { name: /^Loading offers/ })).toBeVisible()
    await box.pressSequentially('kayak')
    await expectNoA11yViolations(page, 'overview while the offers load')
    answer.release()
    const offers = page.getByRole('region', { name: 'Our offers' })
    await expect(offers.getByRole('article').first()).toBeVisible()
    await expect(box).toHaveValue('kayak')
    await box.press('Enter')
    await expect(page).toHaveURL(/[?&]q=kayak/)
    await expect(offers.getByRole('heading', { name: /Kayak tour on Lake Brienz/ })).toBeVisible()
  })
})

/** A pay-now order split in two, placed through the API: the organiser is at the provider. */
async function splitOrder(page: Page) {
  // A split bill needs the start 36 hours ahead or more (the guests' time to pay).
  const { cartId, client } = await createCart(page, { names, daysAhead: 3 })
  await client.put(`${API}/carts/${cartId}/checkout/contact`, contact)
  const { data } = await client.post(`${API}/carts/${cartId}/checkout/submit`, {
    paymentMethod: 'NOW',
    splitBill: true,
    termsAccepted: true,
    returnUrl: '/en',
  })
  const guestLink = new URL(data.order.paymentPlan.shares[1].link).pathname
  return { client, data, guestLink }
}

test.describe('3: split bill, the organiser never pays', () => {
  test('after the order expires a guest’s share link says the booking has expired; nothing to pay', async ({
    page,
    mockSession: _,
  }) => {
    const { client, guestLink } = await splitOrder(page)
    await page.goto(guestLink)
    // Not payable while the organiser has not paid their share.
    await expect(page.getByRole('heading', { level: 1, name: 'Not payable yet' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0)

    // The organiser leaves the provider's page unpaid; the payment window (30 min) passes.
    const clock = await client.control('clock', { advanceMinutes: 31 })
    expect(clock.ok()).toBe(true)
    await page.reload()
    await expect(
      page.getByRole('heading', { level: 1, name: 'This booking has expired.' }),
    ).toBeVisible()
    await expect(page.getByText(/It was not paid in time and has been cancelled/)).toBeVisible()
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0)
    await expect(page.getByText(/CHF\s89\.00/)).toHaveCount(0)
    await expectNoA11yViolations(page, 'share link of an expired booking')

    // In German and French too.
    await page.goto(guestLink.replace(/^\/en\//, '/de/'))
    await expect(
      page.getByRole('heading', { level: 1, name: 'Diese Buchung ist abgelaufen.' }),
    ).toBeVisible()
    await page.goto(guestLink.replace(/^\/en\//, '/fr/'))
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cette réservation a expiré.' }),
    ).toBeVisible()
  })
})

test.describe('3: split bill, a guest’s share waits for the organiser’s', () => {
  test('before the organiser has paid the guest’s link is not payable; after it, check again pays', async ({
    page,
    mockSession: _,
  }) => {
    const { client, data, guestLink } = await splitOrder(page)

    // The guest opens their link while the organiser is still at the provider.
    await page.goto(guestLink)
    await expect(page.getByRole('heading', { level: 1, name: 'Not payable yet' })).toBeVisible()
    await expect(
      page.getByText(
        /The organiser has not completed the booking yet\. Once they have paid their share, you can pay yours \(CHF\s89\.00\) with this link\./,
      ),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'Your booking' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'A share of a split bill' })).toContainText(
      '0 of 2 shares paid',
    )
    await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0)
    await expectNoA11yViolations(page, 'share link before the organiser has paid')
    const check = page.getByRole('button', { name: 'Check again' })
    await check.click()
    await expect(page.getByRole('status').filter({ hasText: 'Checked just now' })).toHaveText(
      'Checked just now: the organiser has not paid their share yet.',
    )

    // In German and French too.
    await page.goto(guestLink.replace(/^\/en\//, '/de/'))
    await expect(
      page.getByRole('heading', { level: 1, name: 'Noch nicht bezahlbar' }),
    ).toBeVisible()
    await page.goto(guestLink.replace(/^\/en\//, '/fr/'))
    await expect(page.getByRole('heading', { level: 1, name: 'Pas encore payable' })).toBeVisible()
    await page.goto(guestLink)
    await expect(page.getByRole('heading', { level: 1, name: 'Not payable yet' })).toBeVisible()

    // The organiser pays their share at the provider, in another tab.
    const organiser = await page.context().newPage()
    await organiser.goto(data.next.url)
    await expect(organiser.getByRole('heading', { level: 1, name: 'Test payment' })).toBeVisible()
    await organiser.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect
      .poll(async () => (await client.get(`${API}/orders/${data.order.token}`)).data.status)
      .toBe('CONFIRMED')
    await organiser.close()

    // The guest checks again: their share is payable now, and they pay it.
    await check.click()
    const heading = page.getByRole('heading', { level: 1, name: /^Booking AB-/ })
    await expect(heading).toBeFocused()
    await expect(page.getByRole('region', { name: 'A share of a split bill' })).toContainText(
      '1 of 2 shares paid',
    )
    await page.getByRole('button', { name: /^Pay CHF\s89\.00 now$/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Test payment' })).toBeVisible()
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible()
  })
})

test.describe('4: the booking page shows the cash amount due on site, rounded as at checkout', () => {
  test('paid on site: "Due on site (cash)" to 5 centimes, the exact card amount in the note', async ({
    page,
    mockSession: _,
  }) => {
    const { cartId, client } = await createCart(page, { names })
    // 7 % off leaves an amount that is not in 5-centime steps.
    await client.post(`${API}/carts/${cartId}/vouchers`, { code: 'STAMMGAST-7' })
    await client.put(`${API}/carts/${cartId}/checkout/contact`, contact)
    const { data } = await client.post(`${API}/carts/${cartId}/checkout/submit`, {
      paymentMethod: 'ON_SITE',
      termsAccepted: true,
      returnUrl: '/en',
    })
    const exact: number = data.order.totals.openAmount.amount
    expect(exact % 5, 'the voucher leaves centimes that cash cannot pay').not.toBe(0)
    const cash = Math.round(exact / 5) * 5

    // Its texts (namespace `order`) are there with the page's first render: the row never
    // shows its keys, even for a moment.
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { __keysSeen: string[] }).__keysSeen = seen
      new MutationObserver(() => {
        const text = document.body?.textContent ?? ''
        for (const key of ['cash.due', 'cash.note']) if (text.includes(key)) seen.push(key)
      }).observe(document, { subtree: true, childList: true, characterData: true })
    })
    await page.goto(`/en/aftersales/booking/${data.order.token}`)
    const amounts = page.getByRole('region', { name: 'Payment' })
    const due = amounts.locator('.checkout-summary__cash')
    await expect(due.locator('dt')).toHaveText('Due on site (cash)')
    expect(
      await page.evaluate(() => (window as unknown as { __keysSeen: string[] }).__keysSeen),
    ).toEqual([])
    expect(plain(await due.locator('dd').textContent())).toBe(chf(cash))
    // The open amount stays exact.
    expect(plain(await amounts.locator('.payment-amounts__open dd').textContent())).toBe(chf(exact))
    await expect(amounts).toContainText(
      `Cash is rounded to 5 centimes; by card on site you pay exactly ${chf(exact)}.`,
    )
    await expectNoA11yViolations(page, 'booking page: due on site in cash')
  })
})
