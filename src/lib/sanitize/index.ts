import { useEffect, useState } from 'react'

type Sanitizer = (html: string) => string

let sanitizer: Sanitizer | undefined
let loading: Promise<Sanitizer> | undefined

/**
 * The sanitiser is loaded on demand: only pages that render HTML from the server need it. The
 * browser's own (Sanitizer API) where it has one, DOMPurify (11 KiB) only elsewhere. Call this
 * in the loader of such a route, so the page renders sanitised HTML at once.
 */
export function loadSanitizer(): Promise<Sanitizer> {
  loading ??= import('./deferred/native')
    .then(
      ({ nativeSanitizer }) =>
        nativeSanitizer() ?? import('./deferred/dompurify').then((m) => m.sanitizeHtml),
    )
    .then((loaded) => {
      sanitizer = loaded
      return loaded
    })
  return loading
}

/** A sanitiser brought by a renderer without a browser (the prerender, in Node). */
export function provideSanitizer(given: Sanitizer): void {
  sanitizer = given
}

/** Sanitised HTML, or null while the sanitiser is still loading (never unsanitised HTML). */
export function useSanitizedHtml(html: string): string | null {
  const [, setLoaded] = useState(Boolean(sanitizer))
  useEffect(() => {
    if (!sanitizer) void loadSanitizer().then(() => setLoaded(true))
  }, [])
  return sanitizer ? sanitizer(html) : null
}
