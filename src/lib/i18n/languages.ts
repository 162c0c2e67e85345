// Imports nothing: the API's schemas, the mock and the prerender (in Node) read it too.

export const SUPPORTED_LANGUAGES = ['de', 'en', 'fr'] as const
export type Language = (typeof SUPPORTED_LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'de'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value)
}

/** A text per language; any language may be missing. */
export type LocalizedText = Record<string, string>

/**
 * The spec's rule for labels: the current language, else any available value. We prefer the
 * default language among the others so the fallback is predictable.
 */
export function pickLocalized(text: LocalizedText | undefined, lang: string): string {
  if (!text) return ''
  const own = text[lang]
  if (own) return own
  const fallback = text[DEFAULT_LANGUAGE]
  if (fallback) return fallback
  return Object.values(text).find((value) => value.length > 0) ?? ''
}
