import { describe, expect, it } from 'vitest'
import { formatClock, markToAnnounce, secondsLeft } from './HoldCountdown'

describe('hold countdown', () => {
  it('shows mm:ss until expiresAt, never below zero', () => {
    const now = Date.parse('2026-11-21T10:00:00Z')
    expect(formatClock(secondsLeft('2026-11-21T10:15:00Z', now))).toBe('15:00')
    expect(formatClock(secondsLeft('2026-11-21T10:01:05Z', now))).toBe('01:05')
    expect(secondsLeft('2026-11-21T09:59:00Z', now)).toBe(0)
  })

  it('announces at 10, 5, 2 and 1 minutes left, each once, and not every second', () => {
    const spoken: number[] = []
    let last: number | null = null
    for (let left = 15 * 60; left > 0; left -= 1) {
      const mark = markToAnnounce(left, last)
      if (mark) {
        spoken.push(mark)
        last = mark
      }
    }
    expect(spoken).toEqual([10, 5, 2, 1])
  })

  it('says nothing stale when the page opens well after a mark', () => {
    expect(markToAnnounce(3 * 60, null)).toBeNull()
    expect(markToAnnounce(5 * 60 - 3, null)).toBe(5)
  })
})
