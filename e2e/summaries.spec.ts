import type { Locator, Page } from '@playwright/test'
import { test, expect as baseExpect, expectNoA11yViolations } from './fixtures'
import { API, bookWith, createCart, fillContact } from './shop-helpers'

// Whole purchases on a busy machine: give each step room.
const expect = baseExpect.configure({ timeout: 15_000 })

const PHONE = { width: 390, height: 844 }

/** "CHF 1’252.80", "−CHF 21.30" → minor units (negative for a discount). */
function minorUnits(text: string): number {
  const negative = /[−-]/.test(text)
  const digits = text.replace(/[^0-9.]/g, '')
  const value = Math.round(Number(digits) * 100)
  return negative ? -value : value
}

/**
 * What a careful visitor checks: the listed amounts (lines, extras, vouchers) add up to the
 * total shown. Returns the total in minor units.
 */
async function expectSumsToTotal(amounts: Locator, total: Locator): Promise<number> {
  await expect(total).toBeVisible()
  const listed = (await amounts.allTextContents()).map(minorUnits)
  const shown = minorUnits((await total.textContent()) ?? '')
  expect(listed.length).toBeGreaterThan(0)
  expect(
    listed.reduce((sum, x) => sum + x, 0),
    `lines ${JSON.stringify(listed)} sum to the total`,
  ).toBe(shown)
  return shown
}

const checkoutAmounts = (scope: Locator) =>
  scope.locator('.checkout-summary__amount, .checkout-summary__discount dd')
const checkoutTotal = (scope: Locator) => scope.locator('.checkout-summary__total dd')

/** A cart through the API: the first bookable day of a listing, two people, named. */
async function cartWithTwo(page: Page, slug: string, statuses: string[]) {
  const { cartId, item, sku, client } = await createCart(page, { slug, status: statuses })
  const named = (services: (p: { id: string }, i: number) => string[]) =>
    client.patch(`${API}/carts/${cartId}/items/${item.id}`, {
      participants: item.participants.map((p: { id: string; variantId: string }, i: number) => ({
        id: p.id,
        variantId: p.variantId,
        firstname: ['Anna', 'Ben'][i],
        surname: 'Muster',
        ...(sku.requiredFields.includes('weightKg') ? { weightKg: 70 } : {}),
        ...(sku.requiredFields.includes('birthdate') ? { birthdate: '1990-05-01' } : {}),
        additionalServiceIds: services(p, i),
      })),
    })
  return { cartId, named }
}

async function contactAndPayment(page: Page, phone = '+41 79 900 00 00') {
  await expect(page).toHaveURL(/step=contact$/)
  await fillContact(page, { phone })
  // A request pays nothing: its step 2 continues to the review.
  await page.getByRole('button', { name: /^Continue to (payment|review)$/ }).click()
  await expect(page).toHaveURL(/step=payment$/)
}

/** A kayak tour for two in the cart; on the configuration step with both names typed in. */
async function kayakForTwo(page: Page) {
  const { cartId } = await cartWithTwo(page, 'lake-kayak-brienz', ['AVAILABLE', 'STOCK_LOW'])
  await page.goto(`/en/checkout/${cartId}`)
  for (const [i, first] of ['Anna', 'Ben'].entries()) {
    await page.getByRole('textbox', { name: 'First name', exact: true }).nth(i).fill(first)
    await page.getByRole('textbox', { name: 'Surname', exact: true }).nth(i).fill('Muster')
  }
}

