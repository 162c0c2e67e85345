import { http, HttpResponse } from 'msw'
import { STAFF_API_PREFIX, SignInInputSchema } from '../../api/staff/schema'
import {
  invalidateSession,
  regenerateSession,
  sessionCookies,
  startSession,
  tokensMatch,
  type LaravelSession,
} from '../db/laravel-session'
import { message, requestLang } from '../db/locale'
import { readJson } from './context'
import { json, validationError } from './utils'
import { validateBody } from './validate'

/** The staff member of the demo shop (mock only; a real backend has its own users). */
export const MOCK_STAFF = {
  name: 'Anna Alpenblick',
  email: 'staff@alpenblick.example',
  password: 'alpenblick-staff',
} as const

const STAFF = `*${STAFF_API_PREFIX}`

/** An answer of the stateful group: the session cookie, and the XSRF cookie unless 419. */
function withSession(response: Response, session: LaravelSession, withXsrf = true): Response {
  for (const cookie of sessionCookies(session, withXsrf))
    response.headers.append('Set-Cookie', cookie)
  return response
}

/** Laravel's TokenMismatchException as JSON: 419 and a message, no code. */
function csrfMismatch(session: LaravelSession): Response {
  return withSession(json({ message: 'CSRF token mismatch.' }, { status: 419 }), session, false)
}

/**
 * The routes inside Laravel's stateful `web` group: the CSRF cookie and the staff session
 * (sign in, who am I, sign out). See src/mocks/db/laravel-session.ts for the rules.
 */
export const sessionHandlers = [
  http.get('*/sanctum/csrf-cookie', ({ request }) =>
    withSession(
      new HttpResponse(null, { status: 204, headers: { 'Cache-Control': 'no-store' } }),
      startSession(request),
    ),
  ),

  http.get(`${STAFF}/session`, ({ request }) => {
    const session = startSession(request)
    const answer = session.user
      ? json({ data: { user: session.user } })
      : json({ message: 'Unauthenticated.' }, { status: 401 })
    return withSession(answer, session)
  }),

  http.post(`${STAFF}/session`, async ({ request }) => {
    const session = startSession(request)
    if (!tokensMatch(request, session)) return csrfMismatch(session)
    const lang = requestLang(request)
    const input = validateBody(SignInInputSchema, await readJson(request), lang)
    if (!input.ok) return withSession(input.response, session)
    const { email, password } = input.value
    if (email.toLowerCase() !== MOCK_STAFF.email || password !== MOCK_STAFF.password) {
      return withSession(validationError({ email: [message('auth.failed', lang)] }), session)
    }
    // A sign-in regenerates the session id and its CSRF token (session fixation).
    const signedIn = regenerateSession({
      ...session,
      user: { name: MOCK_STAFF.name, email: MOCK_STAFF.email },
    })
    return withSession(json({ data: { user: signedIn.user } }), signedIn)
  }),

  http.delete(`${STAFF}/session`, ({ request }) => {
    const session = startSession(request)
    if (!tokensMatch(request, session)) return csrfMismatch(session)
    return withSession(new HttpResponse(null, { status: 204 }), invalidateSession(session))
  }),
]
