import { describe, expect, it } from 'vitest'
import { returnPath } from './session-end'

describe('the way back after sign-in', () => {
  it('is the page itself', () => {
    expect(returnPath('/en/staff/profile')).toBe('/en/staff/profile')
    expect(returnPath('/de/staff/availability?month=2026-07')).toBe(
      '/de/staff/availability?month=2026-07',
    )
  })

  it('is never a sign-in page: its own way back is taken, however deep', () => {
    const once = `/en/staff/sign-in?redirect=${encodeURIComponent('/en/staff/profile')}`
    const twice = `/en/staff/sign-in?redirect=${encodeURIComponent(once)}&ended=true`
    expect(returnPath(once)).toBe('/en/staff/profile')
    expect(returnPath(twice)).toBe('/en/staff/profile')
  })
})
