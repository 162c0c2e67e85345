import type { Page } from '@playwright/test'
import { test, expect, expectNoA11yViolations } from './fixtures'
import { createCart, fillContact } from './shop-helpers'

// Issue #18, visitor trust: what visitors decide on (8), wording after a cancelled payment (4),
// gentler forms (6), wayfinding (7) and the phone layout (5), on a desktop and on a phone.

const PHONE = { width: 390, height: 844 }
const DEVICES = [
  ['desktop', {}],
  ['phone', { viewport: PHONE, isMobile: true, hasTouch: true }],
] as const

/** A kayak cart for Anna and Ben Muster, set up through the API. */
const namedCart = (page: Page) =>
  createCart(page, {
    names: [
      ['Anna', 'Muster'],
      ['Ben', 'Muster'],
    ],
  })

/** A kayak cart for two, named, on the payment step. */
async function atPayment(page: Page) {
  const { cartId } = await namedCart(page)
  await page.goto(`/en/checkout/${cartId}?step=contact`)
  await fillContact(page)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page).toHaveURL(/step=payment$/)
  return cartId
}

/** Scrolls towards the "Good to know" panel as a visitor would; it loads on the way. */
async function scrollToFacts(page: Page) {
  await page.locator('.listing-facts-slot').evaluate((slot) => slot.scrollIntoView())
  const panel = facts(page)
  await expect(panel).toBeVisible()
  await panel.scrollIntoViewIfNeeded()
  return panel
}

const facts = (page: Page) =>
  page.getByRole('region', { name: /^(Good to know|Gut zu wissen|Bon à savoir)$/ })

