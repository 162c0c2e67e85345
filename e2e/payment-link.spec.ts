import type { Page, Request } from '@playwright/test'
import { test, expect, expectNoA11yViolations } from './fixtures'
import { tabTo } from './keyboard'
import { paidDepositBooking } from './shop-helpers'

/** Seed payment links of the mock (src/mocks/db/seed-bookings.ts). */
const PAYABLE = '/en/aftersales/payment/pl-payable'
const LINK_API = '**/api/webshop/v1/payment-links/pl-payable'
const GONE = 'This payment link has expired or does not exist.'

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name })

/** The next "pay" request of the link (to read what it sent). */
const nextStart = (page: Page, token = 'pl-payable') =>
  page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith(`/payment-links/${token}/payments`),
  )

/** Clicks "Pay …" and waits for the provider page; returns the start request and the navigation. */
async function startPayment(page: Page, button: string | RegExp = /^Pay CHF\s317\.00 now$/) {
  const start = nextStart(page)
  const provider = page.waitForRequest(
    (r) => r.isNavigationRequest() && /\/mock-payment\//.test(r.url()),
  )
  await page.getByRole('button', { name: button }).click()
  const [startRequest, providerRequest] = await Promise.all([start, provider])
  await expect(page.getByRole('heading', { level: 1, name: 'Test payment' })).toBeVisible()
  return { startRequest, providerRequest }
}

function idempotencyKeyOf(request: Request): string {
  return request.headers()['idempotency-key'] ?? ''
}

