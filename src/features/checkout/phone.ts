/**
 * Phone numbers are checked with libphonenumber-js (min metadata, as the backend does), which
 * is the largest piece of the checkout. It loads with the contact step, not with the first
 * step of the checkout; until it is there a plain pattern stands in (the server checks again).
 */
let check: ((value: string) => boolean) | undefined
let loading: Promise<void> | undefined

export function loadPhoneValidation(): Promise<void> {
  loading ??= import('libphonenumber-js/min').then(
    (module) => {
      check = module.isValidPhoneNumber
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

const ROUGHLY_INTERNATIONAL = /^\+[1-9][\d\s()./-]{6,20}$/

/** International format only (+41 79 900 00 00): the number must carry its country code. */
export function isInternationalPhone(value: string): boolean {
  const trimmed = value.trim()
  if (!trimmed.startsWith('+')) return false
  return check ? check(trimmed) : ROUGHLY_INTERNATIONAL.test(trimmed)
}
