import type { Browser, Page } from '@playwright/test'
import { test, expect, expectNoA11yViolations, TEST_NOW } from './fixtures'
import { tabTo } from './keyboard'
import { bookWith, cartForTwo, fillContact } from './shop-helpers'

/** The device's own clock of the second browser: seven minutes fast. */
const SKEW_MS = 7 * 60_000

/** A cart with names given (configuration done), remembered by this browser as its cart. */
async function cartOnPage(page: Page) {
  const { cartId, client } = await cartForTwo(page)
  await page.goto('/en')
  await page.evaluate(
    (id) => localStorage.setItem('webshop.cart', JSON.stringify({ id, count: 1 })),
    cartId,
  )
  await page.reload()
  return { cartId, client }
}

/** A second browser (another device) of the same mock backend, its clock wrong by `skewMs`. */
async function otherDevice(browser: Browser, page: Page, mockSession: string, skewMs: number) {
  const context = await browser.newContext({ locale: 'en-GB', timezoneId: 'Europe/Zurich' })
  await context.clock.install({ time: Date.parse(TEST_NOW) + skewMs })
  const url = new URL(page.url())
  await context.addCookies([
    { name: 'mock-session', value: mockSession, domain: url.hostname, path: '/' },
  ])
  return context
}

/** The whole minutes the open cart drawer's countdown says, in seconds. */
async function countdown(page: Page): Promise<number> {
  const text = await page
    .getByRole('dialog', { name: 'Your cart' })
    .locator('.hold__clock')
    .textContent()
  return Number(/(\d+) min/.exec(text ?? '')?.[1] ?? 0) * 60
}

