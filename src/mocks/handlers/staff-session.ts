import { http } from 'msw'
import {
  CodeInputSchema,
  ForgotPasswordInputSchema,
  ResetPasswordInputSchema,
  SignInInputSchema,
} from '../../api/staff/schema'
import { invalidateSession, regenerateSession } from '../db/laravel-session'
import { message } from '../db/locale'
import { randomToken } from '../db/random'
import { clear } from '../db/rate-limit'
import {
  CODE_MINUTES,
  CODE_TRIES,
  RESET_MINUTES,
  findUser,
  newCode,
  send,
  type StaffUserRecord,
} from '../db/staff'
import {
  REMEMBER_SECONDS,
  STAFF,
  body,
  currentUser,
  fieldError,
  noContent,
  rememberCookie,
  route,
  sessionUser,
  type StaffContext,
} from './staff-route'
import { countAttempt, refusedByLimit, staffLimits } from './staff-limits'
import { json } from './utils'

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

/** Signing in and out, the second factor's code and the password reset. */
export const staffSessionHandlers = [
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
      // Failed attempts count per account and address; the right password does not pass a limit.
      const limits = staffLimits(ctx, 'sign-in', email)
      const refused = refusedByLimit(ctx, limits)
      if (refused) return refused
      const user = findUser(ctx.state, email)
      if (!user || user.password !== password) {
        countAttempt(ctx, limits)
        return fieldError(ctx, 'email', 'auth.failed')
      }
      clear(ctx.state.hits, limits.slice(0, 1))
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
      if (!pending || !user || pending.expires <= ctx.db.clock.now()) {
        return fieldError(ctx, 'code', 'staff.codeInvalid')
      }
      if (pending.code !== input.value.code.replace(/\s/g, '')) {
        // A few wrong tries end the code: guessing six digits needs a new code every few tries.
        pending.wrong = (pending.wrong ?? 0) + 1
        if (pending.wrong >= CODE_TRIES) {
          pending.code = ''
          return fieldError(ctx, 'code', 'staff.codeUsedUp')
        }
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
      const limits = staffLimits(ctx, 'resend', user.email)
      const refused = refusedByLimit(ctx, limits)
      if (refused) return refused
      countAttempt(ctx, limits)
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
      const limits = staffLimits(ctx, 'forgot', input.value.email)
      const refused = refusedByLimit(ctx, limits)
      if (refused) return refused
      countAttempt(ctx, limits)
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

  http.get(
    `${STAFF}/reset-password/:token`,
    route((ctx) => {
      const token = decodeURIComponent(new URL(ctx.request.url).pathname.split('/').pop() ?? '')
      const entry = ctx.state.resetTokens.get(token)
      if (!entry || !findUser(ctx.state, entry.email) || entry.expires <= ctx.db.clock.now()) {
        return json({ message: message('staff.tokenInvalid', ctx.lang) }, { status: 404 })
      }
      return json({ data: { expiresAt: new Date(entry.expires).toISOString() } })
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
]
