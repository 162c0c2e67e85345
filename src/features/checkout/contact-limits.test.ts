import { describe, expect, it } from 'vitest'
import { createInstance } from 'i18next'
import de from '../../../locales/de/checkout.json'
import en from '../../../locales/en/checkout.json'
import fr from '../../../locales/fr/checkout.json'
import orderDe from '../../../locales/de/order.json'
import orderEn from '../../../locales/en/order.json'
import orderFr from '../../../locales/fr/order.json'
import { translateMessage } from '@/lib/form'
import {
  contactErrors,
  emptyContact,
  toContactInput,
  type ContactFormValues,
} from './contact-validation'

// The customer's name and address are the QR-bill's payer: the checkout keeps them within what
// the bill carries (SIX IG QR-bill 2.3) and to the postcode formats of the usual countries.

const i18n = createInstance()
await i18n.init({
  lng: 'en',
  resources: {
    de: { checkout: de, order: orderDe },
    en: { checkout: en, order: orderEn },
    fr: { checkout: fr, order: orderFr },
  },
  interpolation: { escapeValue: false },
})

function contact(
  address: Partial<ContactFormValues['customer']['address']> = {},
  person: Partial<ContactFormValues['customer']['person']> = {},
): ContactFormValues {
  const values = emptyContact()
  values.customer.person = {
    firstname: 'Anna',
    surname: 'Muster',
    email: 'anna@example.ch',
    phone: '+41 79 900 00 00',
    ...person,
  }
  values.customer.address = {
    street: 'Höheweg',
    streetNumber: '37',
    postalCode: '3800',
    city: 'Interlaken',
    country: 'CH',
    ...address,
  }
  return values
}

function errorOf(values: ContactFormValues, field: string, lng: 'de' | 'en' | 'fr' = 'en') {
  const message = contactErrors(values)[field]
  const t = i18n.getFixedT(lng)
  return message && translateMessage((key, opts) => t(key, opts), message)
}

const postcode = (country: string, postalCode: string) =>
  errorOf(contact({ country, postalCode }), 'customer.address.postalCode')

describe('contact details the QR-bill can carry', () => {
  it.each([
    ['de', 'Bitte geben Sie eine Postleitzahl im Format des gewählten Landes ein, z. B. 3800.'],
    ['en', 'Please enter a postcode in the format of the chosen country, e.g. 3800.'],
    ['fr', 'Veuillez saisir un code postal au format du pays choisi, p. ex. 3800.'],
  ] as const)('Swiss postcodes have four digits (%s)', (lng, message) => {
    for (const postalCode of ['ABCDE', '80011', '800', '0800', '38']) {
      const values = contact({ postalCode })
      expect(errorOf(values, 'customer.address.postalCode', lng), postalCode).toBe(message)
    }
    expect(postcode('CH', '8001')).toBeUndefined()
    expect(postcode('LI', '9490')).toBeUndefined()
    expect(postcode('LI', '94901')).toBe(
      'Please enter a postcode in the format of the chosen country, e.g. 9490.',
    )
  })

  it('other countries by their format, the rest by length', () => {
    const good = {
      DE: '10115',
      AT: '1010',
      FR: '75001',
      IT: '00184',
      ES: '28001',
      NL: '1012 AB',
      BE: '1000',
      GB: 'SW1A 1AA',
      US: '10001-1234',
    }
    for (const [country, postalCode] of Object.entries(good)) {
      expect(postcode(country, postalCode), country).toBeUndefined()
    }
    expect(postcode('DE', '8001')).toMatch(/e\.g\. 10115\.$/)
    expect(postcode('AT', '10115')).toMatch(/e\.g\. 1010\.$/)
    expect(postcode('GB', '12345')).toMatch(/e\.g\. SW1A 1AA\.$/)
    expect(postcode('US', 'ABCDE')).toMatch(/e\.g\. 10001\.$/)
    expect(postcode('NL', '1012')).toMatch(/e\.g\. 1012 AB\.$/)
    expect(postcode('JP', '100-0001')).toBeUndefined()
    expect(postcode('JP', '10')).toBe('Please enter at least 3 characters.')
  })

  it('a postcode is checked again when the country changes', () => {
    expect(postcode('CH', '10115')).toBeDefined()
    expect(postcode('DE', '10115')).toBeUndefined()
    // Also while other fields of the address are still empty.
    const errors = contactErrors(contact({ postalCode: 'ABCDE', city: '', street: '' }))
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['customer.address.postalCode', 'customer.address.city']),
    )
  })

  it('the town at most 35 characters, street 70, company 70', () => {
    const town = 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch'
    expect(errorOf(contact({ city: town }), 'customer.address.city')).toBe(
      'Please enter at most 35 characters.',
    )
    expect(errorOf(contact({ city: 'A'.repeat(35) }), 'customer.address.city')).toBeUndefined()
    expect(errorOf(contact({ street: 'S'.repeat(71) }), 'customer.address.street')).toBe(
      'Please enter at most 70 characters.',
    )
    const company = contact()
    company.customer.type = 'COMPANY'
    company.customer.company = 'C'.repeat(71)
    expect(errorOf(company, 'customer.company', 'fr')).toBe(
      'Veuillez saisir au plus 70 caractères.',
    )
  })

  it.each([
    ['de', 'Vor- und Nachname zusammen dürfen höchstens 69 Zeichen haben.'],
    ['en', 'First name and surname together may have at most 69 characters.'],
    ['fr', 'Le prénom et le nom ensemble ne peuvent pas dépasser 69 caractères.'],
  ] as const)('names at most 35 each and 70 with the space between (%s)', (lng, message) => {
    const long = contact({}, { firstname: 'F'.repeat(35), surname: 'S'.repeat(35) })
    expect(errorOf(long, 'customer.person.surname', lng)).toBe(message)
    expect(errorOf(long, 'customer.person.firstname', lng)).toBeUndefined()
    const fits = contact({}, { firstname: 'F'.repeat(35), surname: 'S'.repeat(34) })
    expect(contactErrors(fits)).toEqual({})
    const tooLong = contact({}, { firstname: 'F'.repeat(36) })
    expect(errorOf(tooLong, 'customer.person.firstname', lng)).toMatch(/35/)
  })

  it('keeps a name in any script as typed: only the bill folds it', () => {
    const values = contact({}, { firstname: 'Zoë 🏔️', surname: 'כהן' })
    expect(contactErrors(values)).toEqual({})
    expect(toContactInput(values).customer.person).toMatchObject({
      firstname: 'Zoë 🏔️',
      surname: 'כהן',
    })
  })
})
