/**
 * Helpers for Vitest tests that run against the mock backend (src/testing/setup.ts starts it).
 * They act on the default session, the one requests without a mock-session cookie use.
 *
 *   beforeEach(() => { resetMockDb(); mockClock.set('2026-07-07T08:00:00Z') })
 */
import { getDb, mockClock, resetMockDb, type Fault } from '@/mocks/db/session'

export { mockClock, resetMockDb }
export { SEED_PAYMENT_LINKS, SEED_VOUCHER_CODES } from '@/mocks/db/seed-bookings'

/** The next `times` calls to `path` (exact, or a prefix ending in '*') answer with a fault. */
export function injectFault(fault: Omit<Fault, 'times'> & { times?: number }): void {
  getDb().faults.push({ ...fault, times: fault.times ?? 1 })
}

/** Changes a variant's price (minor units), e.g. to provoke 409 PRICE_CHANGED. */
export function setMockPrice(skuId: string, variantId: string, amount: number): void {
  getDb().priceOverrides.set(`${skuId}/${variantId}`, amount)
}

/** Demo listings by what they show (slugs of the Alpenblick shop). */
export const DEMO_SLUGS = {
  groupActivity: 'canyoning-saxetbach',
  weightRequired: 'paragliding-tandem-flight',
  privateServiceSlot: 'private-mountain-guide',
  privateServiceParticipant: 'private-photo-tour',
  voucher: 'gift-voucher',
  generic: 'hiking-map-jungfrau',
  stockLow: 'swiss-army-knife-edition',
  soldOut: 'sup-sunset-tour',
  requestMode: 'sunrise-balloon-ride',
  ongoing: 'climbing-course-beginners',
  past: 'snowshoe-evening-fondue',
} as const
