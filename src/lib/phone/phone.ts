/**
 * Phone numbers are checked with libphonenumber-js (min metadata, as the backend does), which
 * is the largest piece of the checkout. It loads with the contact step, not with the first
 * step of the checkout; until it is there a plain pattern stands in (the server checks again).
 */
let check: ((value: string) => boolean) | undefined
let toInternational: ((value: string) => string | undefined) | undefined
let loading: Promise<void> | undefined

/** The shop's country: numbers typed nationally ("079 900 00 00") are read as from there. */
const HOME = { country: 'CH', code: '41' }

export function loadPhoneValidation(): Promise<void> {
  loading ??= import('libphonenumber-js/min').then(
    (module) => {
      check = module.isValidPhoneNumber
      toInternational = (value) =>
        module.parsePhoneNumber(value, HOME.country as 'CH')?.formatInternational()
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

const ROUGHLY_INTERNATIONAL = /^\+[1-9][\d\s()./-]{6,20}$/

/**
 * A number in international format: "+41 79 900 00 00" stays, "0041 79 900 00 00" and the
 * national "079 900 00 00" (the shop's country) become "+41 79 900 00 00". Anything else is
 * returned trimmed, for the check to refuse.
 */
export function internationalPhone(value: string): string {
  const trimmed = value.trim()
  if (trimmed.startsWith('00')) return `+${trimmed.slice(2)}`
  if (!/^0[1-9]/.test(trimmed)) return trimmed
  const digits = trimmed.replace(/[\s()./-]/g, '')
  if (!/^0\d{6,14}$/.test(digits)) return trimmed
  try {
    const formatted = toInternational?.(trimmed)
    if (formatted) return formatted
  } catch {
    // Not a number of the shop's country: left for the check to refuse.
  }
  return `+${HOME.code} ${digits.slice(1)}`
}

/** International format (+41 79 900 00 00), or national for the shop's country. */
export function isInternationalPhone(value: string): boolean {
  const number = internationalPhone(value)
  if (!number.startsWith('+')) return false
  return check ? check(number) : ROUGHLY_INTERNATIONAL.test(number)
}
