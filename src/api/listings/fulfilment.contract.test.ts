import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { setApiLocale } from '@/lib/http'
import { atProvider, startEachOnContractDay } from '@/testing/contract'
import { placeOrder } from '@/testing/orders'
import { addCartItem, createCart } from '../carts/api'
import { CartSchema } from '../carts/schema'
import { updateCheckoutContact } from '../checkout/api'
import type { ContactInput } from '../checkout/schema'
import { getBooking } from '../bookings/api'
import { getOrder } from '../orders/api'
import { getListing } from './api'
import contactExample from '../../../docs/api/examples/contact-input.json'

startEachOnContractDay()

const SHOP = 'Höheweg 37, 3800 Interlaken'

describe('how goods are had', () => {
  it.each([
    ['de', 'Laden Alpenblick', 'Montag bis Freitag 8.30–18.30 Uhr'],
    ['en', 'Alpenblick shop', 'Monday to Friday 8:30 am – 6:30 pm'],
    ['fr', 'Boutique Alpenblick', 'Du lundi au vendredi de 8 h 30 à 18 h 30'],
  ] as const)(
    '%s: a goods SKU names its pick-up place and hours; dated offers have none',
    async (lang, name, hours) => {
      setApiLocale(lang)
      const map = await getListing('hiking-map-jungfrau')
      expect(map.skus[0]!.fulfilment).toEqual({
        pickup: {
          place: { name, address: SHOP, latitude: 46.6863, longitude: 7.8632 },
          hours: [hours, expect.any(String)],
        },
      })
      const tour = await getListing('canyoning-saxetbach')
      expect(tour.skus.every((sku) => sku.fulfilment === undefined)).toBe(true)
    },
  )

  it('is carried by the cart item, order and booking; pick-up adds nothing to the total', async () => {
    const cart = await createCart()
    const added = await addCartItem(cart.id, {
      skuId: 'sku-map',
      lines: [{ variantId: 'map', quantity: 2 }],
    })
    expect(v.is(CartSchema, added)).toBe(true)
    const item = added.items[0]!
    expect(item.fulfilment?.pickup.place.address).toBe(SHOP)
    expect(item.price.amount).toBe(4980)
    expect(added.totals.total.amount).toBe(4980)
    expect(added.totals.vat).toEqual([{ rate: 2.6, amount: { amount: 126, currency: 'CHF' } }])

    await updateCheckoutContact(cart.id, contactExample as ContactInput)
    const placed = await placeOrder(cart.id, { paymentMethod: 'NOW' })
    expect(placed.next.type).toBe('REDIRECT')
    if (placed.next.type === 'REDIRECT') await atProvider(placed.next.url, 'pay')
    const order = await getOrder(placed.order.token)
    expect(order.items[0]!.fulfilment).toEqual(item.fulfilment)
    expect(order.totals.total.amount).toBe(4980)
    const booking = await getBooking(placed.order.token)
    expect(booking.items[0]!.fulfilment).toEqual(item.fulfilment)
    expect(booking.totals.total.amount).toBe(4980)
  })
})
