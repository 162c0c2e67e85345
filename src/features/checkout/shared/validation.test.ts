import { beforeAll, describe, expect, it } from 'vitest'
import { createInstance } from 'i18next'
import de from '../../../../locales/de/checkout.json'
import en from '../../../../locales/en/checkout.json'
import fr from '../../../../locales/fr/checkout.json'
import { translateMessage } from '@/lib/form'
import {
  contactErrors,
  emptyContact,
  toContactInput,
  type ContactFormValues,
} from '../contact-validation'
import {
  internationalPhone,
  isInternationalPhone,
  loadPhoneValidation,
  participantErrors,
} from './validation'

beforeAll(() => loadPhoneValidation())

const i18n = createInstance()
await i18n.init({
  lng: 'en',
  resources: { de: { checkout: de }, en: { checkout: en }, fr: { checkout: fr } },
  interpolation: { escapeValue: false },
})

/** The contact form's errors as the visitor reads them in a language. */
function texts(values: ContactFormValues, lng: 'de' | 'en' | 'fr') {
  const t = i18n.getFixedT(lng)
  return Object.fromEntries(
    Object.entries(contactErrors(values)).map(([name, message]) => [
      name,
      translateMessage((key, opts) => t(key, opts), message),
    ]),
  )
}

const valid = (): ContactFormValues => ({
  ...emptyContact(),
  customer: {
    type: 'PRIVATE',
    company: '',
    person: {
      firstname: 'Anna',
      surname: 'Muster',
      email: 'anna@example.ch',
      phone: '+41 79 900 00 00',
    },
    address: {
      street: 'Höheweg',
      streetNumber: '37',
      postalCode: '3800',
      city: 'Interlaken',
      country: 'CH',
    },
  },
})

function withPerson(patch: Partial<ContactFormValues['customer']['person']>): ContactFormValues {
  const values = valid()
  values.customer.person = { ...values.customer.person, ...patch }
  return values
}

