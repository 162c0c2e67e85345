import { expect as baseExpect, type FrameLocator, type Locator, type Page } from '@playwright/test'
import { bookWith, fillContact } from './shop-helpers'

// Checkout steps wait on several API calls each; give them room on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })

/**
 * A host page on another site (127.0.0.1 beside the shop's localhost: another site, not just
 * another port) with one booking widget, loaded by the shop's embed.js.
 */
export async function openWidgetHost(
  page: Page,
  shopOrigin: string,
  widget: { slug: string; checkout?: 'top' | 'new-tab' },
) {
  const shop = new URL(shopOrigin)
  await page.goto(`http://127.0.0.1:${shop.port}/robots.txt`)
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Partner site</title></head><body><main>
      <h1>Partner site</h1>
      <div id="booking" data-webshop-widget="booking" data-slug="${widget.slug}" data-lang="en"
        data-checkout="${widget.checkout ?? 'top'}"></div>
      <script src="${shop.origin}/embed.js"></script>
    </main></body></html>`,
  )
  return page.frameLocator('#booking iframe')
}

/**
 * Presses a link of a widget once the host page shows it: the widget's frame grows to its content
 * a moment after the content grew (embed.js hears the new height), and a press aimed at a link
 * still below the frame's old bottom lands on the host page (CI, 25 Nov 2026: "Go to checkout"
 * pressed, the top window stayed on the host; the same in WebKit). A visitor cannot press what
 * they cannot see.
 */
export async function pressInFrame(frame: FrameLocator, link: Locator) {
  await expect(link).toBeVisible()
  await expect
    .poll(async () => {
      const [box, shown] = await Promise.all([link.boundingBox(), frame.owner().boundingBox()])
      return Boolean(
        box && shown && box.y >= shown.y && box.y + box.height <= shown.y + shown.height + 1,
      )
    })
    .toBe(true)
  await link.click()
}

/** On a listing's booking section (a page or the booking widget): the first day with places, its first slot, "Book now". */
export async function bookFirstSlot(scope: Page | FrameLocator) {
  await expect(scope.getByRole('grid').first()).toBeVisible()
  await scope
    .getByRole('button', { name: /Only \d+ seats? left|Available/ })
    .first()
    .click()
  await scope.getByRole('radio').first().check()
  await scope.getByRole('button', { name: 'Book now' }).click()
}

/** From the checkout's configuration step: one participant's name, contact, pay later, booked. */
export async function checkoutPayLater(page: Page) {
  await expect(page).toHaveURL(/\/en\/checkout\/[\w-]+\?step=configuration$/)
  await page.getByRole('textbox', { name: 'First name', exact: true }).first().fill('Anna')
  await page.getByRole('textbox', { name: 'Surname', exact: true }).first().fill('Muster')
  await bookPayingLater(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Booking successful' })).toBeVisible()
}

/** From the configuration step, the names typed in: on to contact details, payment (pay later), "Book now". */
export async function bookPayingLater(page: Page) {
  await page.getByRole('button', { name: 'Continue to contact details' }).click()
  await expect(page).toHaveURL(/step=contact$/)
  await fillContact(page)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page).toHaveURL(/step=payment$/)
  await bookWith(page, 'Pay later')
}
