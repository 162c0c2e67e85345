import { test, expect as baseExpect, heldUntilReleased } from './fixtures'
import { focusObscuredFindings, targetSizeFindings } from './a11y-checks'
import { htmlcsErrors } from './a11y-engines'
import { bookFirstSlot } from './purchase'
import { createCart, fillContact } from './shop-helpers'

// States beyond a page's first view: dialogs (2.4.11 inside them, the second rule engine), the
// loading bar under reduced motion, and the checkout's redundant entry (3.3.7).

const expect = baseExpect.configure({ timeout: 15_000 })
// The a11y suites share one browser context per worker, reset between tests (see
// e2e/a11y-wcag22.spec.ts).
test.use({ reuseContext: true })
const LISTING = '/en/listing/lake-kayak-brienz'

test('dialogs: the cart drawer and the picture gallery keep focus visible and pass the second engine', async ({
  page,
  mockSession: _,
}) => {
  await page.goto(LISTING)
  await bookFirstSlot(page)
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart' })).toBeVisible()

  await page.getByRole('button', { name: 'Cart, 1 item' }).click()
  const drawer = page.getByRole('dialog')
  await expect(drawer).toBeVisible()
  expect(await focusObscuredFindings(page), '2.4.11 in the cart drawer').toEqual([])
  expect(await targetSizeFindings(page), '2.5.8 in the cart drawer').toEqual([])
  expect(await htmlcsErrors(page), 'HTML_CodeSniffer: cart drawer').toEqual([])
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()

  await page.getByRole('button', { name: /^Show picture 1 of \d+ large$/ }).click()
  const gallery = page.getByRole('dialog', { name: /^Pictures:/ })
  await expect(gallery).toBeVisible()
  expect(await focusObscuredFindings(page), '2.4.11 in the gallery').toEqual([])
  expect(await htmlcsErrors(page), 'HTML_CodeSniffer: gallery').toEqual([])

  // A phone: the drawer covers the page; still nothing in it hides under anything.
  await page.keyboard.press('Escape')
  await page.setViewportSize({ width: 320, height: 640 })
  await page.getByRole('button', { name: 'Cart, 1 item' }).click()
  await expect(drawer).toBeVisible()
  expect(await focusObscuredFindings(page), '2.4.11 in the cart drawer at 320 px').toEqual([])
})

test('form errors: the checkout’s contact step with every error shown', async ({
  page,
  mockSession: _,
}) => {
  const { cartId } = await createCart(page, {
    names: [
      ['Anna', 'Muster'],
      ['Ben', 'Muster'],
    ],
  })
  await page.goto(`/en/checkout/${cartId}?step=contact`)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toBeFocused()
  expect(await htmlcsErrors(page), 'HTML_CodeSniffer: contact errors').toEqual([])
  expect(await focusObscuredFindings(page), '2.4.11 with errors').toEqual([])
})

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the loading bar shows without moving; without the preference it advances', async ({
    page,
    mockSession: _,
  }) => {
    const gate = heldUntilReleased()
    let reached = () => {}
    const requested = new Promise<void>((resolve) => (reached = resolve))
    await page.route('**/api/webshop/v1/listings/lake-kayak-brienz', async (route) => {
      reached()
      await gate.held
      await route.continue()
    })
    const bar = page.locator('#nprogress .bar')
    const position = () => bar.evaluate((el) => getComputedStyle(el).transform)

    await page.goto('/en')
    await page
      .getByRole('link', { name: /Kayak tour on Lake Brienz/ })
      .first()
      .click()
    await requested
    await page.clock.runFor(500)
    await expect(bar).toBeVisible()
    const shown = await position()
    await page.clock.runFor(1_500)
    expect(await position(), 'the bar stands still').toBe(shown)
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0)
    gate.release()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kayak tour on Lake Brienz' }),
    ).toBeVisible()

    // The same navigation without the preference: the bar advances (the check above can fail).
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    const again = heldUntilReleased()
    let reachedAgain = () => {}
    const requestedAgain = new Promise<void>((resolve) => (reachedAgain = resolve))
    await page.unrouteAll()
    await page.route('**/api/webshop/v1/listings/canyoning-saxetbach', async (route) => {
      reachedAgain()
      await again.held
      await route.continue()
    })
    await page.goto('/en')
    await page
      .getByRole('link', { name: /Canyoning/ })
      .first()
      .click()
    await requestedAgain
    await page.clock.runFor(500)
    await expect(bar).toBeVisible()
    const first = await position()
    await page.clock.runFor(1_500)
    // The trickle has moved the bar; its CSS transition runs in real time, so the computed
    // position reaches the new value a moment later (CI, 25 Nov 2026: read at the old value).
    await expect.poll(position).not.toBe(first)
    again.release()
  })
})

test('redundant entry (3.3.7): nothing entered is asked again, and every entry survives going back', async ({
  page,
  mockSession: _,
}) => {
  const { cartId } = await createCart(page)
  await page.goto(`/en/checkout/${cartId}?step=configuration`)
  const firstNames = page.getByRole('textbox', { name: 'First name', exact: true })
  const surnames = page.getByRole('textbox', { name: 'Surname', exact: true })
  await firstNames.nth(0).fill('Anna')
  await surnames.nth(0).fill('Muster')
  await firstNames.nth(1).fill('Ben')
  await surnames.nth(1).fill('Muster')
  await page.getByRole('button', { name: 'Continue to contact details' }).click()
  await expect(page).toHaveURL(/step=contact$/)
  await fillContact(page)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page).toHaveURL(/step=payment$/)

  // The payment step asks for nothing typed before: no text field at all.
  await expect(page.getByRole('radio', { name: 'Pay later' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(
    await page
      .getByRole('main')
      .getByRole('textbox', { name: /voucher/i })
      .count(),
  )

  // Back to each earlier step: what was entered is there, not asked again.
  await page.getByRole('link', { name: /Contact details/ }).click()
  await expect(page).toHaveURL(/step=contact$/)
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(
    'anna@example.ch',
  )
  await expect(page.getByLabel('City')).toHaveValue('Interlaken')
  await page.getByRole('link', { name: /Configuration/ }).click()
  await expect(page).toHaveURL(/step=configuration$/)
  await expect(firstNames.nth(1)).toHaveValue('Ben')
  await expect(surnames.nth(0)).toHaveValue('Muster')
})
