import { describe, expect, it } from 'vitest'
import { failure } from '@/testing/api-failure'
import { day, startEachOnContractDay } from '@/testing/contract'
import { placeOrder } from '@/testing/orders'
import { contact } from '@/testing/payment-carts'
import { getSlots } from '@/api/availability'
import { getListing } from '@/api/listings'
import { updateCheckoutContact } from '@/api/checkout'
import { getDb } from '@/mocks/db/session'
import { setApiLocale } from '@/lib/http'
import { addCartItem, createCart, updateCartItem } from './api'

// Ages and group sizes as the backend holds them: each person's category range and the offer's
// minimum age on the activity's day, checked where they are entered and again at the binding
// click; the stated group size is what one booking may take. Contract day: 7 July 2026.
startEachOnContractDay('en')

/** A canyoning cart for an adult and a youth on day(5), 08:30. */
async function canyoningCart() {
  const cart = await createCart()
  const [slot] = await getSlots('canyoning-saxetbach', { sku: 'sku-canyoning', date: day(5) })
  const added = await addCartItem(cart.id, {
    skuId: 'sku-canyoning',
    slotId: slot!.id,
    lines: [
      { variantId: 'adult', quantity: 1 },
      { variantId: 'youth', quantity: 1 },
    ],
  })
  return { cartId: cart.id, item: added.items[0]! }
}

const person = (
  p: { id: string; variantId: string },
  birthdate: string,
  firstname = p.variantId === 'adult' ? 'Anna' : 'Noah',
) => ({ id: p.id, variantId: p.variantId, firstname, surname: 'Müller', birthdate })

describe('ages and group sizes', () => {
  it('each person carries the ages their category and the offer allow', async () => {
    const { item } = await canyoningCart()
    expect(item.participants.map((p) => [p.variantId, p.ageRange])).toEqual([
      ['adult', { min: 18 }],
      ['youth', { min: 14, max: 17 }],
    ])
  })

  it('refuses a six-year-old as a youth on the 14+ canyoning, in the visitor’s language', async () => {
    const { cartId, item } = await canyoningCart()
    const [adult, youth] = item.participants
    const refused = await failure(
      updateCartItem(cartId, item.id, {
        participants: [person(adult!, '1985-03-01'), person(youth!, '2020-06-15')],
      }),
    )
    expect(refused.status).toBe(422)
    expect(refused.fieldErrors).toEqual({
      'participants.1.birthdate': [
        'On the day of the activity this person must be between 14 and 17 years old.',
      ],
    })
    setApiLocale('fr')
    const inFrench = await failure(
      updateCartItem(cartId, item.id, {
        participants: [person(adult!, '2012-03-01'), person(youth!, '2010-06-15')],
      }),
    )
    expect(inFrench.fieldErrors).toEqual({
      'participants.0.birthdate': [
        'Le jour de l’activité, cette personne doit avoir au moins 18 ans.',
      ],
    })
  })

  it('checks the ages again at the binding click: 422 on items.<i>.participants.<n>.birthdate', async () => {
    const { cartId, item } = await canyoningCart()
    const [adult, youth] = item.participants
    await updateCartItem(cartId, item.id, {
      participants: [person(adult!, '1985-03-01'), person(youth!, '2010-06-15')],
    })
    await updateCheckoutContact(cartId, contact)
    // A birthdate stored before the rule was there (another client, an older app).
    const stored = getDb().carts.get(cartId)!.items[0]!.participants[1]!
    stored.birthdate = '2020-06-15'
    const refused = await failure(placeOrder(cartId))
    expect(refused.status).toBe(422)
    expect(refused.fieldErrors['items.0.participants.1.birthdate']).toEqual([
      'On the day of the activity this person must be between 14 and 17 years old.',
    ])
    stored.birthdate = '2010-06-15'
    expect((await placeOrder(cartId)).order.status).toBe('CONFIRMED')
  })

  it.each([
    ['lake-kayak-brienz', 8],
    ['canyoning-saxetbach', 12],
    ['glacier-hike-grindelwald', 10],
  ])(
    '%s states the group size one booking may take, and a minimum only where it is enforced',
    async (slug, max) => {
      const listing = await getListing(slug)
      const sku = listing.skus[0]!
      expect(listing.groupSize).toEqual({ max })
      expect(sku.characteristics.maxParticipants).toBe(max)
      expect(sku.characteristics.minParticipants ?? 1).toBe(1)
    },
  )

  it('the kayak’s minimum age is its children’s category’s (8–15)', async () => {
    const listing = await getListing('lake-kayak-brienz')
    expect(listing.requirements?.minAge).toBe(8)
    const child = listing.skus[0]!.variants.find((v) => v.id === 'child')
    expect(child?.label).toBe('Children (8–15 years)')
  })
})
