import { HttpResponse, http } from 'msw'
import { sessionCookies, startSession, type LaravelSession } from '../db/laravel-session'
import { getDb } from '../db/session'
import { json } from './utils'

/** An answer of the stateful group: the session cookie, and the XSRF cookie unless 419. */
export function withSession(
  response: Response,
  session: LaravelSession,
  withXsrf = true,
): Response {
  for (const cookie of sessionCookies(session, withXsrf))
    response.headers.append('Set-Cookie', cookie)
  return response
}

/** Laravel's TokenMismatchException as JSON: 419 and a message, no code. */
export function csrfMismatch(session: LaravelSession): Response {
  return withSession(json({ message: 'CSRF token mismatch.' }, { status: 419 }), session, false)
}

/**
 * The CSRF cookie route of Laravel's stateful `web` group (see src/mocks/db/laravel-session.ts
 * for the rules); the staff routes that use the session are in ./staff.ts. Sessions expire on
 * the mock session's clock.
 */
export const sessionHandlers = [
  http.get('*/sanctum/csrf-cookie', ({ request }) =>
    withSession(
      new HttpResponse(null, { status: 204, headers: { 'Cache-Control': 'no-store' } }),
      startSession(request, getDb(request).clock.now()),
    ),
  ),
]
