import { afterEach, beforeEach, vi } from 'vitest'
import { mockClock, resetMockDb } from '@/testing/mock-db'

/**
 * Every test of the calling file starts at `iso` for the browser (Date) and the mock alike, with
 * fresh mock data and nothing remembered by the page (no cart): for page tests about a
 * particular date.
 */
export function startEachTestAt(iso: string): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(new Date(iso))
    resetMockDb()
    mockClock.set(iso)
    window.localStorage.clear()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}
