import { isApiError } from '@/lib/http'
import { readSession, removeSession, writeSession } from '@/lib/session/session-store'

/** The session ended (401) or its CSRF token with it (419, still refused after the retry). */
export const isSessionEnd = (error: unknown) =>
  isApiError(error) && (error.status === 401 || error.status === 419)

// Kept per person: a colleague signing in at the same browser never gets someone else's edits.
// An index of the kept keys lets sign-in and sign-out forget them without listing the storage.
const INDEX = 'staff:unsaved'
const owner = (user: string) => `${INDEX}:${encodeURIComponent(user.trim().toLowerCase())}:`
const key = (user: string, form: string) => `${owner(user)}${form}`

function keptKeys(): string[] {
  try {
    const parsed: unknown = JSON.parse(readSession(INDEX) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : []
  } catch {
    return []
  }
}

function setKept(keys: string[]): void {
  if (keys.length) writeSession(INDEX, JSON.stringify(keys))
  else removeSession(INDEX)
}

/** What a save that the ended session refused was sending: filled in again after sign-in. */
export function keepUnsaved(user: string, form: string, values: unknown): void {
  const kept = key(user, form)
  writeSession(kept, JSON.stringify(values))
  setKept([...keptKeys().filter((k) => k !== kept), kept])
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
  const kept = key(user, form)
  removeSession(kept)
  setKept(keptKeys().filter((k) => k !== kept))
}

/** Signing out forgets everything kept; signing in forgets what other people left. */
export function forgetUnsavedExcept(user?: string): void {
  const mine = user ? owner(user) : undefined
  const [spared, gone] = [[], []] as [string[], string[]]
  for (const k of keptKeys()) (mine && k.startsWith(mine) ? spared : gone).push(k)
  gone.forEach(removeSession)
  setKept(spared)
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