test.describe('every summary adds up', () => {
  test.describe.configure({ timeout: 90_000 })

  test('checkout follows each tick at once; payment failed and success list extras and the voucher', async ({
    page,
    mockSession: _,
  }) => {
    await kayakForTwo(page)
    const names = page.getByRole('textbox', { name: 'First name', exact: true })
    const summary = page.getByRole('complementary')
    await expect(checkoutTotal(summary)).toHaveText('CHF 178.00')

    // Each tick shows in the summary at once, before "Continue".
    await page
      .getByRole('group', { name: 'Additional services for the booking' })
      .getByRole('checkbox', { name: /Picnic/ })
      .check()
    await expect(checkoutTotal(summary)).toHaveText('CHF 213.00')
    const benServices = page.getByRole('group', { name: 'Additional services for Ben Muster' })
    await benServices.getByRole('checkbox', { name: /Dry bag/ }).check()
    await expect(checkoutTotal(summary)).toHaveText('CHF 221.00')
    await expect(summary).toContainText('1 × Dry bag')
    await expectSumsToTotal(checkoutAmounts(summary), checkoutTotal(summary))
    await benServices.getByRole('checkbox', { name: /Dry bag/ }).uncheck()
    await expect(checkoutTotal(summary)).toHaveText('CHF 213.00')
    await expect(summary).not.toContainText('Dry bag')
    await benServices.getByRole('checkbox', { name: /Dry bag/ }).check()
    await expect(checkoutTotal(summary)).toHaveText('CHF 221.00')
    // The names typed meanwhile are still there and saved with "Continue".
    await expect(names.nth(1)).toHaveValue('Ben')
    await page.getByRole('button', { name: 'Continue to contact details' }).click()
    await contactAndPayment(page)

    await page.getByLabel('Voucher code').fill('ALPEN-10')
    await page.getByRole('button', { name: 'Redeem' }).click()
    await expect(summary).toContainText('Voucher ALPEN-10')
    // 10 % of CHF 221.00.
    await expect(checkoutTotal(summary)).toHaveText('CHF 198.90')
    await expectSumsToTotal(checkoutAmounts(summary), checkoutTotal(summary))

    await page.getByRole('radio', { name: 'Pay now' }).check()
    await page.getByRole('checkbox', { name: /I accept/ }).check()
    await page.getByRole('button', { name: 'Book now for CHF 198.90' }).click()
    await page.getByRole('button', { name: 'Make the payment fail' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible()
    const booked = page.getByRole('region', { name: 'What you booked' })
    for (const line of ['2 × Adults', '1 × Picnic', '1 × Dry bag', 'Voucher ALPEN-10']) {
      await expect(booked).toContainText(line)
    }
    expect(await expectSumsToTotal(checkoutAmounts(booked), checkoutTotal(booked))).toBe(19890)
    await expectNoA11yViolations(page, 'payment failed: the full summary')

    await page.getByRole('button', { name: 'Pay CHF 198.90 now' }).click()
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Booking successful' })).toBeVisible()
    await expect(booked).toContainText('1 × Picnic')
    expect(await expectSumsToTotal(checkoutAmounts(booked), checkoutTotal(booked))).toBe(19890)
  })

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true })

    test('the request-sent page lists the per-person extra it charges for', async ({
      page,
      mockSession: _,
    }) => {
      const { cartId, named } = await cartWithTwo(page, 'sunrise-balloon-ride', ['UPON_REQUEST'])
      await named((_p, i) => (i === 0 ? ['champagne'] : []))
      await page.goto(`/en/checkout/${cartId}?step=contact`)
      await contactAndPayment(page)
      await page.getByRole('checkbox', { name: /I accept/ }).check()
      await page.getByRole('button', { name: 'Send binding request' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
      const booked = page.getByRole('region', { name: /What you/ })
      // A request, not a booking: no calendar file, and when the answer comes.
      await expect(page.getByRole('heading', { level: 1, name: 'Request sent' })).toBeVisible()
      await expect(page.getByText(/Nothing is booked yet/)).toContainText('within 48 hours')
      await expect(page.getByText(/^Request number AB-/)).toBeVisible()
      await expect(page.getByRole('button', { name: /calendar/ })).toHaveCount(0)
      await expect(page.getByRole('region', { name: 'What you requested' })).toBeVisible()
      // 2 × CHF 390.00 and one drink: CHF 810.00, each line listed.
      await expect(booked).toContainText('1 × Drinks after landing')
      expect(await expectSumsToTotal(checkoutAmounts(booked), checkoutTotal(booked))).toBe(81000)
      await expectNoA11yViolations(page, 'request sent: the full summary')
    })

    test('the payment link lists the extra and the discount, and they make the total', async ({
      page,
      mockSession: _,
    }) => {
      await page.goto('/en/aftersales/payment/pl-extras')
      const booking = page.getByRole('region', { name: 'Your booking' })
      await expect(booking).toContainText('1 × Photo package')
      const amounts = page.getByRole('region', { name: 'Amounts' })
      await expect(amounts).toContainText('Voucher ALPEN-10')
      const listed = page.locator('.payment-item__amount, .payment-amounts__discount dd')
      const total = amounts.locator('.payment-amounts__total dd')
      expect(await expectSumsToTotal(listed, total)).toBe(27270)
      await expect(page.getByRole('button', { name: /^Pay CHF\s272\.70 now$/ })).toBeVisible()
      await expectNoA11yViolations(page, 'payment link: extras and discount')
    })
  })
})

test.describe('words that fit the item', () => {
  test.describe.configure({ timeout: 90_000 })

  test('a payment cancelled at the provider says so and offers to pay again', async ({
    page,
    mockSession: _,
  }) => {
    await kayakForTwo(page)
    await page.getByRole('button', { name: 'Continue to contact details' }).click()
    await contactAndPayment(page)
    await bookWith(page, 'Pay now')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeFocused()
    await expect(page.getByText('Payment failed')).toHaveCount(0)
    await expectNoA11yViolations(page, 'payment cancelled')
    await page.getByRole('button', { name: /^Pay CHF\s178\.00 now$/ }).click()
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Booking successful' })).toBeVisible()
  })

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE, isMobile: true, hasTouch: true })

    test('a cart of goods is not asked who takes part; the voucher starts at its smallest amount', async ({
      page,
      mockSession: _,
    }) => {
      await page.goto('/en/listing/gift-voucher')
      await expect(page.getByText('Offers from CHF 20.00')).toBeVisible()
      await page.goto('/en/listing/hiking-map-jungfrau')
      await page
        .getByRole('region', { name: 'Book' })
        .getByRole('button', { name: 'Add to cart' })
        .click()
      await page
        .getByRole('region', { name: 'Book' })
        .getByRole('link', { name: 'Go to checkout' })
        .click()
      await expect(page).toHaveURL(/\/en\/checkout\//)
      await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toBeVisible()
      await expect(page.getByRole('radiogroup', { name: /Who is taking part/ })).toHaveCount(0)
      await expect(page.getByText('Who is taking part?')).toHaveCount(0)
      await expectNoA11yViolations(page, 'contact step for goods')
      // A Swiss number typed nationally is accepted and stored in international format.
      const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/contact'))
      await contactAndPayment(page, '079 900 00 00')
      expect((await saved).postDataJSON().customer.person.phone).toBe('+41 79 900 00 00')
    })
  })
})

test.describe('gentler forms', () => {
  test('participant names typed in the configuration step survive a reload', async ({
    page,
    mockSession: _,
  }) => {
    await kayakForTwo(page)
    const firstNames = page.getByRole('textbox', { name: 'First name', exact: true })
    await expect(firstNames.nth(1)).toHaveValue('Ben')
    await page.reload()
    await expect(firstNames.nth(0)).toHaveValue('Anna')
    await expect(firstNames.nth(1)).toHaveValue('Ben')
    await expect(page.getByRole('textbox', { name: 'Surname', exact: true }).nth(1)).toHaveValue(
      'Muster',
    )
  })
})