describe('contact validation', () => {
  it('accepts a complete private contact booking for oneself', () => {
    expect(contactErrors(valid())).toEqual({})
  })

  it.each([
    ['de', 'Dieses Feld ist erforderlich.'],
    ['en', 'This field is required.'],
    ['fr', 'Ce champ est obligatoire.'],
  ] as const)('required fields (%s)', (lng, message) => {
    const errors = texts(emptyContact(), lng)
    for (const name of [
      'customer.person.firstname',
      'customer.person.surname',
      'customer.person.email',
      'customer.person.phone',
      'customer.address.street',
      'customer.address.streetNumber',
      'customer.address.postalCode',
      'customer.address.city',
    ]) {
      expect(errors[name], name).toBe(message)
    }
    // Country has a default; company and attendee are not asked for.
    expect(errors['customer.address.country']).toBeUndefined()
    expect(errors['customer.company']).toBeUndefined()
    expect(errors['attendee.firstname']).toBeUndefined()
  })

  it.each([
    ['de', 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
    ['en', 'Please enter a valid e-mail address.'],
    ['fr', 'Veuillez saisir une adresse e-mail valide.'],
  ] as const)('e-mail (%s)', (lng, message) => {
    expect(texts(withPerson({ email: 'anna@' }), lng)['customer.person.email']).toBe(message)
  })

  it.each([
    ['de', 'Telefonnummer ungültig.'],
    ['en', 'Telephone number invalid.'],
    ['fr', 'Numéro de téléphone invalide.'],
  ] as const)('phone: international, or national for Switzerland (%s)', (lng, message) => {
    for (const phone of ['79 900 00 00', '+41 12', '0041 12', 'phone']) {
      expect(texts(withPerson({ phone }), lng)['customer.person.phone'], phone).toBe(message)
    }
    for (const phone of ['+41 79 900 00 00', '079 900 00 00', '0041 79 900 00 00']) {
      expect(texts(withPerson({ phone }), lng)['customer.person.phone'], phone).toBeUndefined()
    }
  })

  it.each([
    [
      'de',
      'Bitte geben Sie mindestens 3 Zeichen ein.',
      'Bitte geben Sie höchstens 35 Zeichen ein.',
    ],
    ['en', 'Please enter at least 3 characters.', 'Please enter at most 35 characters.'],
    ['fr', 'Veuillez saisir au moins 3 caractères.', 'Veuillez saisir au plus 35 caractères.'],
  ] as const)('too small and too big (%s)', (lng, tooShort, tooLong) => {
    const values = withPerson({ firstname: 'A'.repeat(36) })
    // A country whose postcode format the checkout does not know: the length rule applies.
    values.customer.address.country = 'JP'
    values.customer.address.postalCode = '38'
    const errors = texts(values, lng)
    expect(errors['customer.address.postalCode']).toBe(tooShort)
    expect(errors['customer.person.firstname']).toBe(tooLong)
  })

  it('companies need a name; booking for someone else needs their names', () => {
    const values = valid()
    values.customer.type = 'COMPANY'
    values.bookingFor = 'OTHER'
    values.attendee.email = 'x@'
    expect(texts(values, 'en')).toEqual({
      'customer.company': 'This field is required.',
      'attendee.firstname': 'This field is required.',
      'attendee.surname': 'This field is required.',
      'attendee.email': 'Please enter a valid e-mail address.',
    })
  })

  it('builds the API body: company only for companies, attendee only for someone else', () => {
    const values = valid()
    values.customer.company = 'left over'
    values.attendee.firstname = 'left over'
    const body = toContactInput(values)
    expect(body.customer).not.toHaveProperty('company')
    expect(body).not.toHaveProperty('attendee')
    values.bookingFor = 'OTHER'
    values.attendee = { firstname: ' Carla ', surname: 'Gast', email: '', phone: '' }
    expect(toContactInput(values).attendee).toEqual({ firstname: 'Carla', surname: 'Gast' })
  })

  it('Swiss numbers typed nationally are read as Swiss and stored internationally', async () => {
    expect(isInternationalPhone('+41 79 900 00 00')).toBe(true)
    expect(isInternationalPhone('+49 30 901820')).toBe(true)
    expect(isInternationalPhone('0041 79 900 00 00')).toBe(true)
    expect(isInternationalPhone('079 900 00 00')).toBe(true)
    expect(isInternationalPhone('079 900')).toBe(false)
    await loadPhoneValidation()
    expect(internationalPhone('079 900 00 00')).toBe('+41 79 900 00 00')
    expect(internationalPhone('0041 79 900 00 00')).toBe('+41 79 900 00 00')
    expect(isInternationalPhone('079 900 00 0')).toBe(false)
    const values = withPerson({ phone: '079 900 00 00' })
    expect(toContactInput(values).customer.person.phone).toBe('+41 79 900 00 00')
  })
})

describe('participant validation', () => {
  const t = (lng: 'de' | 'en' | 'fr') => {
    const fixed = i18n.getFixedT(lng)
    return (message: string) => translateMessage((key, opts) => fixed(key, opts), message)
  }
  const blank = { firstname: '', surname: '', birthdate: '', weightKg: '' }

  it('asks only for the fields the offer needs', () => {
    expect(participantErrors(blank, ['firstname'], '2026-11-21')).toEqual({
      firstname: 'checkout:validation.required',
    })
  })

  it.each([
    [
      'de',
      'Der Wert muss mindestens 25 betragen.',
      'Der Wert darf höchstens 110 betragen.',
      'Ungültiger Typ: Eine Zahl wurde erwartet.',
    ],
    [
      'en',
      'The value must be at least 25.',
      'The value must be at most 110.',
      'Invalid type: A number was expected.',
    ],
    [
      'fr',
      'La valeur doit être d’au moins 25.',
      'La valeur doit être d’au plus 110.',
      'Type invalide\u00a0: un nombre était attendu.',
    ],
  ] as const)('weights: numbers between bounds (%s)', (lng, tooSmall, tooBig, number) => {
    const check = (weightKg: string) =>
      t(lng)(participantErrors({ ...blank, weightKg }, ['weightKg'], '2026-11-21').weightKg ?? '')
    expect(check('20')).toBe(tooSmall)
    expect(check('111')).toBe(tooBig)
    expect(check('abc')).toBe(number)
    expect(check('70')).toBe('')
  })

  it.each([
    ['de', 'Das Datum muss vor dem 21.11.2026 liegen.'],
    ['en', 'The date must be before 21.11.2026.'],
    ['fr', 'La date doit être antérieure au 21.11.2026.'],
  ] as const)('birthdates lie in the past (%s)', (lng, message) => {
    const errors = participantErrors(
      { ...blank, birthdate: '2027-01-01' },
      ['birthdate'],
      '2026-11-21',
      '21.11.2026',
    )
    expect(t(lng)(errors.birthdate ?? '')).toBe(message)
  })

  it.each([
    [
      'de',
      'Am Tag der Aktivität muss diese Person zwischen 14 und 17 Jahre alt sein.',
      'Am Tag der Aktivität muss diese Person mindestens 14 Jahre alt sein.',
    ],
    [
      'en',
      'On the day of the activity this person must be between 14 and 17 years old.',
      'On the day of the activity this person must be at least 14 years old.',
    ],
    [
      'fr',
      'Le jour de l’activité, cette personne doit avoir entre 14 et 17 ans.',
      'Le jour de l’activité, cette personne doit avoir au moins 14 ans.',
    ],
  ] as const)(
    'birthdates fit the category and the minimum age on the activity’s day (%s)',
    (lng, youth, adult) => {
      const check = (birthdate: string, age: { min?: number; max?: number }) =>
        t(lng)(
          participantErrors({ ...blank, birthdate }, ['birthdate'], '2026-11-21', '21.11.2026', {
            ...age,
            on: '2026-12-12',
          }).birthdate ?? '',
        )
      // A six-year-old as a youth (14–17) on a 14+ canyoning tour.
      expect(check('2020-06-15', { min: 14, max: 17 })).toBe(youth)
      expect(check('2012-12-12', { min: 14, max: 17 })).toBe('')
      // 14 only the day after the tour, 18 on the day itself.
      expect(check('2012-12-13', { min: 14, max: 17 })).toBe(youth)
      expect(check('2008-12-12', { min: 14, max: 17 })).toBe(youth)
      expect(check('2020-06-15', { min: 14 })).toBe(adult)
      expect(check('1980-01-01', { min: 14 })).toBe('')
    },
  )
})
