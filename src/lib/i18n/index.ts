import i18n, { type BackendModule, type ReadCallback } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, isLanguage, type Language } from './languages'
import { setDocumentLanguage } from './document-language'
import { ApiError, setApiLocale } from '../http'
import { bootTexts } from '../loading/boot'
import loadCatalogue from 'virtual:catalogues'

export const LANGUAGE_COOKIE = 'lang'
export const LANGUAGE_COOKIE_DAYS = 365
/** Loaded before first render; feature namespaces load with their routes (ensureNamespaces). */
export const NAMESPACES = ['common', 'errors'] as const

// One lazily loaded chunk per language and namespace: only the current language is fetched
// (the list: scripts/vite-catalogues.ts).

/** First catalogues that could not be fetched (`<lng>/<ns>` → why): offline at start. */
const failedFirst = new Map<string, unknown>()

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const loading = loadCatalogue(language, namespace)
    if (!loading) return callback(null, {})
    const key = `${language}/${namespace}`
    loading.then(
      (module) => {
        failedFirst.delete(key)
        callback(null, module.default)
      },
      (error: unknown) => {
        if ((NAMESPACES as readonly string[]).includes(namespace)) failedFirst.set(key, error)
        callback(error as Error, false)
      },
    )
  },
}

/**
 * Where the first catalogues could not be fetched, the start-up failure's texts (a part of
 * `errors`, inline in index.html: scripts/vite-boot.ts) stand in, so the error screen speaks the
 * visitor's language without the network. The full catalogue replaces them once it arrives.
 */
function applyStartupTexts(language: string) {
  const texts = bootTexts(language)
  if (texts && !i18n.hasResourceBundle(language, 'errors'))
    i18n.addResourceBundle(language, 'errors', texts, true, false)
}

/**
 * Before the first render (the root route's loader): the first catalogues of the current
 * language are there; those that failed at start are asked again, and if they still cannot be
 * fetched the start-up fails like an unreachable configuration (no connection: the start-up
 * error screen in the visitor's language, with Try again).
 */
export async function ensureFirstCatalogues(): Promise<void> {
  await initI18n()
  const lng = currentLanguage()
  const missing = NAMESPACES.filter((ns) => failedFirst.has(`${lng}/${ns}`))
  if (missing.length === 0) return
  await i18n.reloadResources([lng], [...missing])
  applyStartupTexts(lng)
  const still = missing.filter((ns) => failedFirst.has(`${lng}/${ns}`))
  if (still.length === 0) return
  throw cataloguesNotFetched(lng, still, failedFirst.get(`${lng}/${still[0]}`))
}

/** Catalogues that could not be fetched fail like a lost connection (the error page: Try again). */
function cataloguesNotFetched(lng: string, namespaces: readonly string[], cause?: unknown) {
  return new ApiError({
    kind: 'network',
    status: 0,
    message: 'Network error',
    url: `locales/${lng}/${namespaces.join(',')}`,
    cause,
  })
}

let ready: Promise<unknown> | null = null

/** The path's language (/de/…), if any. */
function pathLanguage(): Language | undefined {
  if (typeof window === 'undefined') return undefined
  const first = window.location.pathname.split('/')[1]
  return isLanguage(first) ? first : undefined
}

async function start(): Promise<void> {
  const lng = pathLanguage()
  // The detector (cookie, then browser) is needed only where the path has no language: the bare /.
  if (!lng) i18n.use((await import('i18next-browser-languagedetector')).default)
  await i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      // de is the fallback for a language the shop does not speak. For de, en and fr no other
      // language's catalogues are fetched: every key exists in all three (npm run i18n:check).
      fallbackLng: (code) => (code && isLanguage(code.split('-')[0]) ? [] : [DEFAULT_LANGUAGE]),
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
      // The path's language (so even a start-up error speaks it); for the bare / the cookie,
      // then the browser, then de (the fallback). The cookie is written on every change below.
      detection: { order: ['cookie', 'navigator'], lookupCookie: LANGUAGE_COOKIE, caches: [] },
    })
  setApiLocale(currentLanguage())
  setDocumentLanguage(currentLanguage())
  applyStartupTexts(currentLanguage())
}

export function initI18n(): Promise<unknown> {
  ready ??= start()
  return ready
}

i18n.on('languageChanged', (language) => {
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE
  setApiLocale(lang)
  if (typeof document === 'undefined') return
  setDocumentLanguage(lang)
  // The chosen language is kept for the bare / (read back by the detector there).
  if (isLanguage(language))
    document.cookie = `${LANGUAGE_COOKIE}=${lang}; max-age=${LANGUAGE_COOKIE_DAYS * 86_400}; path=/; samesite=lax`
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
  const lng = currentLanguage()
  const missing = namespaces.filter((ns) => !i18n.hasResourceBundle(lng, ns))
  if (missing.length === 0) return
  // i18next resolves even where a catalogue could not be fetched, and does not ask for it again:
  // ask once more, then fail like any lost connection (the route's error: Try again) rather than
  // render text keys.
  await i18n.reloadResources([lng], missing)
  const still = missing.filter((ns) => !i18n.hasResourceBundle(lng, ns))
  if (still.length > 0) throw cataloguesNotFetched(lng, still)
}
