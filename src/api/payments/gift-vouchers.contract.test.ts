import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { mockClock } from '@/mocks/db/session'
import { failure } from '@/testing/api-failure'
import { atProvider, day, startEachOnContractDay } from '@/testing/contract'
import { getSlots } from '../availability/api'
import { getBooking } from '../bookings/api'
import { addCartItem, applyVoucher, createCart, updateCartItem } from '../carts/api'
import { CartSchema } from '../carts/schema'
import { getCheckout, updateCheckoutContact } from '../checkout/api'
import { getOrder } from '../orders/api'
import { placeOrder } from '@/testing/orders'
import { contact } from '@/testing/payment-carts'

startEachOnContractDay()

const chf = (amount: number) => ({ amount, currency: 'CHF' })
/** VAT contained in a gross amount at a rate in percent, to the Rappen. */
const included = (gross: number, rate: number) => Math.round((gross * rate) / (100 + rate))

/** A cart with one adult on the canyoning tour (CHF 139) on day +10. */
async function canyoningCart() {
  const cart = await createCart()
  const [slot] = await getSlots('canyoning-saxetbach', { sku: 'sku-canyoning', date: day(10) })
  const added = await addCartItem(cart.id, {
    skuId: 'sku-canyoning',
    slotId: slot!.id,
    lines: [{ variantId: 'adult', quantity: 1 }],
  })
  const [person] = added.items[0]!.participants
  return updateCartItem(cart.id, added.items[0]!.id, {
    participants: [
      {
        id: person!.id,
        variantId: 'adult',
        firstname: 'Anna',
        surname: 'Muster',
        birthdate: '1990-05-01',
      },
    ],
  })
}

const giftVoucherItem = (variantId: string) => ({
  skuId: 'sku-voucher',
  lines: [{ variantId, quantity: 1 }],
  voucherDetails: { recipientName: 'Heidi' },
})

describe('gift vouchers are money, discount codes lower the price', () => {
  it('a gift voucher pays after VAT was computed on the full price', async () => {
    const cart = await canyoningCart()
    const paid = await applyVoucher(cart.id, 'GV-GIFT-0100')
    expect(v.is(CartSchema, paid)).toBe(true)
    expect(paid.vouchers).toEqual([])
    expect(paid.giftVouchers).toEqual([
      expect.objectContaining({
        code: 'GV-GIFT-0100',
        applied: chf(10000),
        balance: chf(0),
      }),
    ])
    expect(paid.totals).toEqual({
      subtotal: chf(13900),
      discount: chf(0),
      total: chf(13900),
      giftVouchers: chf(10000),
      openAmount: chf(3900),
      // Swiss VAT: the service is taxed at its full price (8.1 % of CHF 139, not of CHF 39).
      vat: [{ rate: 8.1, amount: chf(included(13900, 8.1)) }],
    })
    // A discount code instead lowers the price, and its VAT with it.
    const other = await canyoningCart()
    const discounted = await applyVoucher(other.id, 'SOMMER-50')
    expect(discounted.totals.vat).toEqual([{ rate: 8.1, amount: chf(included(8900, 8.1)) }])
  })

  it('several gift vouchers; what is left stays on a voucher, shown and usable again', async () => {
    const cart = await canyoningCart()
    await applyVoucher(cart.id, 'GV-REST-0040')
    const both = await applyVoucher(cart.id, 'GV-GIFT-0100')
    expect(both.giftVouchers?.map((g) => [g.code, g.applied.amount, g.balance.amount])).toEqual([
      ['GV-REST-0040', 4000, 0],
      ['GV-GIFT-0100', 9900, 100],
    ])
    expect(both.totals.openAmount).toEqual(chf(0))
    await updateCheckoutContact(cart.id, contact)
    // Nothing left to pay: no payment step, no method needed.
    const checkout = await getCheckout(cart.id)
    expect(checkout.steps.find((s) => s.id === 'payment')?.applicable).toBe(false)
    const { order } = await placeOrder(cart.id, { paymentMethod: undefined })
    expect(order.status).toBe('CONFIRMED')
    expect(order.totals).toMatchObject({ total: chf(13900), giftVouchers: chf(13900) })
    expect(order.totals.vat).toEqual([{ rate: 8.1, amount: chf(included(13900, 8.1)) }])
    const booking = await getBooking(order.token)
    expect(booking.giftVouchers?.find((g) => g.code === 'GV-GIFT-0100')?.balance).toEqual(chf(100))
    // The CHF 1 left pays part of the next order.
    const next = await createCart()
    await addCartItem(next.id, { skuId: 'sku-map', lines: [{ variantId: 'map', quantity: 1 }] })
    const again = await applyVoucher(next.id, 'GV-GIFT-0100')
    expect(again.giftVouchers?.[0]).toMatchObject({ applied: chf(100), balance: chf(0) })
    expect(again.totals.openAmount).toEqual(chf(2490 - 100))
  })

  it('discount codes never apply to buying gift vouchers: 422 VOUCHER_NOT_APPLICABLE', async () => {
    const cart = await createCart()
    await addCartItem(cart.id, giftVoucherItem('voucher-200'))
    for (const code of ['SOMMER-50', 'ALPEN-10']) {
      const error = await failure(applyVoucher(cart.id, code))
      expect(error).toMatchObject({ status: 422, code: 'VOUCHER_NOT_APPLICABLE' })
      expect(error.fieldErrors.code?.[0]).toMatch(/Geschenkgutscheinen/)
    }
    // Beside other items a code reduces those only: CHF 200 stays CHF 200.
    const mixed = await addCartItem(cart.id, {
      skuId: 'sku-map',
      lines: [{ variantId: 'map', quantity: 4 }],
    })
    expect(mixed.totals.total).toEqual(chf(29960))
    const reduced = await applyVoucher(cart.id, 'ALPEN-10')
    expect(reduced.totals).toMatchObject({ discount: chf(996), total: chf(20000 + 9960 - 996) })
    expect(reduced.totals.vat).toEqual([{ rate: 2.6, amount: chf(included(9960 - 996, 2.6)) }])
  })

  it('a bought gift voucher is a gift voucher with its amount as balance', async () => {
    const cart = await createCart()
    await addCartItem(cart.id, giftVoucherItem('voucher-50'))
    await updateCheckoutContact(cart.id, contact)
    const result = await placeOrder(cart.id, { paymentMethod: 'NOW' })
    await atProvider(result.next.type === 'REDIRECT' ? result.next.url : '', 'pay')
    const [issued] = (await getOrder(result.order.token)).issuedVouchers
    const next = await canyoningCart()
    const paid = await applyVoucher(next.id, issued!.code)
    expect(paid.giftVouchers?.[0]).toMatchObject({ applied: chf(5000), balance: chf(0) })
    expect(paid.totals.discount).toEqual(chf(0))
  })

  it('an order that expires unpaid gives its gift vouchers their balance back', async () => {
    const cart = await canyoningCart()
    await applyVoucher(cart.id, 'GV-GIFT-0100')
    await updateCheckoutContact(cart.id, contact)
    const { order } = await placeOrder(cart.id, { paymentMethod: 'NOW' })
    expect(order.giftVouchers?.[0]).toMatchObject({ applied: chf(10000), balance: chf(0) })
    mockClock.advanceMinutes(31)
    expect((await getOrder(order.token)).status).toBe('EXPIRED')
    const next = await canyoningCart()
    const paid = await applyVoucher(next.id, 'GV-GIFT-0100')
    expect(paid.giftVouchers?.[0]).toMatchObject({ applied: chf(10000), balance: chf(0) })
  })
})
