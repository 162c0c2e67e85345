import { test, expect } from './fixtures'
import { API, api } from './shop-helpers'

test.describe('the booking page lists what was booked and what was paid', () => {
  test('a cancelled, refunded booking: what was paid and what came back', async ({
    page,
    mockSession: _,
  }) => {
    // AB-PAID2, CHF 278.00 paid, two weeks ahead: cancelled free of charge, all of it refunded.
    const client = await api(page)
    await client.post(`${API}/bookings/ord-paid/cancel`, { quotedFee: 0 })
    await page.goto('/en/aftersales/booking/ord-paid')
    const amounts = page.getByRole('region', { name: 'Payment' })
    const row = (term: string) =>
      amounts.locator('div').filter({ has: page.getByText(term, { exact: true }) })
    await expect(row('Paid').getByRole('definition')).toHaveText('CHF 278.00')
    await expect(row('Refunded').getByRole('definition')).toHaveText('CHF 278.00')
  })

  test('the booked extras are listed with the item', async ({ page, mockSession: _ }) => {
    // AB-XTRA5: two adults, one of them with a photo package.
    await page.goto('/en/aftersales/booking/ord-extras')
    const booked = page.getByRole('region', { name: 'What is booked' })
    await expect(booked.getByText('Extras', { exact: true })).toBeVisible()
    await expect(booked).toContainText(/1 × Photo package/)
  })
})
