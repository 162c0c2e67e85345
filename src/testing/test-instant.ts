/**
 * The one instant every test session starts at, in Vitest and in Playwright alike: Wednesday
 * 17 June 2026, 08:00 in Zurich (summer time). The demo data counts from its "today", so every
 * run sees the same offers, slots and bookings, whatever the real date:
 * - a Wednesday: the weekday schedules run (most operators rest on Mondays) and the week has
 *   days of every kind ahead (weekend-only offers, Tuesday/Thursday courses);
 * - 08:00: today's slots from 08:30 on are still ahead (the canyoning is "Available" with a
 *   next date today), and a 15-minute hold ends the same day.
 *
 * Vitest freezes the mock's clock there (src/testing/setup.ts). Playwright starts the mock's
 * clock of every session there (MOCK_CLOCK_START, set by playwright.config.ts) and the
 * browser's clock too (e2e/fixtures.ts); both then run. A test about a particular date sets
 * that date explicitly. `npm run dev` and `npm start` leave the clock alone: the demo counts
 * from the real today.
 */
export const TEST_NOW = '2026-06-17T08:00:00+02:00'
export const TEST_TODAY = '2026-06-17'
