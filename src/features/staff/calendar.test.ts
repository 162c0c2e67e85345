import { describe, expect, it } from 'vitest'
import type { StaffAvailability } from '@/api/staff/schema'
import { addMonths, applyChange, mergeDays, monthRange, monthWeeks, todayIn } from './calendar'
import { afterSignIn } from './redirect'

const day = (date: string) => ({ date, AM: 'UNKNOWN', DAY: 'UNKNOWN', PM: 'UNKNOWN' }) as const
const june: StaffAvailability = {
  from: '2026-06-01',
  to: '2026-06-07',
  days: ['01', '02', '03', '04', '05', '06', '07'].map((d) => day(`2026-06-${d}`)),
}

describe('staff availability calendar', () => {
  it('lays a month out Monday first, across year ends and leap days', () => {
    const weeks = monthWeeks('2026-06')
    expect(weeks[0]).toEqual([
      '2026-06-01',
      ...Array.from({ length: 6 }, (_, i) => `2026-06-0${i + 2}`),
    ])
    expect(weeks.at(-1)).toEqual(['2026-06-29', '2026-06-30', null, null, null, null, null])
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' })
    expect(addMonths('2026-12', 1)).toBe('2027-01')
    expect(addMonths('2026-01', -1)).toBe('2025-12')
  })

  it('knows today in the shop’s zone, not the browser’s', () => {
    // 23:30 UTC on 31 December is already 1 January in Zurich.
    expect(todayIn('Europe/Zurich', new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01')
  })

  it('applies a change to a range, or only to the weekdays of a weekly pattern', () => {
    const range = applyChange(june, {
      from: '2026-06-02',
      to: '2026-06-03',
      timeOfDay: 'AM',
      value: 'MAYBE',
    })
    expect(range.days.filter((d) => d.AM === 'MAYBE').map((d) => d.date)).toEqual([
      '2026-06-02',
      '2026-06-03',
    ])
    // 6 June 2026 is a Saturday (6), 7 June a Sunday (0).
    const weekend = applyChange(june, {
      from: '2026-06-01',
      to: '2026-06-30',
      timeOfDay: 'DAY',
      value: 'UNAVAILABLE',
      weekdays: [0, 6],
    })
    expect(weekend.days.filter((d) => d.DAY === 'UNAVAILABLE').map((d) => d.date)).toEqual([
      '2026-06-06',
      '2026-06-07',
    ])
    const merged = mergeDays(june, [{ ...day('2026-06-05'), PM: 'AVAILABLE' }, day('2026-07-01')])
    expect(merged.days).toHaveLength(7)
    expect(merged.days[4]).toMatchObject({ date: '2026-06-05', PM: 'AVAILABLE' })
  })
})

describe('after signing in', () => {
  it('goes back to the staff page of the 401, never elsewhere', () => {
    expect(afterSignIn('en', '/en/staff/profile')).toBe('/en/staff/profile')
    expect(afterSignIn('en', '/en/staff/availability?month=2026-07')).toBe(
      '/en/staff/availability?month=2026-07',
    )
    for (const elsewhere of [
      undefined,
      'https://evil.example/en/staff/profile',
      '//evil.example/en/staff/x',
      '/en/checkout/abc',
      '/en/staff/sign-in',
      'javascript:alert(1)',
    ])
      expect(afterSignIn('de', elsewhere)).toBe('/de/staff/availability')
  })
})
