import { holdForFirstPicture, addCriticalWork } from './critical-work'

/**
 * Requests started by index.html before the app bundle (scripts/vite-boot.ts). Each is taken
 * once: the first load adopts it, later loads (a retry, a refetch) request anew.
 */
interface Boot {
  /**
   * When the boot script sent its requests (performance.now()): the configuration, the
   * overview's first page, the listing. An adopted request's deadline and "still working"
   * notice count from then, not from when the app took it over (src/lib/http/request.ts).
   */
  at?: number
  config?: Promise<Response>
  /** The overview's first page without filters, in the language of the path. */
  listings?: { lang: string; response: Promise<Response> }
  /** A listing's own answer on a deep link to its page, in the language of the path. */
  listing?: { lang: string; slug: string; response: Promise<Response> }
  /**
   * On that deep link, the calendar's first month for the listing's first offer and default
   * party, asked for as soon as the listing's answer is there (its query: src/api/availability).
   */
  month?: {
    slug: string
    query: Record<string, unknown>
    /** Sent once the listing's answer was there: later than `at`. */
    at?: number
    response: Promise<Response>
  }
  /**
   * On that deep link, the slots of the listing's next available day in that month (the
   * loader's first guess at the visitor's first click), asked for beside the month.
   */
  slots?: {
    slug: string
    query: Record<string, unknown>
    /** Sent beside the month: later than `at`. */
    at?: number
    response: Promise<Response>
  }
  /**
   * On that deep link, the slots of the month's first three AVAILABLE days (without the next
   * available day's, asked for above), asked for as soon as the month's answer is there.
   */
  days?: {
    slug: string
    query: Record<string, unknown>
    at?: number
    response: Promise<Response>
  }[]
  /**
   * On that deep link, a namespace of the listing route's catalogues (one module for those and
   * every page's first two, imported by index.html) for the catalogue loader (scripts/vite-catalogues.ts, build only):
   * false for other languages and namespaces, undefined once that import has failed.
   */
  catalogues?: (lng: string, ns: string) => false | Promise<{ default: object } | undefined>
  /** Preloads a picture with its page's `srcset` and `sizes` (index.html's own helper). */
  image?: unknown
  /** On a deep link to a listing: its answer names a cover picture, preloaded (1) or none. */
  cover?: 1
  /** The start-up failure's texts per language (a part of `errors`; scripts/vite-boot.ts). */
  texts?: Record<string, Record<string, unknown>>
}

declare global {
  interface Window {
    __boot?: Boot
  }
}

/** A request already under way (index.html's) and when it was sent (performance.now()). */
export interface StartedCall {
  response: Promise<Response>
  sentAt: number
}

/** When index.html sent it; unknown (an index.html without the time): now. */
const sentAt = (at?: number) => at ?? window.__boot?.at ?? performance.now()

export function takeBootRequest(name: 'config'): StartedCall | undefined {
  if (typeof window === 'undefined' || !window.__boot) return undefined
  const request = window.__boot[name]
  delete window.__boot[name]
  return request && { response: request, sentAt: sentAt() }
}

/** A started answer of `key` when `matches` says it is the one asked for now; taken once. */
export function takeStarted<K extends 'listings' | 'listing' | 'month' | 'slots'>(
  key: K,
  matches: (started: NonNullable<Boot[K]>) => boolean,
): StartedCall | undefined {
  const started = typeof window === 'undefined' ? undefined : window.__boot?.[key]
  if (!started || !matches(started as NonNullable<Boot[K]>)) return undefined
  delete window.__boot![key]
  return { response: started.response, sentAt: sentAt('at' in started ? started.at : undefined) }
}

/** One of the first days' slots started by index.html when `matches` says it is the one; taken once. */
export function takeStartedDay(
  matches: (started: NonNullable<Boot['days']>[number]) => boolean,
): StartedCall | undefined {
  const days = typeof window === 'undefined' ? undefined : window.__boot?.days
  const index = days ? days.findIndex(matches) : -1
  if (!days || index < 0) return undefined
  const [started] = days.splice(index, 1)
  return started && { response: started.response, sentAt: sentAt(started.at) }
}

/**
 * The unfiltered first page of listings started by index.html, when it was asked in this
 * language (texts come resolved in the request language); taken once.
 */
export function takeBootListings(lang: string | undefined): StartedCall | undefined {
  return takeStarted('listings', (started) => started.lang === lang)
}

/** The listing's answer started by index.html for this slug and language; taken once. */
export function takeBootListing(slug: string, lang: string | undefined): StartedCall | undefined {
  return takeStarted('listing', (started) => started.slug === slug && started.lang === lang)
}

/** The start-up failure's texts in the language, inline in index.html (no request needed). */
export function bootTexts(lang: string): Record<string, unknown> | undefined {
  return typeof window === 'undefined' ? undefined : window.__boot?.texts?.[lang]
}

/**
 * On a deep link to a listing, holds the page's lazy work for index.html's calendar requests
 * from the app's start, not only once the route's loader runs: on HTTP/1.1's six lanes the lazy
 * work would otherwise take a lane from the route's files and the month (src/lib/loading/critical-work.ts).
 */
export function holdForBootRequests(): void {
  const boot = typeof window === 'undefined' ? undefined : window.__boot
  if (!boot?.listing) return
  const month = () => boot.month?.response
  // The first days' slots are asked for once the month's answer is there (before it settles).
  const days = () => boot.days?.map((day) => day.response) ?? []
  addCriticalWork(
    boot.listing.response.then(() =>
      Promise.all([month()?.then(() => Promise.all(days())), boot.slots?.response]),
    ),
  )
  // And the listing page's cover, its largest paint, when index.html preloaded one (not on the
  // booking widget, nor for a listing without pictures): those requests are often in before the
  // route's code has rendered the page.
  holdForFirstPicture(boot.listing.response.then((response) => response.ok && boot.cover === 1))
}
