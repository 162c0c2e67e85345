import type { Page } from '@playwright/test'
import { createCart, fillContact } from './shop-helpers'

/** The kayak tour for two, names given: the configuration step is done. */
export const cartForTwo = (page: Page) =>
  createCart(page, {
    names: [
      ['Anna', 'Muster'],
      ['Beat', 'Muster'],
    ],
  })

/** A cart for two at the payment step, contact details given as a visitor types them. */
export async function atPaymentStep(page: Page) {
  const setup = await cartForTwo(page)
  await page.goto(`/en/checkout/${setup.cartId}?step=contact`)
  await fillContact(page)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  return setup
}
