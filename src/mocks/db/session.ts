import { readRequestCookie } from '../handlers/utils'
import { randomToken } from './random'
import { resetLaravelSessions } from './laravel-session'
import { SEED_LISTINGS } from './seed-listings'
import { seedBookingState, type BookingState } from './seed-bookings'
import { localDateOf } from './time'
import type { SeedListing } from './types'

/** Cookie that isolates parallel Playwright tests: each value has its own state and clock. */
export const MOCK_SESSION_COOKIE = 'mock-session'
export const DEFAULT_SESSION = 'default'

/** Where a new session's clock starts: null = the real now (the demo); tests set an instant. */
export interface ClockStart {
  instant: number
  /** Stopped there (Vitest) or running from there (Playwright over HTTP). */
  freeze: boolean
}
let sessionClockStart: ClockStart | null = null

/**
 * Every session created from now on starts its clock at this instant (src/testing/setup.ts for
 * Vitest, MOCK_CLOCK_START for the servers Playwright starts); null goes back to the real now.
 */
export function setSessionClockStart(start: ClockStart | null): void {
  sessionClockStart = start
}

/**
 * A clock per session. Tests either freeze it (Vitest: deterministic) or shift it (Playwright
 * over HTTP: time still runs, so real hold timers keep working).
 */
export class MockClock {
  private offsetMs = 0
  private frozenAt: number | null = null

  constructor(private readonly start: ClockStart | null = sessionClockStart) {
    this.reset()
  }

  now(): number {
    return this.frozenAt ?? Date.now() + this.offsetMs
  }
  advance(ms: number): void {
    if (this.frozenAt !== null) this.frozenAt += ms
    else this.offsetMs += ms
  }
  /** Moves the clock to an instant; `freeze` stops it there. */
  set(instant: number, freeze = false): void {
    if (freeze) {
      this.frozenAt = instant
    } else {
      this.frozenAt = null
      this.offsetMs = instant - Date.now()
    }
  }
  freeze(): void {
    this.frozenAt = this.now()
  }
  /** Back to where the session started (the test instant, or the real now). */
  reset(): void {
    this.offsetMs = 0
    this.frozenAt = null
    if (this.start) this.set(this.start.instant, this.start.freeze)
  }
}

export interface Fault {
  method?: string
  /** Path to match exactly or, ending in '*', by prefix (e.g. /api/webshop/v1/listings*). */
  path: string
  status: number
  times: number
  code?: string
  /** Answer 200 with this body instead of an error (malformed answers). */
  body?: unknown
  delayMs?: number
}

export interface MockDb extends BookingState {
  id: string
  clock: MockClock
  /** "Today" in Zurich when the data was seeded; all seed offsets count from it. */
  seedDay: string
  listings: SeedListing[]
  faults: Fault[]
  /** Idempotency-Key → first answer (per route). */
  idempotency: Map<string, StoredAnswer>
  /** Price overrides (minor units) by `${skuId}/${variantId}`, set by tests for PRICE_CHANGED. */
  priceOverrides: Map<string, number>
  /** Waiting-list entries of full slots, in the order they came. */
  waitingList: WaitingEntryState[]
  /** Places given back by cancellations (mock control), by slot id: they count as free again. */
  returnedPlaces: Map<string, number>
  counter: number
}

export interface WaitingEntryState {
  id: string
  listingId: string
  slotId: string
  name: string
  email: string
  people: number
  status: 'WAITING' | 'NOTIFIED'
  createdAt: number
}

export interface StoredAnswer {
  route: string
  bodyHash: string
  /**
   * The first answer. It is a promise because a double click sends the second request while
   * the first is still running: the second waits for the first answer and replays it.
   */
  answer: Promise<{ status: number; body: unknown } | null>
}

const sessions = new Map<string, MockDb>()
const MAX_SESSIONS = 500

function seed(id: string, clock: MockClock): MockDb {
  const seedDay = localDateOf(clock.now())
  // Listings are cloned so tests may change one session's data without touching another's.
  const listings = structuredClone(SEED_LISTINGS)
  return {
    id,
    clock,
    seedDay,
    listings,
    faults: [],
    idempotency: new Map(),
    priceOverrides: new Map(),
    waitingList: [],
    returnedPlaces: new Map(),
    counter: 0,
    ...seedBookingState(seedDay, clock.now()),
  }
}

export function sessionIdOf(request: Request): string {
  const raw = readRequestCookie(request, MOCK_SESSION_COOKIE)
  return raw && /^[\w-]{1,80}$/.test(raw) ? raw : DEFAULT_SESSION
}

export function getDb(sessionOrRequest: string | Request = DEFAULT_SESSION): MockDb {
  const id = typeof sessionOrRequest === 'string' ? sessionOrRequest : sessionIdOf(sessionOrRequest)
  let db = sessions.get(id)
  if (!db) {
    // A long Playwright run creates many sessions; forget the oldest beyond a generous cap.
    if (sessions.size >= MAX_SESSIONS) sessions.delete(sessions.keys().next().value ?? '')
    db = seed(id, new MockClock())
    sessions.set(id, db)
  }
  return db
}

/** Reseeds one session (keeping its clock unless `resetClock`). */
export function resetSession(id: string, resetClock = false): MockDb {
  const clock = sessions.get(id)?.clock ?? new MockClock()
  if (resetClock) clock.reset()
  const db = seed(id, clock)
  sessions.set(id, db)
  return db
}

/** Vitest: forget every session, clocks included. Call it in beforeEach. */
export function resetMockDb(): void {
  sessions.clear()
  resetLaravelSessions()
}

/** Vitest: the default session's clock. */
export const mockClock = {
  now: () => getDb().clock.now(),
  advance: (ms: number) => getDb().clock.advance(ms),
  advanceMinutes: (minutes: number) => getDb().clock.advance(minutes * 60_000),
  /** Puts the clock at an instant and reseeds there, so seed offsets count from that day. */
  set: (instant: number | string | Date, freeze = true) => {
    getDb().clock.set(new Date(instant).getTime(), freeze)
    resetSession(DEFAULT_SESSION)
  },
  freeze: () => getDb().clock.freeze(),
}

/**
 * Ids are unguessable like the backend's: a cart id is its only credential, so it carries 130
 * random bits (see random.ts).
 */
export function nextId(db: MockDb, prefix: string): string {
  db.counter += 1
  return `${prefix}_${randomToken()}`
}
