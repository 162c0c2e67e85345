import { describe, expect, it } from 'vitest'
import { mockClock } from '@/mocks/db/session'
import { failure } from '@/testing/api-failure'
import { OPERATIONS } from '../../scripts/openapi/operations'
import { getAlternatives, getAvailability, getSlots } from './availability/api'
import {
  cancelBooking,
  getBooking,
  getCancellationQuote,
  getRescheduleQuote,
  rescheduleBooking,
  updateBookingParticipants,
} from './bookings/api'
import {
  addCartItem,
  applyVoucher,
  createCart,
  extendCart,
  getCart,
  removeCartItem,
  removeVoucher,
  updateCartItem,
} from './carts/api'
import { getCheckout, submitCheckout, updateCheckoutContact } from './checkout/api'
import type { ContactInput, SubmitInput } from './checkout/schema'
import { getListing, getListings } from './listings/api'
import { joinWaitingList } from './waiting-list/api'
import { createOrderPayment, getOrder } from './orders/api'
import { createPaymentLinkPayment, getPaymentLink } from './payment-links/api'
import { day, startEachOnContractDay } from '@/testing/contract'
import { placeOrder, readyCart as kayakCart } from '@/testing/orders'
import { withdrawFromContract } from './payments/api'
import contactExample from '../../docs/api/examples/contact-input.json'

/**
 * Every error the OpenAPI document promises, provoked through the real fetchers. The first
 * test fails when an operation documents a status or code that has no case here.
 */

const LATER: SubmitInput = { paymentMethod: 'LATER', termsAccepted: true, returnUrl: '/de' }
const contact = contactExample as ContactInput
const oneMap = { skuId: 'sku-map', lines: [{ variantId: 'map', quantity: 1 }] }

async function lastPlace() {
  const slots = await getSlots('canyoning-saxetbach', { sku: 'sku-canyoning', date: day(3) })
  const slot = slots.find((s) => s.startTime === '08:30')!
  return { skuId: 'sku-canyoning', slotId: slot.id, lines: [{ variantId: 'adult', quantity: 1 }] }
}

/** A cart with one map (no participant details needed) and contact details. */
async function readyCart() {
  const cart = await createCart()
  const answer = await addCartItem(cart.id, oneMap)
  await updateCheckoutContact(cart.id, contact)
  return { cartId: cart.id, itemId: answer.items[0]!.id }
}

async function checkedOut() {
  const { cartId, itemId } = await readyCart()
  const result = await submitCheckout(cartId, { ...LATER, paymentMethod: 'NOW' })
  return { cartId, itemId, token: result.order.token }
}

async function expired() {
  const ready = await readyCart()
  await applyVoucher(ready.cartId, 'ALPEN-10')
  mockClock.advanceMinutes(16)
  return ready
}

// Booking pages (seed-bookings.ts): AB-PAY01 (3 adults, 2026-07-19 13:30 Zurich, names and
// cancelling until 24 hours before, moving until 48), a request and a link long expired.
const BOOKED = 'ord-partial'
const REQUEST = 'ord-request'
const PAST = 'ord-past'
const BOOKING_PAGE = `/de/aftersales/booking/${BOOKED}`

/** Moves the mock clock on without reseeding. */
function clockAt(instant: string) {
  mockClock.advance(Date.parse(instant) - mockClock.now())
}
/** 22 hours before AB-PAY01 starts: past every change deadline. */
const tooLate = () => clockAt('2026-07-18T13:30:00Z')

async function bookedPeople(token = BOOKED) {
  const item = (await getBooking(token)).items[0]!
  const participants = item.people.map(({ id, firstname, surname, birthdate }) => ({
    id,
    firstname,
    surname,
    birthdate,
  }))
  return { itemId: item.id, participants }
}

/** A slot of the same SKU where AB-PAY01's party of 3 fits. */
async function freeSlot() {
  const slots = await getSlots('canyoning-saxetbach', { date: day(15), quantity: 3 })
  return slots.find((s) => s.status !== 'SOLD_OUT' && s.amountLeft >= 3)!.id
}
/** 2026-07-09 is booked out by other guests. */
const SOLD_OUT_SLOT = `sku-canyoning_${day(2)}_0830`