for (const [device, use] of DEVICES) {
  test.describe(`on a ${device}`, () => {
    test.use(use)

    test('8: the listing detail shows what is included, what to bring, requirements, group size, extras, meeting point with a maps link and the cancellation policy', async ({
      page,
      mockSession: _,
    }) => {
      await page.goto('/en/listing/canyoning-saxetbach')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Canyoning in the Saxetbach gorge',
      )
      // The teaser states the rule from the structured policy.
      await expect(page.getByText('Free cancellation up to 2 days before the start')).toBeVisible()
      const panel = await scrollToFacts(page)
      for (const text of [
        'Wetsuit, helmet and harness',
        'Swimwear and a towel',
        'From 14 years',
        'Up to 110 kg body weight',
        'Fitness: moderate',
        'Able to swim',
        'Up to 12 people',
        'Photo package: CHF 25.00 per person',
        'Alpenblick base, Höheweg 37',
        'Höheweg 37, 3800 Interlaken',
        'Free cancellation up to 48 hours before the start; after that the full price is due.',
      ]) {
        await expect(panel.getByText(text, { exact: false }).first()).toBeVisible()
      }
      const maps = panel.getByRole('link', {
        name: 'Alpenblick base, Höheweg 37: open in maps (new tab)',
      })
      await expect(maps).toHaveAttribute(
        'href',
        /openstreetmap\.org\/\?mlat=46\.68630&mlon=7\.86320/,
      )
      await expect(maps).toHaveAttribute('target', '_blank')
      await expectNoA11yViolations(page, `listing facts (${device})`)
    })

    test('8: a meeting point without coordinates has no maps link; de and fr texts', async ({
      page,
      mockSession: _,
    }) => {
      await page.goto('/de/listing/private-photo-tour')
      let panel = await scrollToFacts(page)
      await expect(panel.getByRole('heading', { name: 'Gut zu wissen' })).toBeVisible()
      await expect(panel).toContainText('Ihr Hotel in Interlaken')
      await expect(panel).toContainText('Bis 6 Personen')
      await expect(panel.getByRole('link', { name: /Karte/ })).toHaveCount(0)
      await page.goto('/fr/listing/paragliding-tandem-flight')
      panel = await scrollToFacts(page)
      await expect(panel).toContainText('Jusqu’à 4 personnes')
      await expect(panel).toContainText('Conditions d’annulation')
      await expect(
        panel.getByRole('link', { name: /ouvrir dans une carte \(nouvel onglet\)$/ }),
      ).toBeVisible()
      await expectNoA11yViolations(page, `listing facts fr (${device})`)
    })

    test('8: the payment step repeats the cancellation policy beside the terms', async ({
      page,
      mockSession: _,
    }) => {
      await atPayment(page)
      const policy = page.getByRole('region', { name: 'Cancellation policy' })
      await expect(policy).toContainText(
        'Free cancellation up to 48 hours before the start; after that the full price is due.',
      )
      // Beside the terms: right before the checkbox.
      const terms = page.getByRole('checkbox', { name: /terms/i })
      const [policyBox, termsBox] = [await policy.boundingBox(), await terms.boundingBox()]
      expect(termsBox!.y).toBeGreaterThan(policyBox!.y)
      expect(termsBox!.y - (policyBox!.y + policyBox!.height)).toBeLessThan(120)
      await expectNoA11yViolations(page, `payment step policy (${device})`)
    })

    test('4: after a cancelled payment the visitor may pay again or choose another method the order allows', async ({
      page,
      mockSession: _,
    }) => {
      await atPayment(page)
      await page.getByRole('radio', { name: 'Pay now' }).check()
      await page.getByRole('checkbox', { name: /I accept/ }).check()
      await page.getByRole('button', { name: /^Book now/ }).click()
      await page.getByRole('button', { name: 'Cancel' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeFocused()
      await expect(page.getByRole('button', { name: /^Pay CHF\s178\.00 now$/ })).toBeVisible()
      const other = page.getByRole('region', { name: 'Or choose another payment method' })
      await expect(other.getByRole('button', { name: 'Pay later instead' })).toBeVisible()
      await expect(
        other.getByRole('button', { name: 'Pay on site instead' }),
      ).toHaveAccessibleDescription('Pay on the day at the meeting point.')
      await expectNoA11yViolations(page, `payment cancelled, other methods (${device})`)
      await other.getByRole('button', { name: 'Pay on site instead' }).click()
      await expect(
        page.getByRole('heading', { level: 1, name: 'Booking successful' }),
      ).toBeFocused()
      await expect(other).toHaveCount(0)
      await expectNoA11yViolations(page, `booked on site after a cancel (${device})`)
    })

    test('6: removing a person asks nothing, says so to screen readers and offers "Undo" for a few seconds', async ({
      page,
      mockSession: _,
    }) => {
      const { cartId } = await namedCart(page)
      await page.goto(`/en/checkout/${cartId}?step=configuration`)
      const people = page.locator('fieldset.checkout-person')
      await expect(people).toHaveCount(2)
      await page.getByRole('button', { name: 'Remove Ben Muster' }).click()
      await expect(people).toHaveCount(1)
      await expect(page.getByRole('status').filter({ hasText: 'removed' })).toHaveText(
        'Ben Muster and their additional services have been removed. You can undo this for 10 seconds.',
      )
      const undo = page.getByRole('button', { name: 'Undo: bring back Ben Muster' })
      await expect(undo).toBeFocused()
      await expectNoA11yViolations(page, `undo offered (${device})`)
      await undo.click()
      await expect(people).toHaveCount(2)
      await expect(people.nth(1).getByRole('textbox', { name: 'First name' })).toHaveValue('Ben')
      await expect(page.getByRole('status').filter({ hasText: 'back' })).toHaveText(
        'Ben Muster is back, with their details and additional services.',
      )
      // The cart has both again (the summary counts two adults).
      const cart = await page.request.get(`/api/webshop/v1/carts/${cartId}`)
      const body = (await cart.json()) as { data: { items: { participants: unknown[] }[] } }
      expect(body.data.items[0]!.participants).toHaveLength(2)
      // Removed again and left alone: after the few seconds the offer is gone.
      await page.getByRole('button', { name: 'Remove Ben Muster' }).click()
      await expect(undo).toBeFocused()
      await page.clock.fastForward(11_000)
      await expect(undo).toHaveCount(0)
      await expect(people).toHaveCount(1)
    })

    test('6: participant names typed in the configuration step survive a reload', async ({
      page,
      mockSession: _,
    }) => {
      const { cartId } = await createCart(page)
      await page.goto(`/en/checkout/${cartId}?step=configuration`)
      const first = page.locator('fieldset.checkout-person').first()
      await first.getByRole('textbox', { name: 'First name' }).fill('Zoë')
      await first.getByRole('textbox', { name: 'Surname' }).fill('Muster')
      await page.reload()
      const again = page.locator('fieldset.checkout-person').first()
      await expect(again.getByRole('textbox', { name: 'First name' })).toHaveValue('Zoë')
      await expect(again.getByRole('textbox', { name: 'Surname' })).toHaveValue('Muster')
    })

    test('6: fields revealed after a failed submit are not marked wrong until left or submitted again', async ({
      page,
      mockSession: _,
    }) => {
      const { cartId } = await namedCart(page)
      await page.goto(`/en/checkout/${cartId}?step=contact`)
      await page.getByRole('button', { name: 'Continue to payment' }).click()
      await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      )
      await page.getByRole('radio', { name: 'I am booking for someone else' }).check()
      const attendee = page.getByRole('textbox', { name: 'Participant’s first name' })
      await expect(attendee).toBeVisible()
      await expect(attendee).not.toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByRole('link', { name: /Participant’s first name/ })).toHaveCount(0)
      await expectNoA11yViolations(page, `revealed fields unmarked (${device})`)
      // Left empty: now it says what is wrong.
      await attendee.focus()
      await attendee.blur()
      await expect(attendee).toHaveAttribute('aria-invalid', 'true')
      const surname = page.getByRole('textbox', { name: 'Participant’s surname' })
      await expect(surname).not.toHaveAttribute('aria-invalid', 'true')
      await page.getByRole('button', { name: 'Continue to payment' }).click()
      await expect(surname).toHaveAttribute('aria-invalid', 'true')
      await expectNoA11yViolations(page, `revealed fields after a second submit (${device})`)
    })

    test('7: the payment link page and its 404 carry the language switch and the imprint and privacy links', async ({
      page,
      mockSession: _,
    }) => {
      for (const path of [
        '/en/aftersales/payment/pl-extras',
        '/en/aftersales/payment/pl-nosuchlink',
      ]) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        const switcher = page.getByRole('navigation', { name: 'Choose language' })
        await expect(switcher.getByRole('link', { name: 'DE', exact: true })).toBeVisible()
        const legal = page.getByRole('navigation', { name: 'Legal' })
        await expect(legal.getByRole('link', { name: 'Imprint' })).toHaveAttribute(
          'href',
          '/en/imprint',
        )
        await expect(legal.getByRole('link', { name: 'Privacy policy' })).toBeVisible()
        await expectNoA11yViolations(page, `${path} (${device})`)
      }
      await page
        .getByRole('navigation', { name: 'Choose language' })
        .getByRole('link', { name: 'FR', exact: true })
        .click()
      await expect(page).toHaveURL(/\/fr\/aftersales\/payment\/pl-nosuchlink$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
      await expect(page.locator('.site-footer__legal')).toBeVisible()
    })

    test('7: a page that does not exist keeps the shop header (language switch) and footer', async ({
      page,
      mockSession: _,
    }) => {
      await page.goto('/en/no-such-page')
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeFocused()
      await expect(page.getByRole('banner').getByRole('link', { name: /home page/i })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Choose language' })).toBeVisible()
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Imprint' }),
      ).toBeVisible()
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }),
      ).toBeVisible()
      await expect(page.getByRole('main')).toHaveCount(1)
      await expectNoA11yViolations(page, `shop 404 (${device})`)
    })

    test('7: a date chosen in the filter is carried into the listing; a search brings the results into view', async ({
      page,
      mockSession: _,
    }) => {
      const { today } = await page.request
        .get('/api/__mock/state')
        .then(async (r) => ((await r.json()) as { data: { today: string } }).data)
      const day = new Date(Date.parse(`${today}T12:00:00Z`) + 3 * 86_400_000)
        .toISOString()
        .slice(0, 10)
      await page.goto(`/en?date=${day}`)
      const card = page.locator('.listing-card__link').first()
      await expect(card).toHaveAttribute('href', new RegExp(`\\?date=${day}$`))
      await card.click()
      await expect(page).toHaveURL(new RegExp(`/en/listing/[a-z-]+\\?date=${day}`))
      // The calendar opens on that day, selected.
      const long = new Intl.DateTimeFormat('en-CH', { dateStyle: 'full', timeZone: 'UTC' }).format(
        new Date(`${day}T12:00:00Z`),
      )
      await expect(page.getByRole('region', { name: 'Book' })).toContainText(
        `Chosen date: ${long}`,
        {
          timeout: 20_000,
        },
      )

      await page.goto('/en')
      await expect(page.locator('.listing-card').first()).toBeVisible()
      await page.getByRole('searchbox', { name: 'Search' }).fill('kayak')
      await page.getByRole('searchbox', { name: 'Search' }).press('Enter')
      await expect(page.locator('.results__count')).toHaveText('1 offer')
      await expect(page.locator('.results__count')).toBeInViewport()
      await expect(page.locator('.listing-card').first()).toBeInViewport()
      await expectNoA11yViolations(page, `search results (${device})`)
    })
  })
}

