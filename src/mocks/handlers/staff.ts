import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js'
import { HttpResponse, http } from 'msw'
import * as v from 'valibot'
import { readableUnderText } from '../../api/staff/colour'
import {
  AvailabilityInputSchema,
  CodeInputSchema,
  ForgotPasswordInputSchema,
  ICON_SERVICE_PATH,
  MAX_RANGE_DAYS,
  PasswordChangeInputSchema,
  ProfileInputSchema,
  ResetPasswordInputSchema,
  STAFF_API_PREFIX,
  SignInInputSchema,
  type StaffProfile,
} from '../../api/staff/schema'
import { SERVICE_ICONS } from '../data/icons'
import {
  invalidateSession,
  regenerateSession,
  startSession,
  tokensMatch,
  type LaravelSession,
} from '../db/laravel-session'
import { message, requestLang, tr, type Lang } from '../db/locale'
import { randomToken } from '../db/random'
import { getDb, type MockDb } from '../db/session'
import {
  CODE_MINUTES,
  RESET_MINUTES,
  availabilityDays,
  displayName,
  findUser,
  newCode,
  send,
  staffState,
  type StaffState,
  type StaffUserRecord,
} from '../db/staff'
import { addDays, daysBetween, weekday } from '../db/time'
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
const STAFF = `*${STAFF_API_PREFIX}`
export const REMEMBER_COOKIE = 'remember_web'
/** Laravel's remember cookie lasts 400 days (576 000 minutes). */
const REMEMBER_SECONDS = 576_000 * 60

interface StaffContext {
  request: Request
  db: MockDb
  state: StaffState
  session: LaravelSession
  lang: Lang
  /** Cookies besides the session's (the remember cookie). */
  cookies: string[]
}

const rememberCookie = (value: string, maxAge: number) =>
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

const sessionUser = (user: StaffProfile) => ({ name: displayName(user), email: user.email })

/** The profile as the API answers it: the record without its secrets. */
function profileOf(user: StaffUserRecord): StaffProfile {
  const { password: _p, codeBy: _c, rememberToken: _r, ...profile } = user
  return profile
}

function answer(ctx: StaffContext, response: Response): Response {
  withSession(response, ctx.session)
  for (const cookie of ctx.cookies) response.headers.append('Set-Cookie', cookie)
  return response
}

const unauthenticated = () => json({ message: 'Unauthenticated.' }, { status: 401 })
const noContent = () => new HttpResponse(null, { status: 204 })

type Handler = (ctx: StaffContext) => Response | Promise<Response>

