import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { SwissQRBill } from 'swissqrbill/svg'
import { generateQRData } from '../../../node_modules/swissqrbill/lib/esm/shared/qr-code.js'
import {
  contactErrors,
  emptyContact,
  toContactInput,
  type ContactFormValues,
} from '@/features/checkout/contact-validation'
import { POSTCODE_FORMATS } from '@/features/checkout/postcodes'
import { validateContact } from '@/mocks/handlers/checkout-contact'
import { debtorOf } from '@/mocks/handlers/checkout-submit'
import { qrBillData } from './data'
import { foldForBill } from './latin'
import { payloadProblems, testBill } from '@/testing/qr-bill'

/**
 * Every contact the checkout accepts gives a bill: the customer's name and address, as the
 * backend makes the bill's payer of them, are folded to what the bill carries or left out, and
 * swissqrbill neither throws nor puts anything outside the Swiss Payment Standards in the code.
 */

// Latin with and without what the bill prints, other scripts, emoji and their joiners, marks.
const PIECES = [
  ..."aZmé ëßŒčőłđȘțñØ’'-–.,/19",
  'Zoë',
  ' ',
  '\u00a0',
  '\u0301',
  ...'כהןИв山田عΩ',
  '🏔️',
  '👨‍👩‍👧',
  '🇨🇭',
  '✓',
  '©',
  '€',
  'ﬁ',
  'Ａ',
]

/** At most `max` UTF-16 units (what the form's length rule counts), whole code points. */
function cut(text: string, max: number): string {
  let out = ''
  for (const char of text) {
    if (out.length + char.length > max) break
    out += char
  }
  return out
}

const text = (max: number) =>
  fc
    .oneof(
      fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: max }).map((a) => a.join('')),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: max }),
      // Right at the limit, Latin only and mixed.
      fc.constant('x'.repeat(max)),
      fc
        .array(fc.constantFrom(...PIECES), { minLength: max, maxLength: max })
        .map((a) => a.join('')),
    )
    .map((s) => cut(s, max))
    .filter((s) => s.trim() !== '')

const known = Object.entries(POSTCODE_FORMATS).map(([country, [format]]) =>
  fc.record({
    country: fc.constant(country),
    postalCode: fc.stringMatching(new RegExp(format.source)),
  }),
)
const unknown = fc.record({
  country: fc.constantFrom('JP', 'IL', 'RU', 'GR', 'CN', 'BR'),
  postalCode: text(10).filter((s) => s.trim().length >= 3),
})

const contact: fc.Arbitrary<ContactFormValues> = fc
  .record({
    type: fc.constantFrom('PRIVATE' as const, 'COMPANY' as const),
    company: text(70),
    firstname: text(35),
    surname: text(35),
    street: text(70),
    streetNumber: fc.oneof(fc.stringMatching(/^\d{1,3}[a-c]?$/), text(10)),
    place: fc.oneof(...known, unknown),
    city: text(35),
  })
  .map(({ type, company, firstname, surname, street, streetNumber, place, city }) => {
    const values = emptyContact()
    values.customer = {
      type,
      company,
      person: { firstname, surname, email: 'zoe@example.ch', phone: '+41 79 900 00 00' },
      address: { street, streetNumber, city, ...place },
    }
    return values
  })

const open = fc.record({
  amount: fc.integer({ min: 1, max: 10_000_000 }),
  currency: fc.constantFrom('CHF' as const, 'EUR' as const),
})

/** The bill of an order placed with these contact details, as the mock backend makes it. */
function billOf(values: ContactFormValues) {
  const saved = validateContact(toContactInput(values), 'en')
  if (!saved.ok) throw new Error('the API refuses what the checkout accepted')
  return testBill(debtorOf(saved.value.customer))
}

describe('the QR-bill of any contact the checkout accepts', () => {
  it('the API accepts it, the payload keeps to the standard, a foldable payer stays', () => {
    fc.assert(
      fc.property(contact, open, (values, amount) => {
        fc.pre(Object.keys(contactErrors(values)).length === 0)
        const qrBill = billOf(values)
        const data = qrBillData(qrBill, amount)
        // generateQRData runs the library's validator first, as drawing does.
        expect(payloadProblems(generateQRData(data))).toEqual([])
        const debtor = qrBill.debtor!
        const texts = [debtor.name, debtor.address, debtor.buildingNumber ?? '', debtor.zip]
        const foldable = [...texts, debtor.city].map(foldForBill)
        // The checkout's lengths are the bill's: only a letter that cannot be folded, or a
        // text that is nothing but symbols, costs the payer's address.
        if (foldable.every((folded) => folded)) expect(data.debtor).toBeDefined()
      }),
      { numRuns: 400 },
    )
  })

  it('swissqrbill draws it', () => {
    fc.assert(
      fc.property(contact, open, (values, amount) => {
        fc.pre(Object.keys(contactErrors(values)).length === 0)
        const data = qrBillData(billOf(values), amount)
        expect(() => new SwissQRBill(data, { language: 'FR' })).not.toThrow()
      }),
      { numRuns: 30 },
    )
  })
})
