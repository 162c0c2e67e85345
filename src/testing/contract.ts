import { beforeEach, expect } from 'vitest'
import { setApiLocale } from '@/lib/http'
import { mockClock, resetMockDb } from '@/mocks/db/session'

// Vitest helpers of the API contract tests (src/api/**/*.contract.test.ts), run against the mock.

/**
 * The instant the contract tests are written for: Tuesday 7 July 2026, 10:00 in Zurich (CEST),
 * a summer day whose weekdays, offsets and seeded bookings their expectations name.
 */
export const CONTRACT_NOW = '2026-07-07T08:00:00Z'

/** The date (YYYY-MM-DD) `offset` days after the contract day. */
export const day = (offset: number) =>
  new Date(Date.UTC(2026, 6, 7 + offset)).toISOString().slice(0, 10)

/**
 * Every test of the calling file starts on a fresh mock database with its clock at CONTRACT_NOW,
 * and with the API client asking for `lang` when one is given.
 */
export function startEachOnContractDay(lang?: 'de' | 'en' | 'fr') {
  beforeEach(() => {
    resetMockDb()
    mockClock.set(CONTRACT_NOW)
    if (lang) setApiLocale(lang)
  })
}

/** Pays (or fails) at the mock provider's page like a browser: its form's POST, then the 303. */
export async function atProvider(url: string, action: 'pay' | 'fail' | 'cancel'): Promise<string> {
  const answer = await fetch(new URL(`${url}/${action}`, location.origin), {
    method: 'POST',
    redirect: 'manual',
  })
  expect(answer.status).toBe(303)
  return answer.headers.get('location') ?? ''
}
