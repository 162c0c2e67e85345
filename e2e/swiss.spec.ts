import type { Page } from '@playwright/test'
import { test, expect as baseExpect, expectNoA11yViolations } from './fixtures'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { API, api, atPaymentStep, bookWith, cartForTwo, fillContact } from './shop-helpers'

const require = createRequire(import.meta.url)

// Checkout steps wait on several API calls each; give them room on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 90_000 })

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ')
const chf = (minor: number) => `CHF ${(minor / 100).toFixed(2)}`

test('cash on site: the amount due is rounded to 5 Rappen with a note, card and VAT lines exact', async ({
  page,
  mockSession: _,
}) => {
  const { cartId, client } = await atPaymentStep(page)
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
    await atPaymentStep(page)
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
    await atPaymentStep(page)
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

/** The QR code of the drawn slip, decoded in the page with jsQR (a well-kept decoder). */
async function decodeSlip(page: Page): Promise<string[]> {
  const slip = page.getByTestId('qr-bill-slip').locator('> svg')
  await expect(slip).toBeVisible()
  await page.addScriptTag({ path: require.resolve('jsqr/dist/jsQR.js') })
  const text = await slip.evaluate(async (svg) => {
    // The slip (210 × 105 mm) at 10 px per mm on white, then the payment part's code area.
    const markup = new XMLSerializer().serializeToString(svg)
    const image = new Image()
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = 2100
    canvas.height = 1050
    const context = canvas.getContext('2d')!
    context.fillStyle = '#fff'
    context.fillRect(0, 0, canvas.width, canvas.height)
    context.drawImage(image, 0, 0, canvas.width, canvas.height)
    const area = context.getImageData(600, 100, 600, 600)
    const decode = (
      window as unknown as {
        jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null
      }
    ).jsQR
    return decode(area.data, area.width, area.height)?.data ?? null
  })
  expect(text, 'the QR code decodes').toBeTruthy()
  return text!.split(/\r?\n/)
}

type Address = {
  name: string
  address: string
  buildingNumber?: string
  zip: string
  city: string
  country: string
}
const addressLines = (a: Address) => [
  'S',
  a.name,
  a.address,
  a.buildingNumber ?? '',
  a.zip,
  a.city,
  a.country,
]

/** Every field of the payload (IG QR-bill 2.3, 4.2) against the API's qrBill and open amount. */
function expectPayload(
  lines: string[],
  qrBill: {
    account: string
    reference: string
    creditor: Address
    debtor?: Address
    message?: string
  },
  open: { amount: number; currency: string },
  referenceType: 'QRR' | 'SCOR',
) {
  expect(lines.slice(0, 3)).toEqual(['SPC', '0200', '1'])
  expect(lines[3]).toBe(qrBill.account)
  expect(lines.slice(4, 11)).toEqual(addressLines(qrBill.creditor))
  expect(lines.slice(11, 18)).toEqual(['', '', '', '', '', '', ''])
  expect(lines[18]).toBe((open.amount / 100).toFixed(2))
  expect(lines[19]).toBe(open.currency)
  expect(lines.slice(20, 27)).toEqual(
    qrBill.debtor ? addressLines(qrBill.debtor) : ['', '', '', '', '', '', ''],
  )
  expect(lines[27]).toBe(referenceType)
  expect(lines[28]).toBe(qrBill.reference)
  expect(lines[29]).toBe(qrBill.message ?? '')
  expect(lines[30]).toBe('EPD')
}

/** The order token the booking tab kept from the submit answer (a checked-out cart names none). */
const keptOrderToken = (page: Page, cartId: string) =>
  page.evaluate((key) => sessionStorage.getItem(key), `checkout:${cartId}:order`)

test.describe('QR-bill', () => {
  test('pay later: the success page shows a QR-bill whose code carries the order, and its PDF', async ({
    page,
    mockSession: _,
  }) => {
    const { cartId, client } = await atPaymentStep(page)
    await bookWith(page, 'Pay later')
    await expect(page.getByRole('heading', { level: 1, name: 'Booking successful' })).toBeVisible()
    const { data: order } = await client.get(`${API}/orders/${await keptOrderToken(page, cartId)}`)
    expect(order.qrBill).toMatchObject({ account: 'CH4431999123000889012' })
    expect(order.qrBill.debtor).toMatchObject({ name: 'Anna Muster', zip: '3800', country: 'CH' })

    const section = page.getByRole('region', { name: 'QR-bill' })
    await expect(section).toContainText('CH44 3199 9123 0008 8901 2')
    expectPayload(await decodeSlip(page), order.qrBill, order.totals.openAmount, 'QRR')
    await expectNoA11yViolations(page, 'success: pay later with a QR-bill')

    const download = page.waitForEvent('download')
    await section.getByRole('button', { name: 'Download the QR-bill as PDF' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe(`qr-bill-${order.code}.pdf`)
    const bytes = Buffer.concat(await (await file.createReadStream()).toArray())
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
    const pdf = await getDocument({
      data: new Uint8Array(bytes),
      standardFontDataUrl: `${dirname(require.resolve('pdfjs-dist/package.json'))}/standard_fonts/`,
    }).promise
    expect(pdf.numPages).toBe(1)
    const first = await pdf.getPage(1)
    // A4 portrait in points, the payment part at its foot.
    expect(first.view.map((n: number) => Math.round(n))).toEqual([0, 0, 595, 842])
    const content = await first.getTextContent()
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join('\n')
    for (const expected of [
      `Invoice for booking ${order.code}`,
      'Receipt',
      'Payment part',
      'Account / Payable to',
      'CH44 3199 9123 0008 8901 2',
      'Alpenblick Erlebnisse GmbH',
      'Reference',
      'Anna Muster',
      (order.totals.openAmount.amount / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ' '),
    ]) {
      expect(text).toContain(expected)
    }
  })

  test('a name the bill cannot print: the booking keeps it, the bill leaves the payer out', async ({
    page,
    mockSession: _,
  }) => {
    const { cartId, client } = await cartForTwo(page)
    await page.goto(`/en/checkout/${cartId}?step=contact`)
    await fillContact(page, { firstname: 'Zoë 🏔️', surname: 'כהן' })
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await bookWith(page, 'Pay later')
    await expect(page.getByRole('heading', { level: 1, name: 'Booking successful' })).toBeVisible()
    const { data: order } = await client.get(`${API}/orders/${await keptOrderToken(page, cartId)}`)
    expect(order.qrBill.debtor.name).toBe('Zoë 🏔️ כהן')
    const section = page.getByRole('region', { name: 'QR-bill' })
    const payload = await decodeSlip(page)
    expectPayload(payload, { ...order.qrBill, debtor: undefined }, order.totals.openAmount, 'QRR')
    await expect(page.getByTestId('qr-bill-slip')).toContainText('Payable by (name/address)')
    await expect(section.getByRole('alert')).toHaveCount(0)
  })

  test('payment link: an IBAN with a creditor reference for the open amount, in the visitor’s language', async ({
    page,
    mockSession: _,
  }) => {
    const client = await api(page)
    const { data: link } = await client.get(`${API}/payment-links/pl-payable`)
    expect(link.qrBill.reference).toMatch(/^RF\d{2}/)
    await page.goto('/de/aftersales/payment/pl-payable')
    // Paying online comes first: the QR-bill (and its library) on request.
    await page
      .getByRole('button', { name: 'Per Banküberweisung bezahlen: QR-Rechnung zeigen' })
      .click()
    await expect(page.getByRole('heading', { level: 2, name: 'QR-Rechnung' })).toBeFocused()
    const section = page.getByRole('region', { name: 'QR-Rechnung' })
    await expect(section).toBeVisible()
    expectPayload(await decodeSlip(page), link.qrBill, link.booking.openAmount, 'SCOR')
    // The slip's own headings in German.
    await expect(page.getByTestId('qr-bill-slip')).toContainText('Zahlteil')
    await expect(page.getByTestId('qr-bill-slip')).toContainText('Empfangsschein')
    await expectNoA11yViolations(page, 'payment link with a QR-bill')
  })
})
