/**
 * Requests started by index.html before the app bundle (scripts/vite-boot.ts). Each is taken
 * once: the first load adopts it, later loads (a retry, a refetch) request anew.
 */
interface Boot {
  config?: Promise<Response>
  /** The overview's first page without filters, in the language of the path. */
  listings?: { lang: string; response: Promise<Response> }
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

/**
 * The unfiltered first page of listings started by index.html, when it was asked in this
 * language (texts come resolved in the request language); taken once.
 */
export function takeBootListings(lang: string | undefined): Promise<Response> | undefined {
  const started = typeof window === 'undefined' ? undefined : window.__boot?.listings
  if (!started || started.lang !== lang) return undefined
  delete window.__boot!.listings
  return started.response
}