test.describe('payment link page', () => {
  test.describe('in a visitor time zone far from Zurich', () => {
    test.use({ timezoneId: 'America/New_York' })

    test('shows the booking in Zurich time, total, paid and open amount; titled with the booking code', async ({
      page,
      mockSession: _,
    }) => {
      await page.goto(PAYABLE)
      await expect(heading(page, 'Booking AB-PAY01')).toBeVisible()
      await expect(page).toHaveTitle('Booking AB-PAY01 | Alpenblick Adventures')
      const booking = page.getByRole('region', { name: 'Your booking' })
      await expect(booking).toContainText('Canyoning in the Saxetbach gorge')
      await expect(booking).toContainText('Canyoning half day')
      // 13:30 in Zurich, although the browser is in New York (07:30 there). The day moves
      // with the mock's seed day, the time does not.
      await expect(booking.locator('time')).toHaveText(
        /^[A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4}, 13:30–17:30$/,
      )
      await expect(booking).toContainText('3 × Adults')
      const amounts = page.getByRole('region', { name: 'Amounts' })
      await expect(amounts.getByRole('definition')).toHaveText([
        'CHF 417.00',
        'CHF 100.00',
        'CHF 317.00',
      ])
      await expect(amounts.getByRole('term')).toHaveText(['Total', 'Already paid', 'Open amount'])
      await expect(page.getByRole('button', { name: 'Pay CHF 317.00 now' })).toBeVisible()
      await expectNoA11yViolations(page, 'payment link: payable')
    })
  })

  test('is marked noindex and sends no Referer, also not to the payment provider', async ({
    page,
    mockSession: _,
  }) => {
    await page.goto(PAYABLE)
    await expect(heading(page, 'Booking AB-PAY01')).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    )
    await expect(page.locator('meta[name="referrer"]')).toHaveCount(1)
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
    const { providerRequest } = await startPayment(page)
    expect(providerRequest.headers()['referer']).toBeUndefined()
    expect(await page.evaluate(() => document.referrer)).toBe('')
    // The mock provider page is a colleague's; it must pass axe as well.
    await expectNoA11yViolations(page, 'mock payment provider')
  })

  test('pay, pay at the provider, back: success; reloading shows success again', async ({
    page,
    mockSession: _,
  }) => {
    await page.goto(PAYABLE)
    const { startRequest } = await startPayment(page)
    expect(idempotencyKeyOf(startRequest)).toMatch(/^[0-9a-f-]{32,36}$/)
    // Card or TWINT: the first, card, unless the visitor chooses.
    expect(startRequest.postDataJSON()).toEqual({
      returnUrl: expect.stringMatching(/\/en\/aftersales\/payment\/pl-payable$/),
      onlineMethod: 'CARD',
    })
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(page).toHaveURL(/\/en\/aftersales\/payment\/pl-payable\?payment=pay_/)
    const success = heading(page, 'Payment successful')
    await expect(success).toBeVisible()
    await expect(success).toBeFocused()
    await expect(
      page.getByRole('status').filter({
        hasText: 'Thank you! We have received your payment of CHF 317.00 for booking AB-PAY01.',
      }),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'Amounts' }).getByRole('definition')).toHaveText([
      'CHF 417.00',
      'CHF 417.00',
      'CHF 0.00',
    ])
    await expect(page.getByRole('button', { name: /Pay/ })).toHaveCount(0)
    await expectNoA11yViolations(page, 'payment link: success')

    const payments: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/payments')) payments.push(r.url())
    })
    await page.reload()
    await expect(heading(page, 'Payment successful')).toBeVisible()
    expect(payments).toEqual([])

    // The same link opened later from the e-mail: already paid.
    await page.goto(PAYABLE)
    await expect(heading(page, 'This booking has already been paid in full.')).toBeVisible()
  })

  test('a failed payment shows the failure; trying again pays with a new key', async ({
    page,
    mockSession: _,
  }) => {
    await page.goto(PAYABLE)
    const first = await startPayment(page)
    await page.getByRole('button', { name: 'Make the payment fail' }).click()
    const failed = heading(page, 'Payment failed')
    await expect(failed).toBeVisible()
    await expect(failed).toBeFocused()
    await expect(page.getByRole('alert')).toContainText(
      'The payment could not be processed. Please try again.',
    )
    await expectNoA11yViolations(page, 'payment link: failed')

    const retry = await startPayment(page, 'Try again')
    expect(idempotencyKeyOf(retry.startRequest)).not.toBe(idempotencyKeyOf(first.startRequest))
    expect(retry.providerRequest.url()).not.toBe(first.providerRequest.url())
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(heading(page, 'Payment successful')).toBeVisible()
  })

  test('one pay intent pays once: a double click and a return with the back button reuse it', async ({
    page,
    mockSession: _,
  }) => {
    await page.goto(PAYABLE)
    const starts: Request[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/payments')) starts.push(r)
    })
    await page.getByRole('button', { name: 'Pay CHF 317.00 now' }).dblclick()
    await expect(page.getByRole('heading', { level: 1, name: 'Test payment' })).toBeVisible()
    expect(starts).toHaveLength(1)
    const providerUrl = page.url()

    // Back without paying: the same intent, so the same payment at the provider.
    await page.goBack()
    await expect(heading(page, 'Booking AB-PAY01')).toBeVisible()
    await page.getByRole('button', { name: 'Pay CHF 317.00 now' }).click()
    await expect(page).toHaveURL(providerUrl)
    expect(starts).toHaveLength(2)
    expect(idempotencyKeyOf(starts[1]!)).toBe(idempotencyKeyOf(starts[0]!))
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(heading(page, 'Payment successful')).toBeVisible()
  })

  test('cancelling at the provider brings back the payable page with a notice', async ({
    page,
    mockSession: _,
  }) => {
    await page.goto(PAYABLE)
    await startPayment(page)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(heading(page, 'Booking AB-PAY01')).toBeFocused()
    await expect(
      page.getByRole('status').filter({ hasText: 'The payment was cancelled.' }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Pay CHF 317.00 now' })).toBeVisible()
    await expectNoA11yViolations(page, 'payment link: cancelled')
  })

  test('keyboard only: Tab and Enter through the payment', async ({ page, mockSession: _ }) => {
    await page.goto(PAYABLE)
    await expect(heading(page, 'Booking AB-PAY01')).toBeVisible()
    const pay = page.getByRole('button', { name: 'Pay CHF 317.00 now' })
    await tabTo(page, pay, 10)
    await page.keyboard.press('Enter')
    const providerPay = page.getByRole('button', { name: 'Pay', exact: true })
    await expect(providerPay).toBeVisible()
    await tabTo(page, providerPay, 10)
    await page.keyboard.press('Enter')
    await expect(heading(page, 'Payment successful')).toBeFocused()
  })

  test('already paid in full', async ({ page, mockSession: _ }) => {
    await page.goto('/en/aftersales/payment/pl-paid')
    await expect(heading(page, 'This booking has already been paid in full.')).toBeVisible()
    await expect(page).toHaveTitle('Booking AB-PAID2 | Alpenblick Adventures')
    await expect(page.getByRole('button', { name: /Pay/ })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Amounts' })).toContainText('CHF 0.00')
    await expectNoA11yViolations(page, 'payment link: paid')
  })

  test('not payable online', async ({ page, mockSession: _ }) => {
    await page.goto('/en/aftersales/payment/pl-offline')
    await expect(heading(page, 'This booking cannot be paid for online.')).toBeVisible()
    await expect(page).toHaveTitle('Booking AB-SITE3 | Alpenblick Adventures')
    await expect(page.getByRole('button', { name: /Pay/ })).toHaveCount(0)
    // Links leaving the page carry no Referer either.
    const website = page.getByRole('link', { name: 'alpenblick-erlebnisse.ch', exact: true })
    await expect(website).toHaveAttribute('rel', /noreferrer/)
    await expectNoA11yViolations(page, 'payment link: not payable online')
  })

  test('an expired and an unknown link show the very same screen', async ({
    page,
    mockSession: _,
  }) => {
    const screenOf = async (path: string) => {
      await page.goto(path)
      await expect(heading(page, GONE)).toBeVisible()
      return {
        title: await page.title(),
        html: (await page.locator('main').innerHTML()).replace(
          /\s(id|aria-labelledby)="[^"]*"/g,
          '',
        ),
      }
    }
    const expired = await screenOf('/en/aftersales/payment/pl-expired')
    await expectNoA11yViolations(page, 'payment link: expired')
    const unknown = await screenOf('/en/aftersales/payment/pl-no-such-link')
    expect(unknown).toEqual(expired)
    expect(expired.title).toBe('Payment link | Alpenblick Adventures')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    )
  })

  test('a server failure says so; trying again recovers', async ({ page, mockSession: _ }) => {
    let failures = 0
    await page.route(LINK_API, async (route) => {
      // Twice: the API client retries a failed GET once.
      if (failures < 2) {
        failures += 1
        await route.fulfill({ status: 500, json: { message: 'Server Error' } })
      } else await route.fallback()
    })
    await page.goto(PAYABLE)
    // A server failure says so (#25), rather than the spec's unknown error for anything else.
    await expect(
      heading(page, 'Unfortunately a server error occurred. Please try again later.'),
    ).toBeVisible()
    await expect(page.getByRole('alert')).toContainText('Please try again later.')
    expect(failures).toBe(2)
    await expectNoA11yViolations(page, 'payment link: general error')
    await page.getByRole('button', { name: 'Try again' }).click()
    await expect(heading(page, 'Booking AB-PAY01')).toBeFocused()
  })

  test('a failure to start the payment says the server is not available, not a broken button', async ({
    page,
    mockSession: _,
  }) => {
    await page.route(`${LINK_API}/payments`, (route) =>
      route.fulfill({ status: 503, json: { message: 'Service Unavailable' } }),
    )
    await page.goto(PAYABLE)
    await page.getByRole('button', { name: 'Pay CHF 317.00 now' }).click()
    await expect(
      heading(page, 'The server is not available. Please try again later.'),
    ).toBeFocused()
    await page.unroute(`${LINK_API}/payments`)
    await page.getByRole('button', { name: 'Try again' }).click()
    await startPayment(page)
  })

  test('German texts and title', async ({ page, mockSession: _ }) => {
    await page.goto('/de/aftersales/payment/pl-payable')
    await expect(heading(page, 'Buchung AB-PAY01')).toBeVisible()
    await expect(page).toHaveTitle('Buchung AB-PAY01 | Alpenblick Erlebnisse')
    await expect(page.getByRole('button', { name: 'CHF 317.00 jetzt bezahlen' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Ihre Buchung' }).locator('time')).toHaveText(
      /^[A-Z][a-z]+, \d{1,2}\. [A-Z][a-zä]+ \d{4}, 13:30–17:30 Uhr$/,
    )
  })

  test.describe('card or TWINT, as at checkout', () => {
    test('chosen with the keyboard alone: TWINT is paid with TWINT; declined, the retry stays TWINT', async ({
      page,
      mockSession: _,
    }) => {
      await page.goto(PAYABLE)
      await expect(heading(page, 'Booking AB-PAY01')).toBeVisible()
      const choice = page.getByRole('group', { name: 'Pay online with' })
      const card = choice.getByRole('radio', { name: 'Card' })
      const twint = choice.getByRole('radio', { name: 'TWINT' })
      await expect(card).toBeChecked()
      await expect(twint).toHaveAccessibleDescription('Confirm in the TWINT app on your phone.')
      await expect(choice.getByRole('img', { name: 'TWINT' })).toBeVisible()
      await expectNoA11yViolations(page, 'payment link: card or TWINT')

      // Tab to the choice, arrow to TWINT, Tab to the pay button, Enter.
      await tabTo(page, card, 15)
      await page.keyboard.press('ArrowDown')
      await expect(twint).toBeChecked()
      await expect(twint).toBeFocused()
      const pay = page.getByRole('button', { name: 'Pay CHF 317.00 now' })
      await tabTo(page, pay, 3)
      const start = nextStart(page)
      await page.keyboard.press('Enter')
      expect((await start).postDataJSON()).toMatchObject({ onlineMethod: 'TWINT' })
      await expect(heading(page, 'Pay with TWINT')).toBeVisible()
      await expect(page.getByRole('definition').filter({ hasText: /^TWINT$/ })).toBeVisible()

      // Declined in the app: back on the page, TWINT is still the choice for the retry.
      const fail = page.getByRole('button', { name: 'Make the payment fail' })
      await tabTo(page, fail, 10)
      await page.keyboard.press('Enter')
      await expect(heading(page, 'Payment failed')).toBeFocused()
      await expect(page.getByRole('radio', { name: 'TWINT' })).toBeChecked()
      await expectNoA11yViolations(page, 'payment link: TWINT declined')
      const retry = page.getByRole('button', { name: 'Try again' })
      await tabTo(page, retry, 10)
      const again = nextStart(page)
      await page.keyboard.press('Enter')
      expect((await again).postDataJSON()).toMatchObject({ onlineMethod: 'TWINT' })
      const providerPay = page.getByRole('button', { name: 'Pay', exact: true })
      await expect(heading(page, 'Pay with TWINT')).toBeVisible()
      await tabTo(page, providerPay, 10)
      await page.keyboard.press('Enter')
      await expect(heading(page, 'Payment successful')).toBeFocused()
      await expect(page.getByRole('radio')).toHaveCount(0)
    })

    test('a method the link no longer offers: a 422 said in French, the page stays and pays by card', async ({
      page,
      mockSession: _,
    }) => {
      // The page was opened while the shop offered TWINT for the booking; by the time the
      // visitor pays, the booking's link takes cards only (the mock's pl-extras).
      let offersTwint = true
      await page.route('**/api/webshop/v1/payment-links/pl-extras', async (route) => {
        const response = await route.fetch()
        const json = (await response.json()) as { data: { onlineMethods?: string[] } }
        if (offersTwint) json.data.onlineMethods = ['CARD', 'TWINT']
        await route.fulfill({ response, json })
      })
      await page.goto('/fr/aftersales/payment/pl-extras')
      const twint = page.getByRole('radio', { name: 'TWINT' })
      await twint.check()
      offersTwint = false
      const pay = page.getByRole('button', { name: /^Payer .* maintenant$/ })
      const refused = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith('/pl-extras/payments'),
      )
      await pay.click()
      const answer = await refused
      expect(answer.status()).toBe(422)
      expect(Object.keys(((await answer.json()) as { errors: object }).errors)).toEqual([
        'onlineMethod',
      ])
      await expect(page.getByRole('alert')).toHaveText(
        'Le moyen de paiement choisi n’est pas disponible pour cette réservation. Veuillez payer à nouveau ; nous avons mis à jour les moyens disponibles.',
      )
      // The same page: the booking, its amounts, and the methods offered now (cards only).
      await expect(heading(page, 'Réservation AB-XTRA5')).toBeVisible()
      await expect(page.getByRole('radio')).toHaveCount(0)
      await expect(pay).toBeVisible()
      await expectNoA11yViolations(page, 'payment link: method refused')

      const start = nextStart(page, 'pl-extras')
      await pay.click()
      expect((await start).postDataJSON()).toMatchObject({ onlineMethod: 'CARD' })
      await expect(heading(page, 'Paiement de test')).toBeVisible()
      await expect(page.getByRole('definition').filter({ hasText: /^Carte$/ })).toBeVisible()
    })
  })

  // The organiser cancels on the booking page while the deposit's rest is still open: whoever
  // holds the link learns there is nothing to pay, and the deposit paid is refunded.
  for (const [lang, text] of Object.entries({
    en: {
      heading: 'This booking has been cancelled.',
      hint: 'Nothing is due, and this link no longer takes payments.',
      refunded: 'Anything already paid is refunded to your original payment method.',
    },
    fr: {
      heading: 'Cette réservation a été annulée.',
      hint: 'Rien n’est dû\u00a0; ce lien ne permet plus de payer.',
      refunded: 'Ce qui a déjà été payé est remboursé sur votre moyen de paiement d’origine.',
    },
  })) {
    test(`a booking cancelled on its booking page (${lang}): nothing due, no pay button`, async ({
      page,
      mockSession: _,
    }) => {
      const { client, booking, bookingPath } = await paidDepositBooking(page, lang)
      const link = `/${lang}/aftersales/payment/${booking.paymentLinkToken}`
      await page.goto(link)
      await expect(page.getByRole('button', { name: /CHF/ })).toBeVisible()

      const { data: quote } = await client.get(`${bookingPath}/cancellation-quote`)
      await client.post(`${bookingPath}/cancel`, { quotedFee: quote.fee.amount })
      await page.goto(link)
      await expect(heading(page, text.heading)).toBeVisible()
      await expect(page.getByText(text.hint, { exact: true })).toBeVisible()
      await expect(page.getByText(text.refunded, { exact: true })).toBeVisible()
      await expect(page.getByRole('button', { name: /CHF/ })).toHaveCount(0)
      await expectNoA11yViolations(page, `payment link: booking cancelled (${lang})`)
    })
  }
})
