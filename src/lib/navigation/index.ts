/** Protocols that never leave this helper, whatever the caller allows. */
const FORBIDDEN_PROTOCOLS = ['javascript:', 'data:', 'blob:', 'vbscript:']

const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  amp: '&',
  lpar: '(',
  rpar: ')',
}

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1]?.toLowerCase() === 'x' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : ''
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match
  })
}

function decodePercent(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value.replace(/%([0-9a-f]{2})/gi, (_m, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    )
  }
}

// Control characters, whitespace and invisible separators a browser ignores inside a scheme.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u2000-\u200f\u2028\u2029\ufeff]/g

/**
 * What a browser would read as the scheme: entities and percent escapes decoded (repeatedly, for
 * double encoding), whitespace and control characters removed, lower-cased.
 */
function normalisedForScheme(raw: string): string {
  let value = raw
  for (let i = 0; i < 5; i++) {
    const next = decodePercent(decodeEntities(value))
    if (next === value) break
    value = next
  }
  return value.replace(INVISIBLE, '').toLowerCase()
}

export function hasForbiddenProtocol(raw: string): boolean {
  const value = normalisedForScheme(raw)
  return FORBIDDEN_PROTOCOLS.some((protocol) => value.startsWith(protocol))
}

export type SafeTarget =
  | { ok: true; internal: true; href: string }
  | { ok: true; internal: false; href: string }
  | { ok: false; reason: 'forbidden-protocol' | 'external' | 'invalid' }

/**
 * Decides whether a URL may be navigated to. Internal targets come back as a path (+ search and
 * hash); external ones only when `allowExternal` is set, and only over http(s).
 */
export function resolveSafeTarget(
  raw: string,
  options: { allowExternal?: boolean; origin?: string } = {},
): SafeTarget {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, reason: 'invalid' }
  if (hasForbiddenProtocol(raw)) return { ok: false, reason: 'forbidden-protocol' }
  const origin = options.origin ?? window.location.origin
  let url: URL
  try {
    url = new URL(raw.trim(), origin)
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: 'forbidden-protocol' }
  }
  if (url.origin === origin) {
    return { ok: true, internal: true, href: `${url.pathname}${url.search}${url.hash}` }
  }
  if (!options.allowExternal) return { ok: false, reason: 'external' }
  return { ok: true, internal: false, href: url.href }
}

export interface NavigateDeps {
  /** Client-side navigation for internal targets (the router's). */
  navigateInternal: (href: string) => void
  /** Full-page navigation (location.assign). */
  assign?: (href: string) => void
}

/**
 * The one way to navigate to a URL that came from the server (payment redirects, links in
 * configuration). Returns false when the target is refused.
 */
export function safeNavigate(
  raw: string,
  deps: NavigateDeps,
  options: { allowExternal?: boolean; origin?: string } = {},
): boolean {
  const target = resolveSafeTarget(raw, options)
  if (!target.ok) return false
  if (target.internal) deps.navigateInternal(target.href)
  else (deps.assign ?? ((href: string) => window.location.assign(href)))(target.href)
  return true
}

/**
 * Leaves for a payment provider's page: a full page load, never a route of this app, and
 * external for a real provider; the dangerous schemes are still refused. False when the target
 * was refused (the page stays).
 */
export function goToPaymentProvider(url: string): boolean {
  const assign = (href: string) => window.location.assign(href)
  return safeNavigate(url, { navigateInternal: assign, assign }, { allowExternal: true })
}
