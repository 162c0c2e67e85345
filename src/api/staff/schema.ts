import * as v from 'valibot'

/**
 * The session routes of the contract. The staff area does not exist yet; these are the least it
 * needs (sign in, who am I, sign out), designed so the contract tests and `npm run
 * contract:check` can exercise Laravel's session and CSRF cycle now. Public shop calls never use
 * them, and they never run in a widget's frame.
 */
export const STAFF_API_PREFIX = '/api/staff/v1'

export const StaffUserSchema = v.object({
  name: v.string(),
  email: v.pipe(v.string(), v.email()),
})
export type StaffUser = v.InferOutput<typeof StaffUserSchema>

export const StaffSessionSchema = v.object({ user: StaffUserSchema })
export const StaffSessionResponseSchema = v.object({ data: StaffSessionSchema })

export const SignInInputSchema = v.object({
  email: v.pipe(v.string(), v.nonEmpty('validation.required'), v.email('validation.email')),
  password: v.pipe(v.string(), v.nonEmpty('validation.required')),
})
export type SignInInput = v.InferOutput<typeof SignInInputSchema>

/** Laravel's answers without a code: 419 (CSRF token mismatch) and 401 (Unauthenticated). */
export const MessageBodySchema = v.object({ message: v.string() })
