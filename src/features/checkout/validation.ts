import * as v from 'valibot'
import { messageKey } from '@/lib/form'
import { internationalPhone, isInternationalPhone } from './phone'

export { internationalPhone, isInternationalPhone, loadPhoneValidation } from './phone'

/**
 * Client-side rules of the checkout forms. Every message is an i18n key of the checkout
 * namespace (see locales/<lng>/checkout.json, `validation.*`), translated where it is shown.
 * The server checks the same (422 answers land on the same field names).
 */
const NS = 'checkout:validation'
export const M = {
  required: messageKey(`${NS}.required`),
  mandatory: messageKey(`${NS}.mandatory`),
  number: messageKey(`${NS}.number`),
  email: messageKey(`${NS}.email`),
  phone: messageKey(`${NS}.phone`),
  accepted: messageKey(`${NS}.accepted`),
  country: messageKey(`${NS}.country`),
  tooShort: (min: number) => messageKey(`${NS}.tooShort`, { min }),
  tooLong: (max: number) => messageKey(`${NS}.tooLong`, { max }),
  tooSmall: (min: number) => messageKey(`${NS}.tooSmall`, { min }),
  tooBig: (max: number) => messageKey(`${NS}.tooBig`, { max }),
  tooFew: (min: number) => messageKey(`${NS}.tooFew`, { min }),
  tooMany: (max: number) => messageKey(`${NS}.tooMany`, { max }),
  dateTooEarly: (date: string) => messageKey(`${NS}.dateTooEarly`, { date }),
  dateTooLate: (date: string) => messageKey(`${NS}.dateTooLate`, { date }),
} as const

/** Lengths the backend stores; the spec leaves the bounds open. */
export const LIMITS = {
  name: 50,
  company: 100,
  email: 100,
  street: 100,
  streetNumber: 10,
  postalCodeMin: 3,
  postalCode: 10,
  city: 60,
  phone: 25,
  recipientName: 80,
  voucherMessage: 500,
  voucherCode: 40,
} as const

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

const optionalText = (max: number) =>
  v.pipe(v.string(M.mandatory), v.maxLength(max, M.tooLong(max)))

const phone = v.pipe(requiredText(LIMITS.phone), v.check(isInternationalPhone, M.phone))
const email = v.pipe(requiredText(LIMITS.email), v.email(M.email))

const person = {
  firstname: requiredText(LIMITS.name),
  surname: requiredText(LIMITS.name),
  email,
  phone,
}

const address = v.object({
  street: requiredText(LIMITS.street),
  streetNumber: requiredText(LIMITS.streetNumber),
  postalCode: requiredText(LIMITS.postalCode, LIMITS.postalCodeMin),
  city: requiredText(LIMITS.city),
  country: v.pipe(v.string(M.mandatory), v.nonEmpty(M.required), v.regex(/^[A-Z]{2}$/, M.country)),
})

const customer = v.variant('type', [
  v.object({
    type: v.literal('PRIVATE'),
    company: v.optional(v.string()),
    person: v.object(person),
    address,
  }),
  v.object({
    type: v.literal('COMPANY'),
    company: requiredText(LIMITS.company),
    person: v.object(person),
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

// ---- Configuration step: participants ---------------------------------------------------------

export const WEIGHT = { min: 25, max: 110 } as const

/** Rules for one participant's required details; `today` bounds the birthdate (YYYY-MM-DD). */
export function participantErrors(
  participant: { firstname: string; surname: string; birthdate: string; weightKg: string },
  required: readonly string[],
  today: string,
  /** today as the visitor reads it, for the message */
  todayText = today,
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const name of ['firstname', 'surname'] as const) {
    const value = participant[name].trim()
    if (required.includes(name) && !value) errors[name] = M.required
    else if (value.length > LIMITS.name) errors[name] = M.tooLong(LIMITS.name)
  }
  const birthdate = participant.birthdate.trim()
  if (required.includes('birthdate') && !birthdate) errors.birthdate = M.required
  else if (birthdate && birthdate >= today) errors.birthdate = M.dateTooLate(todayText)
  else if (birthdate && birthdate < '1900-01-01') errors.birthdate = M.dateTooEarly('1900-01-01')
  const weight = participant.weightKg.trim()
  if (required.includes('weightKg') && !weight) errors.weightKg = M.required
  else if (weight) {
    const kg = Number(weight)
    if (!Number.isFinite(kg)) errors.weightKg = M.number
    else if (kg < WEIGHT.min) errors.weightKg = M.tooSmall(WEIGHT.min)
    else if (kg > WEIGHT.max) errors.weightKg = M.tooBig(WEIGHT.max)
  }
  return errors
}

export const voucherCodeSchema = v.pipe(
  v.string(M.mandatory),
  v.trim(),
  v.nonEmpty(M.required),
  v.maxLength(LIMITS.voucherCode, M.tooLong(LIMITS.voucherCode)),
)
