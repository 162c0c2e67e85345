import { isValidPhoneNumber } from 'libphonenumber-js'
import * as v from 'valibot'
import { CONTACT_LIMITS } from '../../api/checkout/limits'
import { ContactInputSchema, type ContactInput } from '../../api/checkout/schema'
import { message, type Lang } from '../db/locale'
import { validationError } from './utils'
import { issuesToErrors } from './validate'

/** The checkout's contact step, validated as the backend's form request does. */
export function validateContact(
  body: unknown,
  lang: Lang,
): { ok: true; value: ContactInput } | { ok: false; response: Response } {
  const parsed = v.safeParse(ContactInputSchema, body ?? {})
  const errors = parsed.success ? {} : issuesToErrors(parsed.issues, lang)
  const raw = (body ?? {}) as {
    customer?: {
      type?: unknown
      company?: unknown
      person?: { firstname?: unknown; surname?: unknown; phone?: unknown }
      address?: { postalCode?: unknown; country?: unknown }
    }
    bookingFor?: unknown
    attendee?: { phone?: unknown }
  }
  // Laravel checks required_if rules together with the others; valibot runs the schema's
  // cross-field checks only once the fields themselves are valid, so repeat them here.
  const required = [message('validation.required', lang)]
  const company = raw.customer?.company
  if (raw.customer?.type === 'COMPANY' && !(typeof company === 'string' && company.trim())) {
    errors['customer.company'] = required
  }
  if (raw.bookingFor === 'OTHER' && raw.attendee === undefined) errors.attendee = required
  // The customer is the QR-bill's debtor, whose name is "firstname surname" (at most 70).
  const { firstname, surname } = raw.customer?.person ?? {}
  if (
    typeof firstname === 'string' &&
    typeof surname === 'string' &&
    !errors['customer.person.surname'] &&
    `${firstname.trim()} ${surname.trim()}`.length > CONTACT_LIMITS.fullName
  ) {
    errors['customer.person.surname'] = [message('validation.tooLong', lang)]
  }
  // Swiss and Liechtenstein postcodes have four digits (other formats are the app's to check).
  const { postalCode, country } = raw.customer?.address ?? {}
  if (
    typeof postalCode === 'string' &&
    typeof country === 'string' &&
    ['CH', 'LI'].includes(country.trim().toUpperCase()) &&
    !errors['customer.address.postalCode'] &&
    !/^[1-9]\d{3}$/.test(postalCode.trim())
  ) {
    errors['customer.address.postalCode'] = [message('validation.postalCode', lang)]
  }
  // Phone numbers: international format, checked as the backend does with libphonenumber.
  const phones: Array<[string, unknown]> = [
    ['customer.person.phone', raw.customer?.person?.phone],
    ['attendee.phone', raw.attendee?.phone],
  ]
  for (const [path, phone] of phones) {
    if (typeof phone !== 'string' || !phone.trim() || errors[path]) continue
    if (!isValidPhoneNumber(phone.trim())) errors[path] = [message('validation.phone', lang)]
  }
  if (Object.keys(errors).length || !parsed.success) {
    return { ok: false, response: validationError(errors) }
  }
  return { ok: true, value: parsed.output }
}
