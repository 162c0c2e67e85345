import { isApiError } from '@/lib/http'
import {
  readSession,
  removeSession,
  removeSessionPrefixed,
  writeSession,
} from '@/lib/storage/session-store'

/** The session ended (401) or its CSRF token with it (419, still refused after the retry). */
export const isSessionEnd = (error: unknown) =>
  isApiError(error) && (error.status === 401 || error.status === 419)

// Kept per person: a colleague signing in at the same browser never gets someone else's edits.
const PREFIX = 'staff:unsaved:'
const owner = (user: string) => `${PREFIX}${encodeURIComponent(user.trim().toLowerCase())}:`
const key = (user: string, form: string) => `${owner(user)}${form}`

/** What a save that the ended session refused was sending: filled in again after sign-in. */
export function keepUnsaved(user: string, form: string, values: unknown): void {
  writeSession(key(user, form), JSON.stringify(values))
}

export function readUnsaved<T>(user: string, form: string): Partial<T> | undefined {
  try {
    const parsed: unknown = JSON.parse(readSession(key(user, form)) ?? 'null')
    return parsed && typeof parsed === 'object' ? (parsed as Partial<T>) : undefined
  } catch {
    return undefined
  }
}

/** After the kept values were saved. */
export function forgetUnsaved(user: string, form: string): void {
  removeSession(key(user, form))
}

/** Signing out forgets everything kept; signing in forgets what other people left. */
export function forgetUnsavedExcept(user?: string): void {
  const mine = user ? owner(user) : undefined
  removeSessionPrefixed(PREFIX, (stored) => mine !== undefined && stored.startsWith(mine))
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