/** Every visible control in the scope lies within the viewport's width. */
async function expectControlsInside(page: Page, scope: string, label: string) {
  const outside = await page.evaluate((selector) => {
    const width = document.documentElement.clientWidth
    const controls = document.querySelectorAll(
      `${selector} :is(button, a[href], input, select, textarea, summary)`,
    )
    return [...controls]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.left < -0.5 || box.right > width + 0.5))
      .map(({ element, box }) => `${element.outerHTML.slice(0, 80)} [${box.left}..${box.right}]`)
  }, scope)
  expect(outside, `controls outside the viewport: ${label}`).toEqual([])
}

for (const width of [320, 390]) {
  test.describe(`5: a phone ${width} px wide`, () => {
    test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true })

    test('listing: the bar with price and "Find a date" once the teaser is away; header in reach; full-screen gallery inside the screen', async ({
      page,
      mockSession: _,
    }) => {
      await page.goto('/en/listing/canyoning-saxetbach')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const bar = page.locator('.booking-bar')
      await expect(bar).toHaveCount(0)
      // The gallery first: full screen, every control inside.
      await page.getByRole('button', { name: 'Show all 5 pictures' }).click()
      const dialog = page.getByRole('dialog')
      await expect(dialog.getByRole('button', { name: 'Next picture' })).toBeInViewport()
      await expectControlsInside(page, 'dialog[open]', `gallery at ${width}`)
      const box = await dialog.boundingBox()
      expect(box!.width).toBeGreaterThanOrEqual(width - 1)
      await expectNoA11yViolations(page, `gallery at ${width}`)
      await dialog.getByRole('button', { name: 'Close' }).click()
      // Scrolled into the text: the bar appears, the header with the cart stays.
      await scrollToFacts(page)
      await expect(bar).toBeVisible()
      await expect(bar).toContainText('Offers from CHF 119.00')
      await expect(page.getByRole('banner')).toBeInViewport()
      await expectControlsInside(page, 'body', `listing at ${width}`)
      await expectNoA11yViolations(page, `booking bar at ${width}`)
      await bar.getByRole('button', { name: 'Find a date' }).click()
      await expect(page.getByRole('heading', { level: 2, name: 'Book' })).toBeFocused()
      await expect(page.getByRole('heading', { level: 2, name: 'Book' })).toBeInViewport()
      await expect(bar).toHaveCount(0)
    })

    test('cart drawer and checkout: controls inside the screen; the summary with total and hold countdown at the top', async ({
      page,
      mockSession: _,
    }) => {
      await page.goto('/en/listing/hiking-map-jungfrau')
      const book = page.getByRole('region', { name: 'Book' })
      await book.getByRole('button', { name: 'Add to cart' }).click()
      await expect(book.getByRole('link', { name: 'Go to checkout' })).toBeVisible()
      await page.getByRole('button', { name: /^Cart, 1 item/ }).click()
      const drawer = page.getByRole('dialog', { name: 'Your cart' })
      await expect(drawer).toBeVisible()
      await expectControlsInside(page, 'dialog[open], [role="dialog"]', `drawer at ${width}`)
      await drawer
        .getByRole('link', { name: /checkout/i })
        .first()
        .click()
      await expect(page).toHaveURL(/\/checkout\//)
      const summary = page.locator('.checkout-phone-summary')
      await expect(summary).toBeVisible()
      await expect(summary).toContainText('Total CHF')
      await expect(summary).toContainText(/held \d+ min/)
      const submit = page.locator('.checkout-actions button[type="submit"]').first()
      const [top, bottom] = [await summary.boundingBox(), await submit.boundingBox()]
      expect(top!.y).toBeLessThan(bottom!.y)
      await summary.locator('summary').click()
      await expect(summary.locator('.checkout-summary__total')).toBeVisible()
      await expectControlsInside(page, 'body', `checkout at ${width}`)
      await expectNoA11yViolations(page, `checkout phone summary at ${width}`)
    })
  })
}

test('5: on a desktop the sticky columns of the listing and the checkout stop below the header, never under it', async ({
  page,
  mockSession: _,
}) => {
  const header = page.locator('.site-header')
  async function expectBelowHeader(column: string, label: string) {
    // Scrolled so that the column, left in the flow, would start 40 px from the top of the
    // window: under the header.
    const top = await page.locator(column).evaluate(async (el) => {
      window.scrollTo(0, 0)
      window.scrollTo(0, el.getBoundingClientRect().top - 40)
      await new Promise(requestAnimationFrame)
      return el.getBoundingClientRect().top
    })
    const headerBottom = await header.evaluate((el) => el.getBoundingClientRect().bottom)
    expect(top, `${label}: column top below the header`).toBeGreaterThanOrEqual(headerBottom)
  }
  await page.goto('/en/listing/canyoning-saxetbach')
  await expect(page.getByText(/^Offers from CHF/)).toBeVisible()
  await expectBelowHeader('.listing-detail__aside', 'listing detail')

  const { cartId } = await namedCart(page)
  await page.goto(`/en/checkout/${cartId}?step=contact`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectBelowHeader('.checkout__aside', 'checkout')
})
