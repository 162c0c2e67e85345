import * as v from 'valibot'
import { CONTACT_LIMITS } from '@/api/checkout/limits'
import { messageKey } from '@/lib/form'
import { internationalPhone, isInternationalPhone } from '@/lib/phone/phone'
import { checkPostcode } from './postcodes'
import { LIMITS, M } from './shared/validation'

/**
 * The contact step's rules (customer, address, attendee) and its request body. Apart from the
 * participants' rules (validation.ts), so the first step does not load them.
 */

/** A required text between optional bounds. */
export function requiredText(max: number, min = 1) {
  return v.pipe(
    v.string(M.mandatory),
    v.trim(),
    v.nonEmpty(M.required),
    v.minLength(min, M.tooShort(min)),
    v.maxLength(max, M.tooLong(max)),
  )
}

// In the order namespace, which loads with the contact step (checkout's loads with the first).
const byCountry = (example: string) => messageKey('order:validation.postalCode', { example })
const fullNameTooLong = messageKey('order:validation.fullNameTooLong', {
  max: CONTACT_LIMITS.fullName - 1,
})
/** Shortest postcode where the country's format is not known. */
const POSTCODE_MIN = 3

const optionalText = (max: number) =>
  v.pipe(v.string(M.mandatory), v.maxLength(max, M.tooLong(max)))

const phone = v.pipe(requiredText(LIMITS.phone), v.check(isInternationalPhone, M.phone))
const email = v.pipe(requiredText(LIMITS.email), v.email(M.email))

// The customer is the QR-bill's payer: "firstname surname" is the bill's name (at most 70).
const person = v.pipe(
  v.object({
    firstname: requiredText(CONTACT_LIMITS.name),
    surname: requiredText(CONTACT_LIMITS.name),
    email,
    phone,
  }),
  v.forward(
    v.partialCheck(
      [['firstname'], ['surname']],
      ({ firstname, surname }) => `${firstname} ${surname}`.length <= CONTACT_LIMITS.fullName,
      fullNameTooLong,
    ),
    ['surname'],
  ),
)

const address = v.pipe(
  v.object({
    street: requiredText(CONTACT_LIMITS.street),
    streetNumber: requiredText(CONTACT_LIMITS.streetNumber),
    postalCode: requiredText(CONTACT_LIMITS.postalCode),
    city: requiredText(CONTACT_LIMITS.city),
    country: v.pipe(
      v.string(M.mandatory),
      v.nonEmpty(M.required),
      v.regex(/^[A-Z]{2}$/, M.country),
    ),
  }),
  // The country's format where it is known (a bill or a letter must reach the customer), else
  // a plausible length; checked once both fields are valid on their own.
  v.forward(
    v.partialCheck(
      [['postalCode'], ['country']],
      ({ postalCode, country }) =>
        checkPostcode(country, postalCode)?.ok ?? postalCode.length >= POSTCODE_MIN,
      (issue) => {
        const { postalCode, country } = issue.input as { postalCode: string; country: string }
        const known = checkPostcode(country, postalCode)
        return known && !known.ok ? byCountry(known.example) : M.tooShort(POSTCODE_MIN)
      },
    ),
    ['postalCode'],
  ),
)

const customer = v.variant('type', [
  v.object({
    type: v.literal('PRIVATE'),
    company: v.optional(v.string()),
    person,
    address,
  }),
  v.object({
    type: v.literal('COMPANY'),
    company: requiredText(CONTACT_LIMITS.company),
    person,
    address,
  }),
])

/** The attendee when booking for someone else: names required, e-mail and phone optional. */
const attendee = v.object({
  firstname: requiredText(LIMITS.name),
  surname: requiredText(LIMITS.name),
  email: v.union(
    [
      v.literal(''),
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(LIMITS.email, M.tooLong(LIMITS.email)),
        v.email(M.email),
      ),
    ],
    M.email,
  ),
  phone: v.union(
    [v.literal(''), v.pipe(optionalText(LIMITS.phone), v.check(isInternationalPhone, M.phone))],
    M.phone,
  ),
})

export const contactFormSchema = v.variant('bookingFor', [
  v.object({ customer, bookingFor: v.literal('SELF'), attendee: v.any() }),
  v.object({ customer, bookingFor: v.literal('OTHER'), attendee }),
])

/** What the contact form edits: the API's shape, with every text present (empty when unset). */
export interface ContactFormValues {
  customer: {
    type: 'PRIVATE' | 'COMPANY'
    company: string
    person: { firstname: string; surname: string; email: string; phone: string }
    address: {
      street: string
      streetNumber: string
      postalCode: string
      city: string
      country: string
    }
  }
  bookingFor: 'SELF' | 'OTHER'
  attendee: { firstname: string; surname: string; email: string; phone: string }
}

export const emptyContact = (country = 'CH'): ContactFormValues => ({
  customer: {
    type: 'PRIVATE',
    company: '',
    person: { firstname: '', surname: '', email: '', phone: '' },
    address: { street: '', streetNumber: '', postalCode: '', city: '', country },
  },
  bookingFor: 'SELF',
  attendee: { firstname: '', surname: '', email: '', phone: '' },
})

/** Validates contact values; the issues by field name (`customer.person.email`). */
export function contactErrors(values: ContactFormValues): Record<string, string> {
  const result = v.safeParse(contactFormSchema, values)
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.issues) {
    const path = v.getDotPath(issue)
    if (path && !(path in errors)) errors[path] = issue.message
  }
  return errors
}

/** The body of PUT checkout/contact. */
export function toContactInput(values: ContactFormValues) {
  const trim = (s: string) => s.trim()
  const { customer } = values
  return {
    customer: {
      type: customer.type,
      ...(customer.type === 'COMPANY' ? { company: trim(customer.company) } : {}),
      person: {
        firstname: trim(customer.person.firstname),
        surname: trim(customer.person.surname),
        email: trim(customer.person.email),
        phone: internationalPhone(customer.person.phone),
      },
      address: {
        street: trim(customer.address.street),
        streetNumber: trim(customer.address.streetNumber),
        postalCode: trim(customer.address.postalCode),
        city: trim(customer.address.city),
        country: customer.address.country,
      },
    },
    bookingFor: values.bookingFor,
    ...(values.bookingFor === 'OTHER'
      ? {
          attendee: {
            firstname: trim(values.attendee.firstname),
            surname: trim(values.attendee.surname),
            ...(trim(values.attendee.email) ? { email: trim(values.attendee.email) } : {}),
            ...(trim(values.attendee.phone)
              ? { phone: internationalPhone(values.attendee.phone) }
              : {}),
          },
        }
      : {}),
  }
}
