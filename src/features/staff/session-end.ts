import { isApiError } from '@/lib/http'
import { readSession, removeSession, writeSession } from '@/lib/session/session-store'

/** The session ended (401) or its CSRF token with it (419, still refused after the retry). */
export const isSessionEnd = (error: unknown) =>
  isApiError(error) && (error.status === 401 || error.status === 419)

const key = (form: string) => `staff:unsaved:${form}`

/** What a save that the ended session refused was sending: filled in again after sign-in. */
export function keepUnsaved(form: string, values: unknown): void {
  writeSession(key(form), JSON.stringify(values))
}

export function readUnsaved<T>(form: string): Partial<T> | undefined {
  try {
    const parsed: unknown = JSON.parse(readSession(key(form)) ?? 'null')
    return parsed && typeof parsed === 'object' ? (parsed as Partial<T>) : undefined
  } catch {
    return undefined
  }
}

export function forgetUnsaved(form: string): void {
  removeSession(key(form))
}

/**
 * The page to come back to after signing in. A sign-in page is never a page to return to:
 * its own `redirect` is, so the way back stays one level deep however often sign-in is asked.
 */
export function returnPath(href: string): string {
  const url = new URL(href, 'http://app.invalid')
  if (!/^\/(de|en|fr)\/staff\/sign-in\/?$/.test(url.pathname)) return href
  const inner = url.searchParams.get('redirect')
  return inner ? returnPath(inner) : href
}