/** A route of the `web` group: CSRF check on mutations (before anything else), then the handler. */
function route(handler: Handler, { auth = false } = {}) {
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
function currentUser(ctx: StaffContext): StaffUserRecord | undefined {
  return ctx.session.user ? findUser(ctx.state, ctx.session.user.email) : undefined
}

async function body<T extends v.GenericSchema>(ctx: StaffContext, schema: T) {
  return validateBody(schema, await readJson(ctx.request), ctx.lang)
}

const fieldError = (ctx: StaffContext, field: string, key: string) =>
  validationError({ [field]: [message(key, ctx.lang)] })

function maskedDestination(user: StaffUserRecord): string {
  if (user.codeBy === 'sms') return `${user.phone.slice(0, 3)} •• ••• •• ${user.phone.slice(-2)}`
  const [local = '', domain = ''] = user.email.split('@')
  return `${local.slice(0, 1)}•••@${domain}`
}

/** Sends a new code for the pending sign-in (an older one stops working). */
function challenge(ctx: StaffContext, user: StaffUserRecord, remember: boolean) {
  const code = newCode()
  const now = ctx.db.clock.now()
  ctx.session.pending = {
    email: user.email,
    remember,
    code,
    expires: now + CODE_MINUTES * 60_000,
  }
  send(ctx.state, { to: user.email, kind: 'code', secret: code, at: now })
  return {
    codeRequired: true as const,
    channel: user.codeBy ?? 'email',
    destination: maskedDestination(user),
  }
}

/** Signs the user in: new session id and token (session fixation), remember cookie if asked. */
function signIn(ctx: StaffContext, user: StaffUserRecord, remember: boolean): Response {
  const { pending: _, ...rest } = ctx.session
  ctx.session = regenerateSession({ ...rest, user: sessionUser(user) })
  if (remember)
    ctx.cookies.push(rememberCookie(`${user.email}|${user.rememberToken}`, REMEMBER_SECONDS))
  return json({ data: { user: ctx.session.user } })
}

function rangeError(ctx: StaffContext, from: string, to: string): Response | undefined {
  const span = daysBetween(from, to)
  if (span < 0 || span >= MAX_RANGE_DAYS) return fieldError(ctx, 'to', 'staff.range')
  return undefined
}

const QuerySchema = v.object({
  from: v.pipe(v.string(), v.isoDate('validation.date')),
  to: v.pipe(v.string(), v.isoDate('validation.date')),
})

export const staffHandlers = [
  http.get(
    `${STAFF}/session`,
    route((ctx) => json({ data: { user: ctx.session.user } }), { auth: true }),
  ),

  http.post(
    `${STAFF}/session`,
    route(async (ctx) => {
      const input = await body(ctx, SignInInputSchema)
      if (!input.ok) return input.response
      const { email, password, remember } = input.value
      const user = findUser(ctx.state, email)
      if (!user || user.password !== password) return fieldError(ctx, 'email', 'auth.failed')
      if (user.codeBy) return json({ data: challenge(ctx, user, remember) })
      return signIn(ctx, user, remember)
    }),
  ),

  http.post(
    `${STAFF}/session/code`,
    route(async (ctx) => {
      const input = await body(ctx, CodeInputSchema)
      if (!input.ok) return input.response
      const pending = ctx.session.pending
      const user = pending && findUser(ctx.state, pending.email)
      if (
        !pending ||
        !user ||
        pending.expires <= ctx.db.clock.now() ||
        pending.code !== input.value.code.replace(/\s/g, '')
      ) {
        return fieldError(ctx, 'code', 'staff.codeInvalid')
      }
      return signIn(ctx, user, pending.remember)
    }),
  ),

  http.post(
    `${STAFF}/session/code/resend`,
    route((ctx) => {
      const pending = ctx.session.pending
      const user = pending && findUser(ctx.state, pending.email)
      // No sign-in waits for a code (never started, or the session expired): start again.
      if (!pending || !user) return fieldError(ctx, 'code', 'staff.codeInvalid')
      return json({ data: challenge(ctx, user, pending.remember) }, { status: 202 })
    }),
  ),

  http.delete(
    `${STAFF}/session`,
    route((ctx) => {
      const user = currentUser(ctx)
      // Laravel's logout cycles the remember token, so a remember cookie elsewhere ends too.
      if (user) user.rememberToken = randomToken()
      ctx.session = invalidateSession(ctx.session, ctx.db.clock.now())
      ctx.cookies.push(rememberCookie('', 0))
      return noContent()
    }),
  ),

  http.post(
    `${STAFF}/forgot-password`,
    route(async (ctx) => {
      const input = await body(ctx, ForgotPasswordInputSchema)
      if (!input.ok) return input.response
      const user = findUser(ctx.state, input.value.email)
      if (user) {
        const token = randomToken(40)
        const now = ctx.db.clock.now()
        ctx.state.resetTokens.set(token, {
          email: user.email,
          expires: now + RESET_MINUTES * 60_000,
        })
        send(ctx.state, { to: user.email, kind: 'reset', secret: token, at: now })
      }
      // The same answer whether or not the address has an account (no account enumeration).
      return json({ message: message('staff.resetSent', ctx.lang) }, { status: 202 })
    }),
  ),

  http.post(
    `${STAFF}/reset-password`,
    route(async (ctx) => {
      const input = await body(ctx, ResetPasswordInputSchema)
      if (!input.ok) return input.response
      const entry = ctx.state.resetTokens.get(input.value.token)
      const user = entry && findUser(ctx.state, entry.email)
      if (!entry || !user || entry.expires <= ctx.db.clock.now()) {
        return fieldError(ctx, 'token', 'staff.tokenInvalid')
      }
      user.password = input.value.password
      user.rememberToken = randomToken()
      for (const [token, other] of ctx.state.resetTokens) {
        if (other.email === user.email) ctx.state.resetTokens.delete(token)
      }
      return json({ message: message('staff.passwordReset', ctx.lang) })
    }),
  ),

  http.get(
    `${STAFF}/profile`,
    route(
      (ctx) => {
        return json({ data: profileOf(currentUser(ctx)!) })
      },
      { auth: true },
    ),
  ),

  http.put(
    `${STAFF}/profile`,
    route(
      async (ctx) => {
        const input = await body(ctx, ProfileInputSchema)
        if (!input.ok) return input.response
        const user = currentUser(ctx)!
        const value = input.value
        const errors: Record<string, string[]> = {}
        if (value.phone && !isValidPhoneNumber(value.phone)) {
          errors.phone = [message('validation.phone', ctx.lang)]
        }
        const other = findUser(ctx.state, value.email)
        if (other && other !== user) errors.email = [message('staff.emailTaken', ctx.lang)]
        if (!readableUnderText(value.color))
          errors.color = [message('staff.colorInvalid', ctx.lang)]
        if (Object.keys(errors).length) return validationError(errors)
        const phone = value.phone ? (parsePhoneNumberFromString(value.phone)?.number ?? '') : ''
        Object.assign(user, { ...value, email: value.email.toLowerCase(), phone })
        ctx.session.user = sessionUser(user)
        return json({ data: profileOf(user) })
      },
      { auth: true },
    ),
  ),

  http.put(
    `${STAFF}/password`,
    route(
      async (ctx) => {
        const input = await body(ctx, PasswordChangeInputSchema)
        if (!input.ok) return input.response
        const user = currentUser(ctx)!
        if (input.value.currentPassword !== user.password) {
          return fieldError(ctx, 'currentPassword', 'staff.currentPassword')
        }
        user.password = input.value.password
        return noContent()
      },
      { auth: true },
    ),
  ),

  http.get(
    `${STAFF}/availability`,
    route(
      (ctx) => {
        const url = new URL(ctx.request.url)
        const query = validateBody(QuerySchema, Object.fromEntries(url.searchParams), ctx.lang)
        if (!query.ok) return query.response
        const { from, to } = query.value
        const invalid = rangeError(ctx, from, to)
        if (invalid) return invalid
        const days = availabilityDays(ctx.state, ctx.session.user!.email, from, to)
        return json({ data: { from, to, days } })
      },
      { auth: true },
    ),
  ),

  http.put(
    `${STAFF}/availability`,
    route(
      async (ctx) => {
        const input = await body(ctx, AvailabilityInputSchema)
        if (!input.ok) return input.response
        const { from, to, timeOfDay, value, weekdays } = input.value
        const invalid = rangeError(ctx, from, to)
        if (invalid) return invalid
        const email = ctx.session.user!.email
        const store = ctx.state.availability.get(email) ?? new Map()
        ctx.state.availability.set(email, store)
        for (let date = from; date <= to; date = addDays(date, 1)) {
          if (weekdays && !weekdays.includes(weekday(date))) continue
          const entry = { ...store.get(date) }
          if (value === 'UNKNOWN') delete entry[timeOfDay]
          else entry[timeOfDay] = value
          store.set(date, entry)
        }
        return json({ data: { from, to, days: availabilityDays(ctx.state, email, from, to) } })
      },
      { auth: true },
    ),
  ),

  // The icon service: stateless, searchable by name or label in the request language.
  http.get(`*${ICON_SERVICE_PATH}`, ({ request }) => {
    const lang = requestLang(request)
    const search = (new URL(request.url).searchParams.get('search') ?? '').trim().toLowerCase()
    const data = SERVICE_ICONS.map((icon) => ({ ...icon, label: tr(icon.label, lang) })).filter(
      (icon) => !search || icon.name.includes(search) || icon.label.toLowerCase().includes(search),
    )
    return json({ data })
  }),
]

/** Test control (mock only): the mails the mock "sent" to an address, newest last. */
export const staffControlHandlers = [
  http.get('*/api/__mock/staff/outbox', ({ request }) => {
    const to = new URL(request.url).searchParams.get('to') ?? ''
    const state = staffState(getDb(request))
    return json({ data: state.outbox.filter((mail) => !to || mail.to === to) })
  }),
]
