// Imports only relative paths: the prerender (scripts/prerender/) runs this in Node.
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages'

/** The pages without a secret in their path, the ones search engines and link previews see. */
export const LEGAL_PAGES = [
  'imprint',
  'privacy-policy',
  'terms-and-conditions',
  'accessibility',
] as const
export type LegalPath = (typeof LEGAL_PAGES)[number]

export type PublicPage =
  { kind: 'home' } | { kind: 'listing'; slug: string } | { kind: 'legal'; path: LegalPath }

const PUBLIC_PATH = new RegExp(
  `^/([a-z]{2})(?:/listing/([a-z0-9-]+)|/(${LEGAL_PAGES.join('|')}))?/?$`,
  'i',
)

/**
 * The public page a path shows, with its language; null for every other page (checkout, payment
 * link, booking page, hand-off, staff, widgets): those get no canonical URL, alternates or
 * structured data. The bare / is the home in the language the app picked.
 */
export function publicPageOf(
  pathname: string,
  current: Language,
): { lang: Language; page: PublicPage } | null {
  if (pathname === '/') return { lang: current, page: { kind: 'home' } }
  const match = PUBLIC_PATH.exec(pathname)
  const lang = match?.[1]?.toLowerCase()
  if (!match || !isLanguage(lang)) return null
  if (match[2]) return { lang, page: { kind: 'listing', slug: match[2].toLowerCase() } }
  if (match[3]) return { lang, page: { kind: 'legal', path: match[3].toLowerCase() as LegalPath } }
  return { lang, page: { kind: 'home' } }
}

/** The path of a public page in a language: `/{lang}`, `/{lang}/listing/{slug}`, `/{lang}/imprint`. */
export function pathOf(page: PublicPage, lang: Language): string {
  if (page.kind === 'listing') return `/${lang}/listing/${page.slug}`
  if (page.kind === 'legal') return `/${lang}/${page.path}`
  return `/${lang}`
}

/** The languages a shop's pages exist in: the configured ones, else the default. */
export function shopLanguages(configured: readonly Language[]): Language[] {
  return configured.length ? [...configured] : [DEFAULT_LANGUAGE]
}

/** Where `x-default` points: German when the shop offers it, else its first language. */
export function defaultLanguageOf(languages: readonly Language[]): Language {
  return languages.includes(DEFAULT_LANGUAGE)
    ? DEFAULT_LANGUAGE
    : (languages[0] ?? DEFAULT_LANGUAGE)
}
