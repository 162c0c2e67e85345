/** The anti-forgery cookie and header of Laravel Sanctum. */
export const CSRF_COOKIE = 'XSRF-TOKEN'
export const CSRF_HEADER = 'X-XSRF-TOKEN'
export const CSRF_PATH = '/sanctum/csrf-cookie'
/** Routes that authenticate by Laravel's session (the staff area): only they need the token. */
export const SESSION_ROUTES = '/api/staff/'
/** The current interface language travels in this header (see docs/api/README.md). */
export const LOCALE_HEADER = 'Accept-Language'
export const REQUEST_ID_HEADER = 'X-Request-Id'
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

let locale = 'de'
/** Called by the i18n layer whenever the interface language changes. */
export function setApiLocale(language: string): void {
  locale = language
}

/** The language every call sends in LOCALE_HEADER. */
export function apiLocale(): string {
  return locale
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  const prefix = `${name}=`
  const hit = document.cookie.split('; ').find((part) => part.startsWith(prefix))
  return hit === undefined ? undefined : decodeURIComponent(hit.slice(prefix.length))
}

/** A fresh key for one user intent (one click of "pay"); reuse it when retrying that intent. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // Plain-http hosts other than localhost are not secure contexts and lack randomUUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