test.describe('cart hand-off to another device', () => {
  test('drawer: link and QR code, keyboard only; the other device opens the same cart with the same countdown', async ({
    page,
    browser,
    mockSession,
  }) => {
    const { cartId } = await cartOnPage(page)
    // Keyboard only: open the cart, reach "Continue on another device", open it.
    await page.getByRole('button', { name: 'Cart, 1 item' }).focus()
    await page.keyboard.press('Enter')
    const drawer = page.getByRole('dialog', { name: 'Your cart' })
    await expect(drawer.locator('.hold__clock')).toBeVisible()
    const toggle = drawer.getByRole('button', { name: 'Continue on another device' })
    await tabTo(page, toggle, 10)
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const link = drawer.getByRole('textbox', { name: 'Link to this cart' })
    await expect(link).toHaveValue(/\/en\/handoff\/ho_[a-z2-9]+$/)
    await expect(
      drawer.getByRole('img', { name: 'QR code of the link to this cart' }),
    ).toBeVisible()
    const url = await link.inputValue()
    // A single-purpose token, never the bare cart id.
    expect(url).not.toContain(cartId)
    await expectNoA11yViolations(page, 'cart drawer: hand-off link and QR code')

    const context = await otherDevice(browser, page, mockSession, SKEW_MS)
    try {
      const phone = await context.newPage()
      await phone.goto(url)
      await expect(phone).toHaveURL(new RegExp(`/en/checkout/${cartId}\\?step=`))
      await expect(phone.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible()
      await expect(phone.getByRole('button', { name: 'Continue on another device' })).toBeVisible()
      await expectNoA11yViolations(phone, 'checkout opened from a hand-off link')
      await phone.getByRole('button', { name: 'Cart, 1 item' }).click()
      const phoneDrawer = phone.getByRole('dialog', { name: 'Your cart' })
      await expect(phoneDrawer.locator('.hold__clock')).toBeVisible()
      // The same countdown on both devices although this one's clock is 7 minutes fast: both
      // count on the server's time (a browser clock alone would show 7 minutes less).
      const [here, there] = [await countdown(page), await countdown(phone)]
      expect(here).toBeGreaterThan(13 * 60)
      expect(Math.abs(here - there)).toBeLessThanOrEqual(60)
    } finally {
      await context.close()
    }
  })

  test('checkout step: link offered; an expired or unknown link says so and leads to the offer', async ({
    page,
    browser,
    mockSession,
  }) => {
    const { cartId, client } = await cartOnPage(page)
    await page.goto(`/en/checkout/${cartId}?step=contact`)
    await page.getByRole('button', { name: 'Continue on another device' }).click()
    const link = page.getByRole('textbox', { name: 'Link to this cart' })
    await expect(link).toHaveValue(/\/handoff\//)
    await expect(
      page.getByText(/The link works while your places are held, until \d\d:\d\d/),
    ).toBeVisible()
    await expectNoA11yViolations(page, 'checkout: hand-off link')
    const url = await link.inputValue()

    // The hold ends: the link no longer opens the cart.
    await client.control('clock', { advanceMinutes: 16 })
    const context = await otherDevice(browser, page, mockSession, 16 * 60_000)
    try {
      const laptop = await context.newPage()
      await laptop.goto(url)
      await expect(
        laptop.getByRole('heading', { level: 1, name: 'This link no longer opens a cart' }),
      ).toBeVisible()
      await expect(laptop.getByText(/the places are no longer held/)).toBeVisible()
      await expectNoA11yViolations(laptop, 'hand-off link expired')
      await laptop.getByRole('link', { name: 'Back to the offer' }).click()
      await expect(laptop).toHaveURL(/\/en\/listing\/lake-kayak-brienz/)

      await laptop.goto('/en/handoff/ho_doesnotexist')
      await expect(
        laptop.getByRole('heading', { level: 1, name: 'This link no longer opens a cart' }),
      ).toBeVisible()
      await expect(laptop.getByRole('link', { name: 'Back to the offer' })).toHaveCount(0)
      await laptop.getByRole('link', { name: 'Back to all offers' }).click()
      await expect(laptop).toHaveURL(/\/en\/?$/)
    } finally {
      await context.close()
    }
  })

  test('the maker of a link learns nothing of the buyer: the cart says only that it was booked', async ({
    page,
    browser,
    mockSession,
  }) => {
    const { cartId } = await cartOnPage(page)
    await page.goto(`/en/checkout/${cartId}?step=contact`)
    await page.getByRole('button', { name: 'Continue on another device' }).click()
    const link = page.getByRole('textbox', { name: 'Link to this cart' })
    await expect(link).toHaveValue(/\/handoff\//)
    const url = await link.inputValue()

    const buyer = { firstname: 'Zoe', surname: 'Kaeufer', email: 'zoe.kaeufer@example.ch' }
    const context = await otherDevice(browser, page, mockSession, 0)
    let code = ''
    try {
      const phone = await context.newPage()
      await phone.goto(url)
      await expect(phone).toHaveURL(new RegExp(`/en/checkout/${cartId}\\?step=`))
      await phone.goto(`/en/checkout/${cartId}?step=contact`)
      await fillContact(phone, buyer)
      await phone.getByRole('button', { name: 'Continue to payment' }).click()
      await bookWith(phone, 'Pay later')
      // The one who submitted sees the booking, from the submit's answer.
      await expect(
        phone.getByRole('heading', { level: 1, name: 'Booking successful' }),
      ).toBeVisible()
      await expect(phone.getByText(buyer.email).first()).toBeVisible()
      code = ((await phone.getByText(/^Booking code /).textContent()) ?? '').replace(
        'Booking code ',
        '',
      )
      expect(code).toMatch(/^\w{2}-\w{5}$/)
    } finally {
      await context.close()
    }

    // Later, the maker opens the checkout address the cart had on this device.
    await page.goto(`/en/checkout/${cartId}?step=payment`)
    await expect(page).toHaveURL(new RegExp(`/en/checkout/${cartId}/success$`))
    await expect(
      page.getByRole('heading', { level: 1, name: 'This booking has been placed' }),
    ).toBeVisible()
    await expect(page.getByText(/confirmation e-mail holds the link to the booking/)).toBeVisible()
    const shown = await page.content()
    for (const secret of [buyer.email, buyer.surname, code]) expect(shown).not.toContain(secret)
    await expect(page.getByRole('link', { name: 'Manage your booking' })).toHaveCount(0)
    await expectNoA11yViolations(page, 'success page of a cart booked on another device')
  })
})
