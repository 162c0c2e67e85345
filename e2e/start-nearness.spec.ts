import { test, expect as baseExpect, expectNoA11yViolations } from './fixtures'
import { atPaymentStep, bookWith, createCart, fillContact } from './shop-helpers'

// Checkout steps wait on several API calls each; give them room on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })

test.describe('a start close at hand is said before the binding click', () => {
  test.describe.configure({ timeout: 90_000 })

  test('a request for the next morning: continue to the review, a warning before sending, a request’s own success page', async ({
    page,
    mockSession: _,
  }) => {
    // From Wednesday 08:00 to Friday 10:00 for the mock and the browser: the balloon's next
    // date, Saturday 06:00, is 20 hours away, within the shop's 48-hour answer time.
    await page.request.post('/api/__mock/clock', { data: { advanceMinutes: 50 * 60 } })
    await page.clock.fastForward(50 * 3_600_000)
    const { cartId } = await createCart(page, {
      slug: 'sunrise-balloon-ride',
      status: ['UPON_REQUEST'],
      names: [
        ['Anna', 'Muster'],
        ['Ben', 'Muster'],
      ],
    })
    await page.goto(`/en/checkout/${cartId}?step=contact`)
    await fillContact(page)
    // Nothing is paid: step 2 does not lead "to payment".
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Continue to review' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Send request' })).toBeVisible()
    await expect(
      page.getByText(/is sooner than our usual answer time of up to 48 hours/),
    ).toBeVisible()
    await expectNoA11yViolations(page, 'request step: a date within the answer time')
    await page.getByRole('checkbox', { name: /I accept/ }).check()
    await page.getByRole('button', { name: 'Send binding request' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Request sent' })).toBeVisible()
    await expect(page.getByText(/we may not be able to answer before it/)).toBeVisible()
    await expect(page.getByText(/within 48 hours/)).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'View or withdraw your request' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Manage your booking' })).toHaveCount(0)
  })

  test('a request far enough ahead: no warning, the usual answer time', async ({
    page,
    mockSession: _,
  }) => {
    await atPaymentStep(page, {
      slug: 'sunrise-balloon-ride',
      status: ['UPON_REQUEST'],
      names: [
        ['Anna', 'Muster'],
        ['Ben', 'Muster'],
      ],
    })
    await expect(page.getByRole('heading', { level: 2, name: 'Send request' })).toBeVisible()
    await expect(page.getByText(/sooner than our usual answer time/)).toHaveCount(0)
  })

  test('booked after the free cancellation has ended: said before the binding click', async ({
    page,
    mockSession: _,
  }) => {
    // The kayak tomorrow: free cancellation ends 48 hours before the start.
    await atPaymentStep(page, { daysAhead: 1 })
    await expect(
      page.getByText(
        /^Kayak tour on Lake Brienz: the free cancellation period has already ended\. Cancelling this booking costs \d+% of its price\.$/,
      ),
    ).toBeVisible()
    // Booked anyway: the booking page shows no free-cancellation deadline before the booking
    // was made, but that it had ended, with the fee, in every language.
    await bookWith(page, 'Pay later')
    await page.getByRole('link', { name: 'Manage your booking' }).click()
    await expect(page).toHaveURL(/\/en\/aftersales\/booking\/[\w-]+$/)
    const token = page.url().split('/').at(-1) ?? ''
    const texts = {
      en: [
        'Free cancellation',
        /^Had already ended when you booked\. Cancelling costs \d+% of the price\.$/,
      ],
      de: [
        'Kostenlose Stornierung',
        /^Schon vorbei, als Sie gebucht haben\. Eine Stornierung kostet \d+ % des Preises\.$/,
      ],
      fr: [
        'Annulation gratuite',
        /^Déjà terminée lors de votre réservation\. Annuler coûte \d+\u202f% du prix\.$/,
      ],
    } as const
    for (const [lng, [term, ended]] of Object.entries(texts)) {
      await page.goto(`/${lng}/aftersales/booking/${token}`)
      const row = page.locator('.manage-deadlines div').filter({ hasText: term })
      await expect(row.locator('dt')).toHaveText(term)
      await expect(row.locator('dd')).toHaveText(ended)
      await expect(row.locator('time')).toHaveCount(0)
    }
    await expectNoA11yViolations(page, 'booking page: booked after free cancellation had ended')
  })

  test('booked well before the deadline: no such notice', async ({ page, mockSession: _ }) => {
    await atPaymentStep(page, { daysAhead: 10 })
    await expect(page.getByText(/free cancellation period has already ended/)).toHaveCount(0)
    // The details of step 2 are recapped before the binding click, with the way back.
    const recap = page.getByRole('region', { name: 'Your details' })
    await expect(recap).toContainText('Anna Muster')
    await expect(recap).toContainText('anna@example.ch')
    await expect(recap).toContainText('3800 Interlaken')
    await recap.getByRole('link', { name: 'Edit your details' }).click()
    await expect(page).toHaveURL(/step=contact$/)
  })
})
