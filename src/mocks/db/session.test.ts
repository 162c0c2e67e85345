// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { TEST_NOW, TEST_TODAY } from '../../testing/test-instant'
import { startSessionClocksAt } from '../http'
import { getDb, resetSession, setSessionClockStart } from './session'
import { localDateOf } from './time'

// src/testing/setup.ts sets the test instant for Vitest; these tests change it, then put it back.
afterEach(() => setSessionClockStart({ instant: Date.parse(TEST_NOW), freeze: true }))

describe('the clock of a mock session', () => {
  it('in Vitest starts at the fixed test instant, stopped, with the seed counted from that day', () => {
    const db = getDb()
    expect(db.clock.now()).toBe(Date.parse(TEST_NOW))
    expect(db.seedDay).toBe(TEST_TODAY)
    db.clock.advance(16 * 60_000)
    expect(db.clock.now()).toBe(Date.parse(TEST_NOW) + 16 * 60_000)
    // A reset goes back to the test instant, not to the real now.
    expect(resetSession(db.id, true).clock.now()).toBe(Date.parse(TEST_NOW))
  })

  it('on a server started with MOCK_CLOCK_START starts there for every session and runs', () => {
    startSessionClocksAt(TEST_NOW)
    const db = getDb('playwright-session')
    const shift = Date.parse(TEST_NOW) - Date.now()
    expect(db.seedDay).toBe(TEST_TODAY)
    expect(Math.abs(db.clock.now() - Date.now() - shift)).toBeLessThan(1_000)
  })

  it('in the demo (no MOCK_CLOCK_START) counts from the real today', () => {
    startSessionClocksAt(undefined)
    const db = getDb('demo-session')
    expect(Math.abs(db.clock.now() - Date.now())).toBeLessThan(1_000)
    expect(db.seedDay).toBe(localDateOf(Date.now()))
  })

  it('refuses a MOCK_CLOCK_START that is not an instant', () => {
    expect(() => startSessionClocksAt('next Wednesday')).toThrow(/MOCK_CLOCK_START/)
  })
})
