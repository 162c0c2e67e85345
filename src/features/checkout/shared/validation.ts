import * as v from 'valibot'
import { messageKey } from '@/lib/form'

export { internationalPhone, isInternationalPhone, loadPhoneValidation } from '@/lib/phone/phone'

/**
 * Client-side rules of the checkout forms. Every message is an i18n key of the checkout
 * namespace (see locales/<lng>/checkout.json, `validation.*`), translated where it is shown.
 * The server checks the same (422 answers land on the same field names). The contact form's
 * rules are in contact-validation.ts: they load with the contact step, not with the first.
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
  ageBetween: (min: number, max: number) => messageKey(`${NS}.ageBetween`, { min, max }),
  ageAtLeast: (min: number) => messageKey(`${NS}.ageAtLeast`, { min }),
  ageAtMost: (max: number) => messageKey(`${NS}.ageAtMost`, { max }),
} as const

/** The ages a person may have on the activity's day (the API's `ageRange`), and that day. */
export interface AgeRule {
  min?: number
  max?: number
  /** The item's date (YYYY-MM-DD). */
  on: string
}

/** Whole years between a birthdate and a day (both YYYY-MM-DD). */
export function ageOn(birthdate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthdate.slice(0, 4))
  return day.slice(5) < birthdate.slice(5) ? years - 1 : years
}

/** The message when a birthdate does not fit the rule, said as the API says it. */
function ageError(birthdate: string, rule: AgeRule | undefined): string | undefined {
  if (!rule || !/^\d{4}-\d{2}-\d{2}$/.test(birthdate)) return undefined
  const age = ageOn(birthdate, rule.on)
  const { min, max } = rule
  if ((min === undefined || age >= min) && (max === undefined || age <= max)) return undefined
  if (min !== undefined && max !== undefined) return M.ageBetween(min, max)
  return min !== undefined ? M.ageAtLeast(min) : M.ageAtMost(max ?? 0)
}

/**
 * Lengths the backend stores; the spec leaves these bounds open. The customer's name, company
 * and address are the QR-bill's payer: their lengths are the contract's (CONTACT_LIMITS).
 */
export const LIMITS = {
  name: 50,
  email: 100,
  phone: 25,
  recipientName: 80,
  voucherMessage: 500,
  voucherCode: 40,
} as const

// ---- Configuration step: participants ---------------------------------------------------------

export const WEIGHT = { min: 25, max: 110 } as const

/** Rules for one participant's required details; `today` bounds the birthdate (YYYY-MM-DD). */
export function participantErrors(
  participant: { firstname: string; surname: string; birthdate: string; weightKg: string },
  required: readonly string[],
  today: string,
  /** today as the visitor reads it, for the message */
  todayText = today,
  /** The category's ages and the offer's minimum age on the activity's day. */
  age?: AgeRule,
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
  else if (birthdate && ageError(birthdate, age)) errors.birthdate = ageError(birthdate, age) ?? ''
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
