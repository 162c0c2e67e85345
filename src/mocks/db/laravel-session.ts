import { readRequestCookie } from '../handlers/utils'
import { randomToken } from './random'

/**
 * Laravel's session and CSRF protection as the `web` middleware group (Sanctum's stateful SPA
 * flow) applies them, for the routes that authenticate by session (the staff area's; the public
 * shop API is stateless and never comes here). The rules the mock must share with Laravel:
 *
 * - A session is found only by its cookie. A request without it (say, from a frame on another site
 *   whose cookies the browser blocks) starts a new, empty session, with a new CSRF token.
 * - Each session has its own CSRF token (40 characters, like `Str::random(40)`); a mutating
 *   call must echo it, or it answers 419 `{"message":"CSRF token mismatch."}`.
 * - The token reaches the browser in the `XSRF-TOKEN` cookie, encrypted (EncryptCookies) and
 *   therefore URL-encoded and different on every answer, though it stands for the same token.
 *   Signing in and out regenerates the session id and the token.
 */
export const SESSION_COOKIE = 'webshop_session'
export const XSRF_COOKIE = 'XSRF-TOKEN'
/** Minutes of inactivity after which a session is gone (Laravel's `SESSION_LIFETIME`). */
export const SESSION_LIFETIME_MINUTES = 120
const MAX_SESSIONS = 2000

export interface LaravelSession {
  id: string
  token: string
  /** The signed-in staff member, if any. */
  user?: { name: string; email: string }
  /** A sign-in waiting for its confirmation code (`login.id` in Laravel Fortify's terms). */
  pending?: { email: string; remember: boolean; code: string; expires: number; wrong?: number }
  lastSeen: number
}

const sessions = new Map<string, LaravelSession>()
/** The application key the cookies are "encrypted" with; new on every start, like a fresh APP_KEY. */
const APP_KEY = randomToken(32)

const newSessionId = () => randomToken(40)
const newCsrfToken = () => randomToken(40)

function alive(session: LaravelSession | undefined, now: number): session is LaravelSession {
  return !!session && now - session.lastSeen < SESSION_LIFETIME_MINUTES * 60_000
}

/** The session of the request's cookie, or a new one (as StartSession does). */
export function startSession(request: Request, now = Date.now()): LaravelSession {
  const id = readRequestCookie(request, SESSION_COOKIE)
  const found = id ? sessions.get(id) : undefined
  if (alive(found, now)) {
    found.lastSeen = now
    return found
  }
  if (id) sessions.delete(id)
  if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value ?? '')
  const session: LaravelSession = { id: newSessionId(), token: newCsrfToken(), lastSeen: now }
  sessions.set(session.id, session)
  return session
}

/** `$request->session()->regenerate()`: new id, new token, same data. */
export function regenerateSession(session: LaravelSession): LaravelSession {
  sessions.delete(session.id)
  const next = { ...session, id: newSessionId(), token: newCsrfToken() }
  sessions.set(next.id, next)
  return next
}

/** `invalidate()` + `regenerateToken()`: the data is gone, new id and token. */
export function invalidateSession(session: LaravelSession, now = Date.now()): LaravelSession {
  sessions.delete(session.id)
  const next: LaravelSession = { id: newSessionId(), token: newCsrfToken(), lastSeen: now }
  sessions.set(next.id, next)
  return next
}

/** Vitest: forget every session. */
export function resetLaravelSessions(): void {
  sessions.clear()
}

// --- The encrypted cookie value -------------------------------------------------------------
// Laravel's is base64(JSON {iv, value, mac}) of an AES encryption. The mock keeps that shape
// with a keyed XOR stream: the client must treat it as opaque, echo it and never compare it.

function keystream(iv: string, length: number): number[] {
  const out: number[] = []
  let h = 0x811c9dc5
  const seed = `${APP_KEY}:${iv}`
  for (let i = 0; out.length < length; i += 1) {
    const c = seed.charCodeAt(i % seed.length) ^ i
    h ^= c
    h = Math.imul(h, 0x01000193)
    out.push((h >>> 24) & 0xff)
  }
  return out
}

function mac(iv: string, value: string): string {
  let h = 0x811c9dc5
  for (const ch of `${APP_KEY}|${iv}|${value}`) {
    h ^= ch.charCodeAt(0)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0).toString(16).padStart(8, '0')
}

/** The token as the XSRF-TOKEN cookie carries it: different every time, URL-encoded. */
export function sealToken(token: string): string {
  const iv = btoa(randomToken(16))
  const stream = keystream(iv, token.length)
  const value = btoa(
    String.fromCharCode(...Array.from(token, (c, i) => c.charCodeAt(0) ^ stream[i]!)),
  )
  return encodeURIComponent(btoa(JSON.stringify({ iv, value, mac: mac(iv, value) })))
}

/** The token inside a cookie value (already URL-decoded, as the header carries it). */
export function unsealToken(sealed: string): string | undefined {
  try {
    const { iv, value, mac: tag } = JSON.parse(atob(sealed)) as Record<string, unknown>
    if (typeof iv !== 'string' || typeof value !== 'string' || tag !== mac(iv, value)) return
    const bytes = atob(value)
    const stream = keystream(iv, bytes.length)
    return Array.from(bytes, (c, i) => String.fromCharCode(c.charCodeAt(0) ^ stream[i]!)).join('')
  } catch {
    return undefined
  }
}

/** VerifyCsrfToken::tokensMatch: `X-CSRF-TOKEN` plain, or `X-XSRF-TOKEN` as the cookie has it. */
export function tokensMatch(request: Request, session: LaravelSession): boolean {
  const plain = request.headers.get('x-csrf-token')
  const sealed = request.headers.get('x-xsrf-token')
  const token = plain ?? (sealed ? unsealToken(sealed) : undefined)
  return typeof token === 'string' && token === session.token
}

/**
 * The cookies of a stateful answer: the session cookie always (StartSession), the XSRF-TOKEN
 * cookie when the CSRF middleware let the request through (not on a 419).
 */
export function sessionCookies(session: LaravelSession, withXsrf: boolean): string[] {
  const common = `Path=/; Max-Age=${SESSION_LIFETIME_MINUTES * 60}; SameSite=Lax`
  const cookies = [`${SESSION_COOKIE}=${session.id}; ${common}; HttpOnly`]
  if (withXsrf) cookies.push(`${XSRF_COOKIE}=${sealToken(session.token)}; ${common}`)
  return cookies
}
