import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { setApiLocale } from '@/lib/http'
import { mockClock } from '@/mocks/db/session'
import { server } from '@/mocks/node'
import { getSlots } from '../availability/api'
import { addCartItem, createCart, getCart, updateCartItem } from '../carts/api'
import { createOrderPayment, getOrder } from '../orders/api'
import { getCheckout, submitCheckout, updateCheckoutContact } from './api'
import type { ContactInput } from './schema'
import contactExample from '../../../docs/api/examples/contact-input.json'
import { failure } from '@/testing/api-failure'
import { readyCart } from '@/testing/orders'
import { day, atProvider, startEachOnContractDay } from '@/testing/contract'

/** The contract's example contact (also sent by `npm run contract:check`). */
const contact = contactExample as ContactInput

/** The mock provider's page, checked as a browser shows it, then its form followed (atProvider). */
async function provider(url: string, action: 'pay' | 'fail' | 'cancel') {
  const page = await fetch(new URL(url, location.origin))
  expect(page.headers.get('content-type')).toContain('text/html')
  const html = await page.text()
  expect(html).toMatch(/<html lang="(de|en|fr)">/)
  expect(html).toContain(`action="${url}/${action}"`)
  return atProvider(url, action)
}

startEachOnContractDay('de')

describe('checkout', () => {
  it('reports steps, payment methods and required fields', async () => {
    const cart = await createCart()
    const slots = await getSlots('paragliding-tandem-flight', {
      sku: 'sku-paragliding',
      date: day(2),
    })
    await addCartItem(cart.id, {
      skuId: 'sku-paragliding',
      slotId: slots[0]!.id,
      lines: [{ variantId: 'adult', quantity: 1 }],
    })
    const checkout = await getCheckout(cart.id)
    expect(checkout.steps).toEqual([
      { id: 'configuration', applicable: true, completed: false, offersChoices: true },
      { id: 'contact', applicable: true, completed: false },
      { id: 'payment', applicable: true, completed: false },
    ])
    expect(checkout.paymentMethods).toEqual(['NOW', 'LATER', 'ON_SITE'])
    expect(checkout.requiredFields).toEqual(['firstname', 'surname', 'weightKg'])
  })

  it('validates contact details like Laravel, in the request language', async () => {
    const cart = await createCart()
    setApiLocale('en')
    const error = await failure(
      updateCheckoutContact(cart.id, {
        customer: {
          type: 'COMPANY',
          person: { firstname: '', surname: 'Muster', email: 'not-an-email', phone: '079 12' },
          address: {
            street: 'Höheweg',
            streetNumber: '37',
            postalCode: '3800',
            city: 'Interlaken',
            country: 'CHE',
          },
        },
        bookingFor: 'OTHER',
      }),
    )
    expect(error.status).toBe(422)
    expect(error.fieldErrors).toEqual({
      'customer.company': ['This field is required.'],
      'customer.person.firstname': ['This field is required.'],
      'customer.person.email': ['Please enter a valid e-mail address.'],
      'customer.person.phone': ['Telephone number invalid.'],
      'customer.address.country': ['Please enter a two-letter country code.'],
      attendee: ['This field is required.'],
    })
    const saved = await updateCheckoutContact(cart.id, contact)
    expect(saved.steps.find((s) => s.id === 'contact')?.completed).toBe(true)
    expect(saved.contact?.customer.person.email).toBe('anna@example.ch')
  })

  it('refuses submit without terms and with incomplete items (422 dot paths)', async () => {
    const cart = await createCart()
    const slots = await getSlots('canyoning-saxetbach', { sku: 'sku-canyoning', date: day(5) })
    await addCartItem(cart.id, {
      skuId: 'sku-canyoning',
      slotId: slots[0]!.id,
      lines: [{ variantId: 'adult', quantity: 1 }],
    })
    const error = await failure(
      submitCheckout(cart.id, {
        paymentMethod: 'NOW',
        termsAccepted: false,
        returnUrl: '/de/checkout/x/success',
      }),
    )
    expect(Object.keys(error.fieldErrors).sort()).toEqual([
      'contact',
      'items.0.participants.0.birthdate',
      'items.0.participants.0.firstname',
      'items.0.participants.0.surname',
      'termsAccepted',
    ])
  })

  it('refuses a foreign return URL (no open redirect)', async () => {
    const cartId = await readyCart(day(1))
    const error = await failure(
      submitCheckout(cartId, {
        paymentMethod: 'NOW',
        termsAccepted: true,
        returnUrl: 'https://evil.example/steal',
      }),
    )
    expect(Object.keys(error.fieldErrors)).toEqual(['returnUrl'])
    const protocolRelative = await failure(
      submitCheckout(cartId, {
        paymentMethod: 'NOW',
        termsAccepted: true,
        returnUrl: '//evil.example',
      }),
    )
    expect(Object.keys(protocolRelative.fieldErrors)).toEqual(['returnUrl'])
  })

  it("checks the return URL against the shop's configured public origins, not the request host", async () => {
    // Behind a proxy the backend sees its own host; the configured origin is what counts.
    process.env.MOCK_PUBLIC_ORIGINS = 'https://shop.test'
    try {
      const own = await failure(
        submitCheckout(await readyCart(day(1)), {
          paymentMethod: 'NOW',
          termsAccepted: true,
          returnUrl: `${location.origin}/de`,
        }),
      )
      expect(Object.keys(own.fieldErrors)).toEqual(['returnUrl'])
      const result = await submitCheckout(await readyCart(day(1)), {
        paymentMethod: 'NOW',
        termsAccepted: true,
        returnUrl: 'https://shop.test/de/checkout/x/success',
      })
      expect(result.next.type).toBe('REDIRECT')
    } finally {
      delete process.env.MOCK_PUBLIC_ORIGINS
    }
  })

  it('pay later confirms straight away; the cart is checked out', async () => {
    const cartId = await readyCart(day(1))
    const result = await submitCheckout(cartId, {
      paymentMethod: 'LATER',
      termsAccepted: true,
      returnUrl: '/de',
    })
    expect(result.next).toEqual({ type: 'CONFIRMED' })
    expect(result.order).toMatchObject({
      status: 'CONFIRMED',
      paymentMethod: 'LATER',
      mode: 'INSTANT',
    })
    expect(result.order.code).toMatch(/^AB-[0-9A-Z]{5}$/)
    expect(result.order.items[0]).toMatchObject({
      start: `${day(1)}T10:00:00+02:00`,
      end: `${day(1)}T13:00:00+02:00`,
      participants: 2,
    })
    expect((await getCart(cartId)).status).toBe('CHECKED_OUT')
    expect(await failure(getCheckout(cartId))).toMatchObject({
      status: 409,
      code: 'CART_CHECKED_OUT',
    })
  })

  it('pay now: redirect to the provider, pay, and the order is confirmed', async () => {
    const cartId = await readyCart(day(1))
    const result = await submitCheckout(cartId, {
      paymentMethod: 'NOW',
      termsAccepted: true,
      returnUrl: '/de/checkout/abc/success',
    })
    expect(result.order.status).toBe('PENDING_PAYMENT')
    expect(result.order.payments[0]).toMatchObject({ status: 'CREATED', amount: { amount: 17800 } })
    expect(result.next.type).toBe('REDIRECT')
    const url = result.next.type === 'REDIRECT' ? result.next.url : ''
    const back = await provider(url, 'pay')
    expect(back).toMatch(/^\/de\/checkout\/abc\/success\?payment=pay_\w+&result=success$/)
    const order = await getOrder(result.order.token)
    expect(order.status).toBe('CONFIRMED')
    expect(order.totals.openAmount.amount).toBe(0)
    expect(await failure(createOrderPayment(order.token, { returnUrl: '/de' }))).toMatchObject({
      status: 409,
      code: 'NO_OPEN_AMOUNT',
    })
  })

  it('a failed payment leaves the order pending; a retry pays it', async () => {
    const cartId = await readyCart(day(1))
    const result = await submitCheckout(cartId, {
      paymentMethod: 'NOW',
      termsAccepted: true,
      returnUrl: '/de/x',
    })
    const url = result.next.type === 'REDIRECT' ? result.next.url : ''
    expect(await provider(url, 'fail')).toContain('result=failed')
    const failed = await getOrder(result.order.token)
    expect(failed.status).toBe('PENDING_PAYMENT')
    expect(failed.payments[0]?.status).toBe('FAILED')
    const retry = await createOrderPayment(failed.token, { returnUrl: '/de/x' }, 'retry-1')
    expect(retry.next.type).toBe('REDIRECT')
    const retryUrl = retry.next.type === 'REDIRECT' ? retry.next.url : ''
    expect(await provider(retryUrl, 'cancel')).toContain('result=canceled')
    expect((await getOrder(failed.token)).payments.map((p) => p.status)).toEqual([
      'FAILED',
      'CANCELED',
    ])
  })

  it('after a cancelled payment the order may switch to another of its payment methods, once per Idempotency-Key', async () => {
    const cartId = await readyCart(day(1))
    const result = await submitCheckout(cartId, {
      paymentMethod: 'NOW',
      termsAccepted: true,
      returnUrl: '/de/x',
    })
    expect(result.order.paymentMethods).toEqual(['NOW', 'LATER', 'ON_SITE'])
    const url = result.next.type === 'REDIRECT' ? result.next.url : ''
    expect(await provider(url, 'cancel')).toContain('result=canceled')
    const token = result.order.token
    // Not a method of this order: 422 with the field, in the request language.
    const invalid = await failure(
      createOrderPayment(token, { returnUrl: '/de/x', method: 'BANK' as 'NOW' }, 'switch-0'),
    )
    expect(invalid).toMatchObject({ status: 422 })
    expect(invalid.fieldErrors.method).toHaveLength(1)
    const switched = await createOrderPayment(
      token,
      { returnUrl: '/de/x', method: 'ON_SITE' },
      'switch-1',
    )
    expect(switched).toEqual({ payment: null, next: { type: 'CONFIRMED' } })
    // The same intent again replays the answer and changes nothing.
    expect(
      await createOrderPayment(token, { returnUrl: '/de/x', method: 'ON_SITE' }, 'switch-1'),
    ).toEqual(switched)
    const order = await getOrder(token)
    expect(order).toMatchObject({ status: 'CONFIRMED', paymentMethod: 'ON_SITE' })
    expect(order.paymentMethods).toBeUndefined()
    expect(order.payments.map((p) => p.status)).toEqual(['CANCELED'])
    expect(
      await failure(createOrderPayment(token, { returnUrl: '/de/x', method: 'NOW' }, 'switch-2')),
    ).toMatchObject({ status: 409, code: 'NOT_PAYABLE_ONLINE' })
    // Later, for an order that pays online only (as seeded orders and payment links do).
    const online = await submitCheckout(await readyCart(day(1)), {
      paymentMethod: 'NOW',
      termsAccepted: true,
      returnUrl: '/de/x',
    })
    const retry = await createOrderPayment(online.order.token, { returnUrl: '/de/x' }, 'again-1')
    expect(retry.payment?.status).toBe('CREATED')
  })

  it('an order left unpaid for 30 minutes expires and releases its places', async () => {
    const cartId = await readyCart(day(1))
    const result = await submitCheckout(cartId, {
      paymentMethod: 'NOW',
      termsAccepted: true,
      returnUrl: '/de',
    })
    const slotsBefore = await getSlots('lake-kayak-brienz', { sku: 'sku-kayak', date: day(1) })
    mockClock.advanceMinutes(31)
    const order = await getOrder(result.order.token)
    expect(order.status).toBe('EXPIRED')
    expect(order.payments[0]?.status).toBe('CANCELED')
    const slotsAfter = await getSlots('lake-kayak-brienz', { sku: 'sku-kayak', date: day(1) })
    expect(slotsAfter[0]!.amountLeft).toBe(slotsBefore[0]!.amountLeft + 2)
    expect(await failure(createOrderPayment(order.token, { returnUrl: '/de' }))).toMatchObject({
      status: 409,
      code: 'NOT_PAYABLE_ONLINE',
    })
  })

  it('an idempotent replay of submit answers the same order and books once', async () => {
    const cartId = await readyCart(day(1))
    const input = { paymentMethod: 'LATER' as const, termsAccepted: true, returnUrl: '/de' }
    const first = await submitCheckout(cartId, input, 'key-1')
    const second = await submitCheckout(cartId, input, 'key-1')
    expect(second.order.token).toBe(first.order.token)
    expect(second.order.code).toBe(first.order.code)
    // Without the key the cart is already checked out: there is exactly one order.
    expect(await failure(submitCheckout(cartId, input))).toMatchObject({
      status: 409,
      code: 'CART_CHECKED_OUT',
    })
    const reused = await failure(
      submitCheckout(cartId, { ...input, paymentMethod: 'ON_SITE' }, 'key-1'),
    )
    expect(reused).toMatchObject({ status: 409, code: 'IDEMPOTENCY_KEY_REUSED' })
  })

  it('answers 409 HOLD_EXPIRED after the hold ran out, SOLD_OUT when the places are gone', async () => {
    const cartId = await readyCart(day(1))
    mockClock.advanceMinutes(16)
    const input = { paymentMethod: 'LATER' as const, termsAccepted: true, returnUrl: '/de' }
    expect(await failure(submitCheckout(cartId, input))).toMatchObject({
      status: 409,
      code: 'HOLD_EXPIRED',
    })

    const knifeCart = await createCart()
    await addCartItem(knifeCart.id, {
      skuId: 'sku-knife',
      lines: [{ variantId: 'knife', quantity: 3 }],
    })
    await updateCheckoutContact(knifeCart.id, contact)
    mockClock.advanceMinutes(16)
    const rival = await createCart()
    await addCartItem(rival.id, {
      skuId: 'sku-knife',
      lines: [{ variantId: 'knife', quantity: 1 }],
    })
    const error = await failure(submitCheckout(knifeCart.id, { ...input, paymentMethod: 'NOW' }))
    expect(error).toMatchObject({ status: 409, code: 'SOLD_OUT' })
  })

  it('answers 409 PRICE_CHANGED when a price moved, then accepts the new price', async () => {
    const cartId = await readyCart(day(1))
    await fetch(`${location.origin}/api/__mock/prices`, {
      method: 'POST',
      body: JSON.stringify({ skuId: 'sku-kayak', variantId: 'adult', amount: 9900 }),
    })
    const input = { paymentMethod: 'LATER' as const, termsAccepted: true, returnUrl: '/de' }
    const error = await failure(submitCheckout(cartId, input))
    expect(error).toMatchObject({ status: 409, code: 'PRICE_CHANGED' })
    const order = await submitCheckout(cartId, input)
    expect(order.order.totals.total.amount).toBe(2 * 9900)
  })

  it('a request-mode cart becomes a request without payment', async () => {
    const cart = await createCart()
    // Balloon rides run on weekends; day 4 is a Saturday.
    const slots = await getSlots('sunrise-balloon-ride', { sku: 'sku-balloon', date: day(4) })
    expect(slots[0]?.status).toBe('UPON_REQUEST')
    const added = await addCartItem(cart.id, {
      skuId: 'sku-balloon',
      slotId: slots[0]!.id,
      lines: [{ variantId: 'adult', quantity: 1 }],
    })
    await updateCartItem(cart.id, added.items[0]!.id, {
      participants: [
        {
          id: added.items[0]!.participants[0]!.id,
          variantId: 'adult',
          firstname: 'Anna',
          surname: 'Muster',
          weightKg: 62,
        },
      ],
    })
    await updateCheckoutContact(cart.id, contact)
    expect((await getCheckout(cart.id)).paymentMethods).toEqual([])
    const result = await submitCheckout(cart.id, { termsAccepted: true, returnUrl: '/de' })
    expect(result.next).toEqual({ type: 'REQUESTED' })
    expect(result.order).toMatchObject({ status: 'REQUESTED', paymentMethod: null, payments: [] })
  })

  it('a bought gift voucher becomes a redeemable code once paid', async () => {
    const cart = await createCart()
    await addCartItem(cart.id, {
      skuId: 'sku-voucher',
      lines: [{ variantId: 'voucher-50', quantity: 1 }],
      voucherDetails: { recipientName: 'Heidi' },
    })
    expect((await getCheckout(cart.id)).paymentMethods).toEqual(['NOW'])
    await updateCheckoutContact(cart.id, contact)
    const result = await submitCheckout(cart.id, {
      paymentMethod: 'NOW',
      termsAccepted: true,
      returnUrl: '/de',
    })
    await provider(result.next.type === 'REDIRECT' ? result.next.url : '', 'pay')
    const order = await getOrder(result.order.token)
    expect(order.issuedVouchers).toEqual([
      {
        code: expect.stringMatching(/^GV-/),
        amount: { amount: 5000, currency: 'CHF' },
        itemId: order.items[0]!.id,
        validUntil: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      },
    ])
  })

  it('answers 404 ORDER_NOT_FOUND for an unknown order', async () => {
    expect(await failure(getOrder('nope'))).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' })
  })

  it('a malformed answer becomes an ApiError of kind parse', async () => {
    server.use(
      http.get('*/api/webshop/v1/orders/:token', () => HttpResponse.json({ data: { id: 1 } })),
    )
    const error = await failure(getOrder('whatever'))
    expect(error).toMatchObject({ kind: 'parse', code: 'MALFORMED_RESPONSE' })
    expect(error.message).toContain('data.code')
  })

  it('the public API needs no session or CSRF header: a bare POST creates a cart', async () => {
    const answer = await fetch(`${location.origin}/api/webshop/v1/carts`, { method: 'POST' })
    expect(answer.status).toBe(201)
  })
})
