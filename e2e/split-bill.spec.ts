import { test, expect, expectNoA11yViolations } from './fixtures'
import { atPaymentStep } from './shop-helpers'

test.describe('split the bill', () => {
  test('each person pays their own share: two shares paid through the mock provider', async ({
    page,
  }) => {
    // Far enough ahead for the guests to pay their shares (36 hours or more).
    await atPaymentStep(page, { daysAhead: 3 })
    // Offered with "pay now" only.
    const split = page.getByRole('checkbox', { name: 'Each person pays their own share' })
    await page.getByRole('radio', { name: 'Pay later' }).check()
    await expect(split).toHaveCount(0)
    await page.getByRole('radio', { name: 'Pay now' }).check()
    await split.check()
    await expect(split).toHaveAccessibleDescription(
      /You pay your share of CHF\s89\.00 now; the other person gets a payment link/,
    )
    await page.getByRole('checkbox', { name: /I accept/ }).check()
    await expectNoA11yViolations(page, 'payment step: split the bill')
    await page.getByRole('button', { name: /^Book now and pay your share, CHF\s89\.00/ }).click()

    // Share 1, the organiser's, through the provider.
    await expect(page.getByRole('heading', { level: 1, name: 'Test payment' })).toBeVisible()
    await expect(page.getByText(/CHF\s89\.00/)).toBeVisible()
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Booking successful' })).toBeVisible()
    const shares = page.getByRole('region', { name: 'Everyone pays their own share' })
    await expect(shares.getByText('1 of 2 shares paid')).toBeVisible()
    await expect(shares).toContainText(/Unpaid shares keep the places until/)
    const link = shares.getByRole('textbox', { name: 'Payment link for Beat Muster' })
    await expect(link).toHaveValue(/\/en\/aftersales\/payment\/pl-[a-z2-9]+$/)
    const url = await link.inputValue()
    await expect(
      shares.getByRole('link', { name: 'Send to Beat Muster by e-mail' }),
    ).toHaveAttribute('href', new RegExp(`^mailto:\\?subject=.+&body=.*${encodeURIComponent(url)}`))
    await expect(shares.getByRole('button', { name: 'Copy link for Beat Muster' })).toBeVisible()
    await expectNoA11yViolations(page, 'success page: split bill shares')
    const success = page.url()

    // Share 2 through its link: the existing payment link page, for that share only.
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1, name: /Booking AB-/ })).toBeVisible()
    const progress = page.getByRole('region', { name: 'A share of a split bill' })
    await expect(progress).toContainText('1 of 2 shares paid')
    await expectNoA11yViolations(page, 'payment link: a share of a split bill')
    // The guest sees their share, not the organiser's booking: no way to names, changes or cancelling.
    await expect(page.getByRole('link', { name: 'View and manage your booking' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: /Subscribe/ })).toHaveCount(0)
    await expect(page.getByText('Muster')).toHaveCount(0)
    await expect(page.getByText('Anna')).toHaveCount(0)
    await page.getByRole('button', { name: /^Pay CHF\s89\.00 now$/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Test payment' })).toBeVisible()
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible()
    await expect(progress).toContainText('2 of 2 shares paid')
    // The guest paid a share: the link speaks of that share, not of the whole booking.
    await expect(page.getByText('Your share is now paid.')).toBeVisible()
    await expect(page.getByText('Your booking is now paid in full.')).toHaveCount(0)

    await page.goto(success)
    await expect(page.getByText('2 of 2 shares paid')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Payment link for Beat Muster' })).toHaveCount(0)
  })

  test('too close to the start: no split, and the reason said', async ({ page }) => {
    // Tomorrow morning: the shares would fall due before the guests could pay them.
    await atPaymentStep(page, { daysAhead: 1 })
    await page.getByRole('radio', { name: 'Pay now' }).check()
    await expect(
      page.getByRole('checkbox', { name: 'Each person pays their own share' }),
    ).toHaveCount(0)
    await expect(page.getByText(/not possible this close to the start/)).toBeVisible()
    await expect(page.getByRole('button', { name: /^Book now for CHF/ })).toBeVisible()
  })
})
