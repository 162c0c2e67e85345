import { useEffect, useState } from 'react'

type Sanitizer = (html: string) => string

let sanitizer: Sanitizer | undefined
let loading: Promise<Sanitizer> | undefined

/**
 * DOMPurify is loaded on demand: only pages that render HTML from the server need it. Call this
 * in the loader of such a route, so the page renders sanitised HTML at once.
 */
export function loadSanitizer(): Promise<Sanitizer> {
  loading ??= import('./sanitize-dompurify').then((module) => {
    sanitizer = module.sanitizeHtml
    return sanitizer
  })
  return loading
}

/** Sanitised HTML, or null while the sanitiser is still loading (never unsanitised HTML). */
export function useSanitizedHtml(html: string): string | null {
  const [, setLoaded] = useState(Boolean(sanitizer))
  useEffect(() => {
    if (!sanitizer) void loadSanitizer().then(() => setLoaded(true))
  }, [])
  return sanitizer ? sanitizer(html) : null
}
