import { hit, retryAfterAny, type Limit } from '../db/rate-limit'
import type { StaffContext } from './staff-route'
import { json } from './utils'

const MINUTE = 60_000

/** The client's address as Laravel sees it behind trusted proxies; one stand-in in the mock. */
function addressOf(ctx: StaffContext): string {
  return ctx.request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'local'
}

/** The limits of docs/api/README.md, "Rate limits", for the staff sign-in routes. */
export function staffLimits(
  ctx: StaffContext,
  kind: 'sign-in' | 'resend' | 'forgot',
  email: string,
): Limit[] {
  const address = addressOf(ctx)
  const who = email.trim().toLowerCase()
  switch (kind) {
    case 'sign-in':
      return [
        { key: `sign-in|${who}|${address}`, max: 5, windowMs: MINUTE },
        { key: `sign-in|${address}`, max: 20, windowMs: MINUTE },
      ]
    case 'resend':
      return [{ key: `resend|${who}`, max: 3, windowMs: 15 * MINUTE }]
    case 'forgot':
      return [
        { key: `forgot|${who}`, max: 3, windowMs: 60 * MINUTE },
        { key: `forgot|${address}`, max: 10, windowMs: 60 * MINUTE },
      ]
  }
}

/** 429 with Retry-After when a limit is reached, else undefined (nothing is counted here). */
export function refusedByLimit(ctx: StaffContext, limits: Limit[]): Response | undefined {
  const wait = retryAfterAny(ctx.state.hits, limits, ctx.db.clock.now())
  if (!wait) return undefined
  return json(
    { message: 'Too many attempts. Please try again later.', code: 'TOO_MANY_REQUESTS' },
    { status: 429, headers: { 'Retry-After': String(wait) } },
  )
}

export function countAttempt(ctx: StaffContext, limits: Limit[]): void {
  hit(ctx.state.hits, limits, ctx.db.clock.now())
}