async function moveInput() {
  const { itemId } = await bookedPeople()
  const slotId = await freeSlot()
  const quote = await getRescheduleQuote(BOOKED, { itemId, slotId })
  return { itemId, slotId, quotedTotal: quote.newTotal.amount, returnUrl: BOOKING_PAGE }
}

/** A withdrawn request: nothing about it can be changed any more. */
async function withdrawn() {
  await cancelBooking(REQUEST, { quotedFee: 0 })
  return bookedPeople(REQUEST)
}

type Case = [operationId: string, status: number, code: string | null, run: () => Promise<unknown>]

const CASES: Case[] = [
  ['getListings', 422, null, () => getListings({ perPage: 0 })],
  ['getListing', 404, 'LISTING_NOT_FOUND', () => getListing('nope')],
  [
    'getAvailability',
    404,
    'LISTING_NOT_FOUND',
    () => getAvailability('nope', { from: day(0), to: day(1) }),
  ],
  [
    'getAvailability',
    422,
    null,
    () => getAvailability('canyoning-saxetbach', { from: day(1), to: day(0) }),
  ],
  ['getSlots', 404, 'LISTING_NOT_FOUND', () => getSlots('nope', { date: day(1) })],
  ['getAlternatives', 404, 'LISTING_NOT_FOUND', () => getAlternatives('nope', { date: day(1) })],
  [
    'getAlternatives',
    422,
    null,
    () => getAlternatives('canyoning-saxetbach', { date: '2026-13-01', quantity: 0 }),
  ],
  [
    'joinWaitingList',
    404,
    'LISTING_NOT_FOUND',
    () =>
      joinWaitingList('nope', { slotId: 'x', name: 'Anna', email: 'anna@example.ch', people: 2 }),
  ],
  [
    'joinWaitingList',
    422,
    null,
    () => joinWaitingList('sup-sunset-tour', { slotId: '', name: ' ', email: 'nope', people: 0 }),
  ],
  ['getSlots', 422, null, () => getSlots('canyoning-saxetbach', { date: '2026-13-45' })],
  ['getCart', 404, 'CART_NOT_FOUND', () => getCart('nope')],

  ['addCartItem', 404, 'CART_NOT_FOUND', () => addCartItem('nope', oneMap)],
  [
    'addCartItem',
    409,
    'SOLD_OUT',
    async () => {
      const input = await lastPlace()
      await addCartItem((await createCart()).id, input)
      return addCartItem((await createCart()).id, input)
    },
  ],
  [
    'addCartItem',
    409,
    'INSUFFICIENT_STOCK',
    async () => {
      const input = await lastPlace()
      return addCartItem((await createCart()).id, {
        ...input,
        lines: [{ variantId: 'adult', quantity: 2 }],
      })
    },
  ],
  ['addCartItem', 409, 'CART_EXPIRED', async () => addCartItem((await expired()).cartId, oneMap)],
  [
    'addCartItem',
    409,
    'CART_CHECKED_OUT',
    async () => addCartItem((await checkedOut()).cartId, oneMap),
  ],
  [
    'addCartItem',
    409,
    'CART_MODE_CONFLICT',
    async () => {
      const { cartId } = await readyCart()
      const slots = await getSlots('sunrise-balloon-ride', { date: day(4) })
      return addCartItem(cartId, {
        skuId: 'sku-balloon',
        slotId: slots[0]!.id,
        lines: [{ variantId: 'adult', quantity: 1 }],
      })
    },
  ],
  [
    'addCartItem',
    422,
    null,
    async () => addCartItem((await createCart()).id, { skuId: 'sku-map', lines: [] }),
  ],

  [
    'updateCartItem',
    404,
    'CART_NOT_FOUND',
    () => updateCartItem('nope', 'x', { lines: [{ variantId: 'map', quantity: 2 }] }),
  ],
  [
    'updateCartItem',
    404,
    'ITEM_NOT_FOUND',
    async () =>
      updateCartItem((await createCart()).id, 'nope', {
        lines: [{ variantId: 'map', quantity: 2 }],
      }),
  ],
  [
    'updateCartItem',
    409,
    'INSUFFICIENT_STOCK',
    async () => {
      const cart = await createCart()
      const answer = await addCartItem(cart.id, await lastPlace())
      return updateCartItem(cart.id, answer.items[0]!.id, {
        lines: [{ variantId: 'adult', quantity: 2 }],
      })
    },
  ],
  [
    'updateCartItem',
    409,
    'CART_EXPIRED',
    async () => {
      const { cartId, itemId } = await expired()
      return updateCartItem(cartId, itemId, { lines: [{ variantId: 'map', quantity: 2 }] })
    },
  ],
  [
    'updateCartItem',
    409,
    'CART_CHECKED_OUT',
    async () => {
      const { cartId, itemId } = await checkedOut()
      return updateCartItem(cartId, itemId, { lines: [{ variantId: 'map', quantity: 2 }] })
    },
  ],
  [
    'updateCartItem',
    422,
    null,
    async () => {
      const { cartId, itemId } = await readyCart()
      return updateCartItem(cartId, itemId, { lines: [{ variantId: 'map', quantity: 99 }] })
    },
  ],

  ['removeCartItem', 404, 'CART_NOT_FOUND', () => removeCartItem('nope', 'x')],
  [
    'removeCartItem',
    404,
    'ITEM_NOT_FOUND',
    async () => removeCartItem((await createCart()).id, 'x'),
  ],
  [
    'removeCartItem',
    409,
    'CART_CHECKED_OUT',
    async () => {
      const { cartId, itemId } = await checkedOut()
      return removeCartItem(cartId, itemId)
    },
  ],

  ['extendCart', 404, 'CART_NOT_FOUND', () => extendCart('nope')],
  [
    'extendCart',
    409,
    'HOLD_UNAVAILABLE',
    async () => {
      const input = await lastPlace()
      const first = await createCart()
      await addCartItem(first.id, input)
      mockClock.advanceMinutes(16)
      await addCartItem((await createCart()).id, input)
      return extendCart(first.id)
    },
  ],
  ['extendCart', 409, 'CART_CHECKED_OUT', async () => extendCart((await checkedOut()).cartId)],

  ['applyVoucher', 404, 'CART_NOT_FOUND', () => applyVoucher('nope', 'SOMMER-50')],
  [
    'applyVoucher',
    409,
    'CART_EXPIRED',
    async () => applyVoucher((await expired()).cartId, 'SOMMER-50'),
  ],
  [
    'applyVoucher',
    409,
    'CART_CHECKED_OUT',
    async () => applyVoucher((await checkedOut()).cartId, 'SOMMER-50'),
  ],
  [
    'applyVoucher',
    422,
    'VOUCHER_NOT_FOUND',
    async () => applyVoucher((await createCart()).id, 'NOPE'),
  ],
  [
    'applyVoucher',
    422,
    'VOUCHER_USED_UP',
    async () => applyVoucher((await createCart()).id, 'USED-2024'),
  ],
  [
    'applyVoucher',
    422,
    'VOUCHER_EXPIRED',
    async () => applyVoucher((await createCart()).id, 'WINTER-2023'),
  ],
  [
    'applyVoucher',
    422,
    'VOUCHER_ALREADY_APPLIED',
    async () => {
      const cart = await createCart()
      await applyVoucher(cart.id, 'ALPEN-10')
      return applyVoucher(cart.id, 'alpen-10')
    },
  ],
  [
    'applyVoucher',
    422,
    'VOUCHER_NOT_APPLICABLE',
    async () => {
      const cart = await createCart()
      await addCartItem(cart.id, {
        skuId: 'sku-voucher',
        lines: [{ variantId: 'voucher-200', quantity: 1 }],
      })
      return applyVoucher(cart.id, 'SOMMER-50')
    },
  ],
  [
    'applyVoucher',
    422,
    'VOUCHER_VOIDED',
    async () => {
      const gift = await getBooking('ord-gift')
      await withdrawFromContract('ord-gift', { itemIds: [gift.items[0]!.id], confirm: true })
      return applyVoucher((await createCart()).id, 'GV-GIFT-0100')
    },
  ],

  ['removeVoucher', 404, 'CART_NOT_FOUND', () => removeVoucher('nope', 'ALPEN-10')],
  [
    'removeVoucher',
    404,
    'VOUCHER_NOT_IN_CART',
    async () => removeVoucher((await createCart()).id, 'ALPEN-10'),
  ],
  [
    'removeVoucher',
    409,
    'CART_EXPIRED',
    async () => removeVoucher((await expired()).cartId, 'ALPEN-10'),
  ],
  [
    'removeVoucher',
    409,
    'CART_CHECKED_OUT',
    async () => removeVoucher((await checkedOut()).cartId, 'ALPEN-10'),
  ],

  ['getCheckout', 404, 'CART_NOT_FOUND', () => getCheckout('nope')],
  ['getCheckout', 409, 'CART_CHECKED_OUT', async () => getCheckout((await checkedOut()).cartId)],

  ['updateCheckoutContact', 404, 'CART_NOT_FOUND', () => updateCheckoutContact('nope', contact)],
  [
    'updateCheckoutContact',
    409,
    'CART_CHECKED_OUT',
    async () => updateCheckoutContact((await checkedOut()).cartId, contact),
  ],
  [
    'updateCheckoutContact',
    422,
    null,
    async () => updateCheckoutContact((await createCart()).id, { ...contact, bookingFor: 'OTHER' }),
  ],

  ['submitCheckout', 404, 'CART_NOT_FOUND', () => submitCheckout('nope', LATER)],
  [
    'submitCheckout',
    409,
    'HOLD_EXPIRED',
    async () => submitCheckout((await expired()).cartId, { ...LATER, paymentMethod: 'NOW' }),
  ],
  [
    'submitCheckout',
    409,
    'SOLD_OUT',
    async () => {
      const cart = await createCart()
      await addCartItem(cart.id, {
        skuId: 'sku-knife',
        lines: [{ variantId: 'knife', quantity: 3 }],
      })
      await updateCheckoutContact(cart.id, contact)
      mockClock.advanceMinutes(16)
      await addCartItem((await createCart()).id, {
        skuId: 'sku-knife',
        lines: [{ variantId: 'knife', quantity: 1 }],
      })
      return submitCheckout(cart.id, { ...LATER, paymentMethod: 'NOW' })
    },
  ],
  [
    'submitCheckout',
    409,
    'PRICE_CHANGED',
    async () => {
      const { cartId } = await readyCart()
      await fetch(`${location.origin}/api/__mock/prices`, {
        method: 'POST',
        body: JSON.stringify({ skuId: 'sku-map', variantId: 'map', amount: 2990 }),
      })
      return submitCheckout(cartId, { ...LATER, paymentMethod: 'NOW' })
    },
  ],
  ['submitCheckout', 409, 'CART_EMPTY', async () => submitCheckout((await createCart()).id, LATER)],
  [
    'submitCheckout',
    409,
    'CART_CHECKED_OUT',
    async () => submitCheckout((await checkedOut()).cartId, LATER),
  ],
  [
    'submitCheckout',
    409,
    'IDEMPOTENCY_KEY_REUSED',
    async () => {
      const { cartId } = await readyCart()
      await submitCheckout(cartId, { ...LATER, paymentMethod: 'NOW' }, 'once')
      return submitCheckout(cartId, { ...LATER, paymentMethod: 'NOW', returnUrl: '/fr' }, 'once')
    },
  ],
  [
    'submitCheckout',
    422,
    null,
    async () => submitCheckout((await readyCart()).cartId, { ...LATER, paymentMethod: 'LATER' }),
  ],

  ['getOrder', 404, 'ORDER_NOT_FOUND', () => getOrder('nope')],
  [
    'createOrderPayment',
    404,
    'ORDER_NOT_FOUND',
    () => createOrderPayment('nope', { returnUrl: '/de' }),
  ],
  [
    'createOrderPayment',
    409,
    'NO_OPEN_AMOUNT',
    () => createOrderPayment('ord-paid', { returnUrl: '/de' }),
  ],
  [
    'createOrderPayment',
    409,
    'NOT_PAYABLE_ONLINE',
    () => createOrderPayment('ord-offline', { returnUrl: '/de' }),
  ],
  [
    'createOrderPayment',
    409,
    'IDEMPOTENCY_KEY_REUSED',
    async () => {
      await createOrderPayment('ord-partial', { returnUrl: '/de' }, 'k')
      return createOrderPayment('ord-partial', { returnUrl: '/fr' }, 'k')
    },
  ],
  ['createOrderPayment', 422, null, () => createOrderPayment('ord-partial', { returnUrl: '' })],

  ['getPaymentLink', 404, 'LINK_NOT_FOUND', () => getPaymentLink('nope')],
  ['getPaymentLink', 410, 'LINK_EXPIRED', () => getPaymentLink('pl-expired')],
  [
    'createPaymentLinkPayment',
    404,
    'LINK_NOT_FOUND',
    () => createPaymentLinkPayment('nope', { returnUrl: '/de' }),
  ],
  [
    'createPaymentLinkPayment',
    409,
    'NO_OPEN_AMOUNT',
    () => createPaymentLinkPayment('pl-paid', { returnUrl: '/de' }),
  ],
  [
    'createPaymentLinkPayment',
    409,
    'NOT_PAYABLE_ONLINE',
    () => createPaymentLinkPayment('pl-offline', { returnUrl: '/de' }),
  ],
  [
    'createPaymentLinkPayment',
    409,
    'IDEMPOTENCY_KEY_REUSED',
    async () => {
      await createPaymentLinkPayment('pl-payable', { returnUrl: '/de' }, 'k')
      return createPaymentLinkPayment('pl-payable', { returnUrl: '/en' }, 'k')
    },
  ],
  [
    'createPaymentLinkPayment',
    409,
    'BOOKING_EXPIRED',
    async () => {
      // A split bill whose organiser never pays: the order expires, a guest's share is refused.
      const { order } = await placeOrder(await kayakCart(day(10)), {
        paymentMethod: 'NOW',
        splitBill: true,
      })
      mockClock.advanceMinutes(31)
      const guest = new URL(order.paymentPlan!.shares[1]!.link).pathname.split('/').at(-1)!
      return createPaymentLinkPayment(guest, { returnUrl: '/de' })
    },
  ],
  [
    'createPaymentLinkPayment',
    409,
    'BOOKING_CANCELLED',
    async () => {
      // A booking paid later, cancelled on its booking page: its link takes no payment.
      const { order } = await placeOrder(await kayakCart(day(10)), LATER)
      const link = (await getBooking(order.token)).paymentLinkToken!
      const quote = await getCancellationQuote(order.token)
      await cancelBooking(order.token, { quotedFee: quote.fee.amount })
      return createPaymentLinkPayment(link, { returnUrl: '/de' })
    },
  ],
  [
    'createPaymentLinkPayment',
    409,
    'AWAITING_ORGANISER',
    async () => {
      // A split bill whose organiser has not paid yet: a guest's share is not payable yet.
      const { order } = await placeOrder(await kayakCart(day(10)), {
        paymentMethod: 'NOW',
        splitBill: true,
      })
      const guest = new URL(order.paymentPlan!.shares[1]!.link).pathname.split('/').at(-1)!
      return createPaymentLinkPayment(guest, { returnUrl: '/de' })
    },
  ],
  [
    'createPaymentLinkPayment',
    410,
    'LINK_EXPIRED',
    () => createPaymentLinkPayment('pl-expired', { returnUrl: '/de' }),
  ],
  [
    'createPaymentLinkPayment',
    422,
    null,
    () => createPaymentLinkPayment('pl-payable', { returnUrl: 'https://evil.example' }),
  ],
  ['getBooking', 404, 'BOOKING_NOT_FOUND', () => getBooking('nope')],
  ['getBooking', 410, 'BOOKING_LINK_EXPIRED', () => getBooking(PAST)],

  [
    'updateBookingParticipants',
    404,
    'BOOKING_NOT_FOUND',
    async () => {
      const { itemId, participants } = await bookedPeople()
      return updateBookingParticipants('nope', itemId, { participants })
    },
  ],
  [
    'updateBookingParticipants',
    404,
    'ITEM_NOT_FOUND',
    async () =>
      updateBookingParticipants(BOOKED, 'nope', {
        participants: (await bookedPeople()).participants,
      }),
  ],
  [
    'updateBookingParticipants',
    409,
    'TOO_LATE',
    async () => {
      const { itemId, participants } = await bookedPeople()
      tooLate()
      return updateBookingParticipants(BOOKED, itemId, { participants })
    },
  ],
  [
    'updateBookingParticipants',
    409,
    'NOT_CHANGEABLE',
    async () => {
      const { itemId, participants } = await withdrawn()
      return updateBookingParticipants(REQUEST, itemId, { participants })
    },
  ],
  [
    'updateBookingParticipants',
    409,
    'IDEMPOTENCY_KEY_REUSED',
    async () => {
      const { itemId, participants } = await bookedPeople()
      await updateBookingParticipants(BOOKED, itemId, { participants }, 'k')
      const renamed = participants.map((p, i) => (i === 0 ? { ...p, firstname: 'Anita' } : p))
      return updateBookingParticipants(BOOKED, itemId, { participants: renamed }, 'k')
    },
  ],
  [
    'updateBookingParticipants',
    410,
    'BOOKING_LINK_EXPIRED',
    () =>
      updateBookingParticipants(PAST, `itm-${PAST}`, {
        participants: [{ id: `prt-${PAST}-0`, firstname: 'Anna', surname: 'Muster' }],
      }),
  ],
  [
    'updateBookingParticipants',
    422,
    null,
    async () => {
      const { itemId, participants } = await bookedPeople()
      return updateBookingParticipants(BOOKED, itemId, {
        participants: participants.map((p, i) => (i === 1 ? { ...p, surname: ' ' } : p)),
      })
    },
  ],

  [
    'getRescheduleQuote',
    404,
    'BOOKING_NOT_FOUND',
    async () => getRescheduleQuote('nope', { itemId: 'x', slotId: await freeSlot() }),
  ],
  [
    'getRescheduleQuote',
    404,
    'ITEM_NOT_FOUND',
    async () => getRescheduleQuote(BOOKED, { itemId: 'nope', slotId: await freeSlot() }),
  ],
  [
    'getRescheduleQuote',
    409,
    'SOLD_OUT',
    async () =>
      getRescheduleQuote(BOOKED, { itemId: (await bookedPeople()).itemId, slotId: SOLD_OUT_SLOT }),
  ],
  [
    'getRescheduleQuote',
    409,
    'TOO_LATE',
    async () => {
      const { itemId } = await bookedPeople()
      const slotId = await freeSlot()
      tooLate()
      return getRescheduleQuote(BOOKED, { itemId, slotId })
    },
  ],
  [
    'getRescheduleQuote',
    409,
    'NOT_CHANGEABLE',
    async () =>
      getRescheduleQuote(REQUEST, {
        itemId: (await bookedPeople(REQUEST)).itemId,
        slotId: `sku-canyoning_${day(26)}_0830`,
      }),
  ],
  [
    'getRescheduleQuote',
    410,
    'BOOKING_LINK_EXPIRED',
    () =>
      getRescheduleQuote(PAST, { itemId: `itm-${PAST}`, slotId: `sku-canyoning_${day(1)}_0830` }),
  ],
  [
    'getRescheduleQuote',
    422,
    null,
    async () =>
      // The slot it is booked on already.
      getRescheduleQuote(BOOKED, {
        itemId: (await bookedPeople()).itemId,
        slotId: `sku-canyoning_${day(12)}_1330`,
      }),
  ],

  [
    'rescheduleBooking',
    404,
    'BOOKING_NOT_FOUND',
    async () => rescheduleBooking('nope', await moveInput()),
  ],
  [
    'rescheduleBooking',
    404,
    'ITEM_NOT_FOUND',
    async () => rescheduleBooking(BOOKED, { ...(await moveInput()), itemId: 'nope' }),
  ],
  [
    'rescheduleBooking',
    409,
    'SOLD_OUT',
    async () => rescheduleBooking(BOOKED, { ...(await moveInput()), slotId: SOLD_OUT_SLOT }),
  ],
  [
    'rescheduleBooking',
    409,
    'TOO_LATE',
    async () => {
      const input = await moveInput()
      tooLate()
      return rescheduleBooking(BOOKED, input)
    },
  ],
  [
    'rescheduleBooking',
    409,
    'NOT_CHANGEABLE',
    async () =>
      rescheduleBooking(REQUEST, {
        itemId: (await bookedPeople(REQUEST)).itemId,
        slotId: `sku-canyoning_${day(26)}_0830`,
        quotedTotal: 27800,
        returnUrl: BOOKING_PAGE,
      }),
  ],
  [
    'rescheduleBooking',
    409,
    'PRICE_CHANGED',
    async () => {
      const input = await moveInput()
      await fetch(`${location.origin}/api/__mock/prices`, {
        method: 'POST',
        body: JSON.stringify({ skuId: 'sku-canyoning', variantId: 'adult', amount: 14900 }),
      })
      return rescheduleBooking(BOOKED, input)
    },
  ],
  [
    'rescheduleBooking',
    409,
    'IDEMPOTENCY_KEY_REUSED',
    async () => {
      const input = await moveInput()
      await rescheduleBooking(BOOKED, input, 'k')
      return rescheduleBooking(BOOKED, { ...input, returnUrl: '/fr' }, 'k')
    },
  ],
  [
    'rescheduleBooking',
    410,
    'BOOKING_LINK_EXPIRED',
    () =>
      rescheduleBooking(PAST, {
        itemId: `itm-${PAST}`,
        slotId: `sku-canyoning_${day(1)}_0830`,
        quotedTotal: 27800,
        returnUrl: '/de',
      }),
  ],
  [
    'rescheduleBooking',
    422,
    null,
    async () =>
      rescheduleBooking(BOOKED, { ...(await moveInput()), returnUrl: 'https://evil.example' }),
  ],

  ['getCancellationQuote', 404, 'BOOKING_NOT_FOUND', () => getCancellationQuote('nope')],
  [
    'getCancellationQuote',
    409,
    'TOO_LATE',
    async () => {
      tooLate()
      return getCancellationQuote(BOOKED)
    },
  ],
  [
    'getCancellationQuote',
    409,
    'NOT_CHANGEABLE',
    async () => {
      await withdrawn()
      return getCancellationQuote(REQUEST)
    },
  ],
  ['getCancellationQuote', 410, 'BOOKING_LINK_EXPIRED', () => getCancellationQuote(PAST)],

  ['cancelBooking', 404, 'BOOKING_NOT_FOUND', () => cancelBooking('nope', { quotedFee: 0 })],
  [
    'cancelBooking',
    409,
    'TOO_LATE',
    async () => {
      tooLate()
      return cancelBooking(BOOKED, { quotedFee: 41700 })
    },
  ],
  [
    'cancelBooking',
    409,
    'NOT_CHANGEABLE',
    async () => {
      await withdrawn()
      return cancelBooking(REQUEST, { quotedFee: 0 })
    },
  ],
  [
    'cancelBooking',
    409,
    'PRICE_CHANGED',
    async () => {
      // Quoted free; 30 hours before the start the listing's fee applies.
      const { fee } = await getCancellationQuote(BOOKED)
      clockAt('2026-07-18T05:30:00Z')
      return cancelBooking(BOOKED, { quotedFee: fee.amount })
    },
  ],
  [
    'cancelBooking',
    409,
    'IDEMPOTENCY_KEY_REUSED',
    async () => {
      await cancelBooking(BOOKED, { quotedFee: 0 }, 'k')
      return cancelBooking(BOOKED, { quotedFee: 1 }, 'k')
    },
  ],
  ['cancelBooking', 410, 'BOOKING_LINK_EXPIRED', () => cancelBooking(PAST, { quotedFee: 0 })],
  ['cancelBooking', 422, null, () => cancelBooking(BOOKED, { quotedFee: -1 })],
]

startEachOnContractDay()

describe('documented errors', () => {
  it('every status and code in the OpenAPI document has a case here', () => {
    const covered = new Set(CASES.map(([op, status, code]) => `${op} ${status} ${code ?? '-'}`))
    const documented = OPERATIONS.flatMap((op) =>
      Object.entries(op.errors ?? {}).flatMap(([status, codes]) =>
        status === '422' && codes.length === 0
          ? [`${op.operationId} 422 -`]
          : codes.length
            ? codes.map((code) => `${op.operationId} ${status} ${code}`)
            : [`${op.operationId} ${status} -`],
      ),
    )
    expect(documented.filter((entry) => !covered.has(entry))).toEqual([])
    expect([...covered].filter((entry) => !documented.includes(entry))).toEqual([])
  })

  it.each(CASES)('%s answers %i %s', async (_op, status, code, run) => {
    // failure() asserts an ApiError.
    const error = await failure(run())
    expect(error).toMatchObject({ kind: 'http', status })
    if (code) expect(error.code).toBe(code)
    if (status === 422) expect(Object.keys(error.fieldErrors).length).toBeGreaterThan(0)
  })
})
