import { readFileSync } from 'node:fs'
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test'

// Shared by the specs that buy something: carts set up through the API, the checkout's contact
// form filled in and the payment step passed as a visitor would.
const expect = baseExpect.configure({ timeout: 15_000 })

export const API = '/api/webshop/v1'

/** The API as the shop's own page calls it: CSRF cookie first, then its value in a header. */
export async function api(page: Page) {
  const request: APIRequestContext = page.request
  await request.get('/sanctum/csrf-cookie')
  const cookies = await page.context().cookies()
  const xsrf = decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '')
  const headers = { 'X-XSRF-TOKEN': xsrf, 'Accept-Language': 'en' }
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, data?: unknown) => {
    const response = await request.fetch(path, { method, headers, data })
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300)
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- mock answers; their shapes are the API tests' business
    return (await response.json()) as { data: any }
  }
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, data?: unknown) => call('POST', path, data),
    patch: (path: string, data?: unknown) => call('PATCH', path, data),
    put: (path: string, data?: unknown) => call('PUT', path, data),
    control: (path: string, data?: unknown) => request.post(`/api/__mock/${path}`, { data }),
  }
}

export interface CartSetup {
  slug?: string
  quantity?: number
  /** Participants' names filled in through the API (the configuration step is then done). */
  names?: [string, string][]
  /** Pick a day with this status (UPON_REQUEST for request mode). */
  status?: string[]
  /** Pick a day at least this many days after today (default 1: tomorrow or later). */
  daysAhead?: number
}

/** Creates a cart with one dated item directly through the API; returns its id and item. */
export async function createCart(page: Page, setup: CartSetup = {}) {
  const {
    slug = 'lake-kayak-brienz',
    quantity = 2,
    names,
    status = ['AVAILABLE'],
    daysAhead = 1,
  } = setup
  const client = await api(page)
  const { data: state } = await client.get('/api/__mock/state')
  const today: string = state.today
  const dayAfter = (days: number) =>
    new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
  const from = dayAfter(daysAhead)
  const to = dayAfter(60)
  const { data: listing } = await client.get(`${API}/listings/${slug}`)
  const sku = listing.skus[0]
  const { data: days } = await client.get(
    `${API}/listings/${slug}/availability?sku=${sku.id}&from=${today}&to=${to}`,
  )
  const day = (days as { date: string; status: string }[]).find(
    (d) => d.date >= from && status.includes(d.status),
  )
  expect(day, `a ${status.join('/')} day of ${slug}`).toBeTruthy()
  const { data: slots } = await client.get(
    `${API}/listings/${slug}/slots?sku=${sku.id}&date=${day!.date}`,
  )
  const { data: cart } = await client.post(`${API}/carts`)
  const { data: filled } = await client.post(`${API}/carts/${cart.id}/items`, {
    skuId: sku.id,
    slotId: slots[0].id,
    lines: [{ variantId: sku.variants[0].id, quantity }],
  })
  const item = filled.items[0]
  if (names) {
    await client.patch(`${API}/carts/${cart.id}/items/${item.id}`, {
      participants: item.participants.map((p: { id: string; variantId: string }, i: number) => ({
        id: p.id,
        variantId: p.variantId,
        firstname: names[i]?.[0],
        surname: names[i]?.[1],
        ...(sku.requiredFields.includes('weightKg') ? { weightKg: 70 } : {}),
      })),
    })
  }
  return { cartId: cart.id as string, item, sku, date: day!.date, slot: slots[0], client }
}

export const CONTACT = {
  firstname: 'Anna',
  surname: 'Muster',
  email: 'anna@example.ch',
  phone: '+41 79 900 00 00',
  street: 'Höheweg',
  number: '37',
  postcode: '3800',
  city: 'Interlaken',
}

export async function fillContact(page: Page, values: Partial<typeof CONTACT> = {}) {
  const v = { ...CONTACT, ...values }
  await expect(page.getByRole('heading', { level: 2, name: 'Contact details' })).toBeVisible()
  await page.getByRole('textbox', { name: 'First name', exact: true }).fill(v.firstname)
  await page.getByRole('textbox', { name: 'Surname', exact: true }).fill(v.surname)
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(v.email)
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(v.phone)
  await page.getByLabel('Street').fill(v.street)
  await page.getByLabel('Number').fill(v.number)
  await page.getByLabel('Postcode').fill(v.postcode)
  await page.getByLabel('City').fill(v.city)
}

/** The kayak tour for two, names given (the configuration step is done), unless `setup` differs. */
export const cartForTwo = (page: Page, setup: CartSetup = {}) =>
  createCart(page, {
    names: [
      ['Anna', 'Muster'],
      ['Beat', 'Muster'],
    ],
    ...setup,
  })

/** A cart for two (see cartForTwo) at the payment step, contact details given as a visitor types them. */
export async function atPaymentStep(page: Page, setup: CartSetup = {}) {
  const cart = await cartForTwo(page, setup)
  await page.goto(`/en/checkout/${cart.cartId}?step=contact`)
  await fillContact(page)
  // A request pays nothing: its step 2 continues to the review.
  await page.getByRole('button', { name: /^Continue to (payment|review)$/ }).click()
  await expect(page).toHaveURL(/step=payment$/)
  return cart
}

export type PaymentChoice = 'Pay now' | 'Pay later' | 'Pay on site'

/** On the payment step: a method chosen and the terms accepted. */
export async function choosePayment(page: Page, method: PaymentChoice) {
  await page.getByRole('radio', { name: method }).check()
  await page.getByRole('checkbox', { name: /I accept/ }).check()
}

/** On the payment step: a method chosen, the terms accepted, "Book now for CHF …" pressed. */
export async function bookWith(page: Page, method: PaymentChoice) {
  await choosePayment(page, method)
  await page.getByRole('button', { name: /^Book now for CHF/ }).click()
}

/** The contract's example contact (docs/api/examples), as the specs use it. */
export const CONTACT_INPUT = JSON.parse(
  readFileSync(new URL('../docs/api/examples/contact-input.json', import.meta.url), 'utf8'),
) as unknown

/** A cart with the tandem flight for two, ten days ahead, names and the example contact given. */
export async function flightWithContact(page: Page) {
  const cart = await createCart(page, {
    slug: 'paragliding-tandem-flight',
    daysAhead: 10,
    names: [
      ['Anna', 'Muster'],
      ['Beat', 'Muster'],
    ],
  })
  await cart.client.put(`${API}/carts/${cart.cartId}/checkout/contact`, CONTACT_INPUT)
  return cart
}

/**
 * The tandem flight for two, ten days ahead, ordered with a deposit that is paid at the
 * provider (its test page's "pay" as a form post); returns the API client and the booking.
 */
export async function paidDepositBooking(page: Page, lang: string) {
  const { cartId, client } = await flightWithContact(page)
  const { data: placed } = await client.post(`${API}/carts/${cartId}/checkout/submit`, {
    paymentMethod: 'NOW',
    deposit: true,
    termsAccepted: true,
    returnUrl: `/${lang}/checkout/success`,
  })
  const provider = new URL(placed.next.url as string, 'http://shop.test').pathname
  const paying = await page.request.post(`${provider}/pay`, { maxRedirects: 0 })
  expect(paying.status()).toBeLessThan(400)
  const bookingPath = `${API}/bookings/${placed.order.token}`
  const { data: booking } = await client.get(bookingPath)
  return { client, booking, bookingPath }
}
