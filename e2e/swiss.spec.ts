import type { Page } from '@playwright/test'
import { test, expect as baseExpect, expectNoA11yViolations } from './fixtures'
import { API, createCart, fillContact } from './shop-helpers'

// Checkout steps wait on several API calls each; give them room on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 90_000 })

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ')
const chf = (minor: number) => `CHF ${(minor / 100).toFixed(2)}`

/** A kayak cart for two, named, with the contact details in: on the payment step. */
async function toPaymentStep(page: Page) {
  const cart = await createCart(page, {
    names: [
      ['Anna', 'Muster'],
      ['Ben', 'Muster'],
    ],
  })
  await page.goto(`/en/checkout/${cart.cartId}?step=contact`)
  await fillContact(page)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page).toHaveURL(/step=payment$/)
  return cart
}

test('cash on site: the amount due is rounded to 5 Rappen with a note, card and VAT lines exact', async ({
  page,
  mockSession: _,
}) => {
  const { cartId, client } = await toPaymentStep(page)
  // 7 % off leaves an amount that is not in 5-Rappen steps.
  await page.getByLabel('Voucher code').fill('STAMMGAST-7')
  await page.getByRole('button', { name: 'Redeem' }).click()
  await expect(
    page.getByText('Voucher STAMMGAST-7').filter({ visible: true }).first(),
  ).toBeVisible()
  const { data: cart } = await client.get(`${API}/carts/${cartId}`)
  const exact: number = cart.totals.total.amount
  expect(exact % 5, 'the voucher leaves Rappen that cash cannot pay').not.toBe(0)
  const cash = Math.round(exact / 5) * 5
  // The VAT included, as the API states it, under the cart's total (8.1 % on a tour).
  expect(cart.totals.vat).toEqual([
    { rate: 8.1, amount: { amount: expect.any(Number), currency: 'CHF' } },
  ])
  const vat: number = cart.totals.vat[0].amount.amount
  const cartVat = page.locator('.checkout-summary__vat').filter({ visible: true }).first()
  await expect(cartVat.locator('dt')).toHaveText('incl. 8.1% VAT')
  expect(plain(await cartVat.locator('dd').textContent())).toBe(chf(vat))

  const onSite = page.getByRole('radio', { name: 'Pay on site' })
  await expect(onSite).toHaveAccessibleDescription(
    `On the day at the meeting point: ${chf(cash)} in cash (rounded to 5 centimes) or exactly ${chf(exact)} by card.`,
  )
  await onSite.check()
  await page.getByRole('checkbox', { name: /I accept/ }).check()
  await page.getByRole('button', { name: /^Book now/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Booking successful' })).toBeVisible()

  const summary = page.getByRole('region', { name: 'What you booked' })
  const due = summary.locator('.checkout-summary__cash')
  await expect(due.locator('dt')).toHaveText('Due on site (cash)')
  expect(plain(await due.locator('dd').textContent())).toBe(chf(cash))
  // The total stays exact to the Rappen.
  expect(plain(await summary.locator('.checkout-summary__total dd').textContent())).toBe(chf(exact))
  await expect(summary.locator('.checkout-summary__vat dt')).toHaveText(['incl. 8.1% VAT'])
  expect(plain(await summary.locator('.checkout-summary__vat dd').textContent())).toBe(chf(vat))
  await expect(summary).toContainText(
    `Cash is rounded to 5 centimes; by card on site you pay exactly ${chf(exact)}.`,
  )
  await expectNoA11yViolations(page, 'success: due on site, cash rounded')
})

test.describe('TWINT beside cards', () => {
  test('paid with TWINT: its name and mark, the provider page opens with TWINT, booked', async ({
    page,
    mockSession: _,
  }) => {
    await toPaymentStep(page)
    // Only with "Pay now": how to pay online.
    await expect(page.getByRole('group', { name: 'Pay online with' })).toHaveCount(0)
    await page.getByRole('radio', { name: 'Pay now' }).check()
    const online = page.getByRole('group', { name: 'Pay online with' })
    await expect(online.getByRole('radio')).toHaveCount(2)
    await expect(online.getByRole('radio', { name: 'Card' })).toBeChecked()
    const twint = online.getByRole('radio', { name: 'TWINT' })
    await expect(twint).toHaveAccessibleDescription('Confirm in the TWINT app on your phone.')
    await expect(online.getByRole('img', { name: 'TWINT' })).toBeVisible()
    await twint.check()
    await page.getByRole('checkbox', { name: /I accept/ }).check()
    await expectNoA11yViolations(page, 'payment step: TWINT chosen')
    const submit = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/checkout/submit'),
    )
    await page.getByRole('button', { name: /^Book now for CHF/ }).click()
    expect((await submit).postDataJSON()).toMatchObject({
      paymentMethod: 'NOW',
      onlineMethod: 'TWINT',
    })

    await expect(page.getByRole('heading', { level: 1, name: 'Pay with TWINT' })).toBeVisible()
    await expect(page.getByRole('definition').filter({ hasText: /^TWINT$/ })).toBeVisible()
    await expectNoA11yViolations(page, 'mock provider: TWINT')
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Booking successful' })).toBeVisible()
  })

  test('TWINT declined, then cancelled: the order stays open and a retry opens TWINT again', async ({
    page,
    mockSession: _,
  }) => {
    await toPaymentStep(page)
    await page.getByRole('radio', { name: 'Pay now' }).check()
    await page.getByRole('radio', { name: 'TWINT' }).check()
    await page.getByRole('checkbox', { name: /I accept/ }).check()
    await page.getByRole('button', { name: /^Book now for CHF/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Pay with TWINT' })).toBeVisible()
    await page.getByRole('button', { name: 'Make the payment fail' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeVisible()
    await expectNoA11yViolations(page, 'TWINT payment failed')

    const retry = page.waitForRequest(
      (r) => r.method() === 'POST' && /\/orders\/[^/]+\/payments$/.test(r.url()),
    )
    await page.getByRole('button', { name: /^Pay CHF .* now$/ }).click()
    expect((await retry).postDataJSON()).toMatchObject({ onlineMethod: 'TWINT' })
    await expect(page.getByRole('heading', { level: 1, name: 'Pay with TWINT' })).toBeVisible()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeVisible()
  })
})
