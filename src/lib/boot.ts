/**
 * Requests started by index.html before the app bundle (scripts/vite-boot.ts). Each is taken
 * once: the first load adopts it, later loads (a retry, a refetch) request anew.
 */
interface Boot {
  config?: Promise<Response>
  /** The overview's first page without filters, in the language of the path. */
  listings?: { lang: string; response: Promise<Response> }
  /** A listing's own answer on a deep link to its page, in the language of the path. */
  listing?: { lang: string; slug: string; response: Promise<Response> }
  /**
   * On that deep link, the calendar's first month for the listing's first offer and default
   * party, asked for as soon as the listing's answer is there (its query: src/api/availability).
   */
  month?: { slug: string; query: Record<string, unknown>; response: Promise<Response> }
  /**
   * On that deep link, the slots of the listing's next available day in that month (the
   * loader's first guess at the visitor's first click), asked for beside the month.
   */
  slots?: { slug: string; query: Record<string, unknown>; response: Promise<Response> }
  /**
   * On that deep link, a namespace of the listing route's catalogues (one module for those and
   * every page's first two, imported by index.html) for the catalogue loader (scripts/vite-catalogues.ts, build only):
   * false for other languages and namespaces, undefined once that import has failed.
   */
  catalogues?: (lng: string, ns: string) => false | Promise<{ default: object } | undefined>
  /** Preloads a picture with its page's `srcset` and `sizes` (index.html's own helper). */
  image?: unknown
  /** The start-up failure's texts per language (a part of `errors`; scripts/vite-boot.ts). */
  texts?: Record<string, Record<string, unknown>>
}

declare global {
  interface Window {
    __boot?: Boot
  }
}

export function takeBootRequest(name: 'config'): Promise<Response> | undefined {
  if (typeof window === 'undefined' || !window.__boot) return undefined
  const request = window.__boot[name]
  delete window.__boot[name]
  return request
}

/** A started answer of `key` when `matches` says it is the one asked for now; taken once. */
export function takeStarted<K extends 'listings' | 'listing' | 'month' | 'slots'>(
  key: K,
  matches: (started: NonNullable<Boot[K]>) => boolean,
): Promise<Response> | undefined {
  const started = typeof window === 'undefined' ? undefined : window.__boot?.[key]
  if (!started || !matches(started as NonNullable<Boot[K]>)) return undefined
  delete window.__boot![key]
  return started.response
}

/**
 * The unfiltered first page of listings started by index.html, when it was asked in this
 * language (texts come resolved in the request language); taken once.
 */
export function takeBootListings(lang: string | undefined): Promise<Response> | undefined {
  return takeStarted('listings', (started) => started.lang === lang)
}

/** The listing's answer started by index.html for this slug and language; taken once. */
export function takeBootListing(
  slug: string,
  lang: string | undefined,
): Promise<Response> | undefined {
  return takeStarted('listing', (started) => started.slug === slug && started.lang === lang)
}

/** The start-up failure's texts in the language, inline in index.html (no request needed). */
export function bootTexts(lang: string): Record<string, unknown> | undefined {
  return typeof window === 'undefined' ? undefined : window.__boot?.texts?.[lang]
}
