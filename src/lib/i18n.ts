import i18n, { type BackendModule, type ReadCallback } from 'i18next'
import LanguageDetector from 'i18next-browser-languagedetector'
import { initReactI18next } from 'react-i18next'
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  isLanguage,
  type Language,
} from '@/api/shared/schemas'
import { setApiLocale } from './api-client'

export const LANGUAGE_COOKIE = 'lang'
export const LANGUAGE_COOKIE_DAYS = 365
/** Loaded before first render; feature namespaces load with their routes (ensureNamespaces). */
export const NAMESPACES = ['common', 'errors'] as const

// One lazily loaded chunk per language and namespace: only the current language is fetched.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json')

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = catalogues[`../../locales/${language}/${namespace}.json`]
    if (!load) return callback(null, {})
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error as Error, false),
    )
  },
}

let ready: Promise<unknown> | null = null

export function initI18n(): Promise<unknown> {
  ready ??= i18n
    .use(lazyBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...SUPPORTED_LANGUAGES],
      fallbackLng: DEFAULT_LANGUAGE,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
      detection: {
        // The path's language first (so even a start-up error speaks it), then for the bare /
        // the cookie, then the browser, then de (the fallback).
        order: ['path', 'cookie', 'navigator'],
        lookupFromPathIndex: 0,
        lookupCookie: LANGUAGE_COOKIE,
        caches: ['cookie'],
        // Max-Age, not Expires: the browser counts the days on its own clock, so a page whose
        // clock is off (or a test's fixed clock) still keeps the cookie for 365 days.
        cookieOptions: { path: '/', sameSite: 'lax', maxAge: LANGUAGE_COOKIE_DAYS * 86_400 },
      },
    })
    .then(() => {
      setApiLocale(currentLanguage())
      document.documentElement.lang = currentLanguage()
    })
  return ready
}

i18n.on('languageChanged', (language) => {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE
  setApiLocale(lang)
  if (typeof document !== 'undefined') document.documentElement.lang = lang
})

export function currentLanguage(): Language {
  const lang = i18n.resolvedLanguage ?? i18n.language
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE
}

/** The language detected for the bare /: cookie, then browser, then de. */
export function detectedLanguage(): Language {
  return currentLanguage()
}

export async function setLanguage(language: Language): Promise<void> {
  if (i18n.language !== language) await i18n.changeLanguage(language)
}

/** The language to use given what the shop allows: itself, else the first allowed, else de. */
export function allowedLanguage(language: Language, allowed: readonly Language[]): Language {
  if (allowed.length === 0) return DEFAULT_LANGUAGE
  return allowed.includes(language) ? language : (allowed[0] ?? DEFAULT_LANGUAGE)
}

export { i18n }

/**
 * Loads feature namespaces (locales/<lng>/<ns>.json) for the current language; call it in the
 * route's loader so the page never renders with missing texts.
 */
export async function ensureNamespaces(...namespaces: string[]): Promise<void> {
  await initI18n()
  await i18n.loadNamespaces(namespaces)
}
