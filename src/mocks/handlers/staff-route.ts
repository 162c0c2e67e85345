import { HttpResponse } from 'msw'
import type * as v from 'valibot'
import { STAFF_API_PREFIX, type StaffProfile } from '../../api/staff/schema'
import {
  regenerateSession,
  startSession,
  tokensMatch,
  type LaravelSession,
} from '../db/laravel-session'
import { message, requestLang, type Lang } from '../db/locale'
import { getDb, type MockDb } from '../db/session'
import {
  displayName,
  findUser,
  staffState,
  type StaffState,
  type StaffUserRecord,
} from '../db/staff'
import { readJson } from './context'
import { csrfMismatch, withSession } from './session'
import { json, readRequestCookie, validationError } from './utils'
import { validateBody } from './validate'

/**
 * The staff area's session routes, strict like Laravel's `web` group with Sanctum's SPA
 * authentication: session by cookie only, CSRF token per session (419), `auth:sanctum` (401
 * `{"message":"Unauthenticated."}`), 422 `{message, errors}`, the remember cookie (recaller).
 * Codes and reset tokens expire on the mock session's clock.
 */
export const STAFF = `*${STAFF_API_PREFIX}`
export const REMEMBER_COOKIE = 'remember_web'
/** Laravel's remember cookie lasts 400 days (576 000 minutes). */
export const REMEMBER_SECONDS = 576_000 * 60

export interface StaffContext {
  request: Request
  db: MockDb
  state: StaffState
  session: LaravelSession
  lang: Lang
  /** Cookies besides the session's (the remember cookie). */
  cookies: string[]
}

export const rememberCookie = (value: string, maxAge: number) =>
  `${REMEMBER_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax; HttpOnly`

/** The session; a session without a user is signed in again by a valid remember cookie. */
function staffContext(request: Request): StaffContext {
  const db = getDb(request)
  const state = staffState(db)
  let session = startSession(request, db.clock.now())
  if (!session.user) {
    const [email, token] = (readRequestCookie(request, REMEMBER_COOKIE) ?? '').split('|')
    const user = email ? findUser(state, email) : undefined
    if (user && token && token === user.rememberToken) {
      session = regenerateSession({ ...session, user: sessionUser(user) })
    }
  }
  return { request, db, state, session, lang: requestLang(request), cookies: [] }
}

export const sessionUser = (user: StaffProfile) => ({ name: displayName(user), email: user.email })

/** The profile as the API answers it: the record without its secrets. */
export function profileOf(user: StaffUserRecord): StaffProfile {
  const { password: _p, codeBy: _c, rememberToken: _r, ...profile } = user
  return profile
}

function answer(ctx: StaffContext, response: Response): Response {
  withSession(response, ctx.session)
  for (const cookie of ctx.cookies) response.headers.append('Set-Cookie', cookie)
  return response
}

const unauthenticated = () => json({ message: 'Unauthenticated.' }, { status: 401 })
export const noContent = () => new HttpResponse(null, { status: 204 })

type Handler = (ctx: StaffContext) => Response | Promise<Response>

/** A route of the `web` group: CSRF check on mutations (before anything else), then the handler. */
export function route(handler: Handler, { auth = false } = {}) {
  return async ({ request }: { request: Request }) => {
    const ctx = staffContext(request)
    if (request.method !== 'GET' && !tokensMatch(request, ctx.session)) {
      return csrfMismatch(ctx.session)
    }
    if (auth && !currentUser(ctx)) return answer(ctx, unauthenticated())
    return answer(ctx, await handler(ctx))
  }
}

/** The signed-in user's record. */
export function currentUser(ctx: StaffContext): StaffUserRecord | undefined {
  return ctx.session.user ? findUser(ctx.state, ctx.session.user.email) : undefined
}

export async function body<T extends v.GenericSchema>(ctx: StaffContext, schema: T) {
  return validateBody(schema, await readJson(ctx.request), ctx.lang)
}

export const fieldError = (ctx: StaffContext, field: string, key: string) =>
  validationError({ [field]: [message(key, ctx.lang)] })
