import { describe, expect, it } from 'vitest'
import { setApiLocale } from '@/lib/http'
import { failure } from '@/testing/api-failure'
import { startEachOnContractDay } from '@/testing/contract'
import contactExample from '../../../docs/api/examples/contact-input.json'
import { createCart } from '../carts/api'
import { updateCheckoutContact } from './api'
import type { ContactInput } from './schema'

// The customer is the QR-bill's payer: the API refuses what the bill cannot carry (422), as
// the checkout does before sending.

const contact = contactExample as ContactInput

startEachOnContractDay('de')

describe('checkout contact: the QR-bill lengths', () => {
  it('refuses names, company, street and town longer than the bill carries', async () => {
    const cart = await createCart()
    setApiLocale('en')
    const error = await failure(
      updateCheckoutContact(cart.id, {
        ...contact,
        customer: {
          type: 'COMPANY',
          company: 'C'.repeat(71),
          person: { ...contact.customer.person, firstname: 'F'.repeat(36) },
          address: {
            ...contact.customer.address,
            street: 'S'.repeat(71),
            streetNumber: '1'.repeat(11),
            postalCode: '1'.repeat(11),
            city: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch',
            country: 'GB',
          },
        },
      }),
    )
    expect(error.status).toBe(422)
    expect(error.fieldErrors).toEqual({
      'customer.company': ['This text is too long.'],
      'customer.person.firstname': ['This text is too long.'],
      'customer.address.street': ['This text is too long.'],
      'customer.address.streetNumber': ['This text is too long.'],
      'customer.address.postalCode': ['This text is too long.'],
      'customer.address.city': ['This text is too long.'],
    })
  })

  it('refuses a first name and surname longer than the bill name together', async () => {
    const cart = await createCart()
    setApiLocale('fr')
    const person = {
      ...contact.customer.person,
      firstname: 'F'.repeat(35),
      surname: 'S'.repeat(35),
    }
    const error = await failure(
      updateCheckoutContact(cart.id, { ...contact, customer: { ...contact.customer, person } }),
    )
    expect(error.fieldErrors).toEqual({ 'customer.person.surname': ['Ce texte est trop long.'] })
    person.surname = 'S'.repeat(34)
    const saved = await updateCheckoutContact(cart.id, {
      ...contact,
      customer: { ...contact.customer, person },
    })
    expect(saved.contact?.customer.person.surname).toBe('S'.repeat(34))
  })

  it('refuses Swiss and Liechtenstein postcodes that are not four digits', async () => {
    const cart = await createCart()
    setApiLocale('de')
    for (const [country, postalCode] of [
      ['CH', 'ABCDE'],
      ['CH', '80011'],
      ['li', '949'],
    ]) {
      const address = { ...contact.customer.address, country: country!, postalCode: postalCode! }
      const error = await failure(
        updateCheckoutContact(cart.id, { ...contact, customer: { ...contact.customer, address } }),
      )
      expect(error.fieldErrors, `${country} ${postalCode}`).toEqual({
        'customer.address.postalCode': ['Die Postleitzahl hat vier Ziffern.'],
      })
    }
    const address = { ...contact.customer.address, country: 'DE', postalCode: '80011' }
    const saved = await updateCheckoutContact(cart.id, {
      ...contact,
      customer: { ...contact.customer, address },
    })
    expect(saved.contact?.customer.address.postalCode).toBe('80011')
  })
})
