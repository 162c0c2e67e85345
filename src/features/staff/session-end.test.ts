import { describe, expect, it } from 'vitest'
import {
  forgetUnsaved,
  forgetUnsavedExcept,
  keepUnsaved,
  readUnsaved,
  returnPath,
} from './session-end'

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

describe('edits kept when the session ended during a save', () => {
  it('come back only for the person who typed them, until forgotten', () => {
    keepUnsaved('Staff@Alpenblick.example', 'availability', { value: 'MAYBE' })
    keepUnsaved('code@alpenblick.example', 'profile', { firstname: 'Bruno' })
    expect(readUnsaved('staff@alpenblick.example', 'availability')).toEqual({ value: 'MAYBE' })
    expect(readUnsaved('code@alpenblick.example', 'availability')).toBeUndefined()

    // Signing in as one person forgets what others left; saving forgets one's own.
    forgetUnsavedExcept('staff@alpenblick.example')
    expect(readUnsaved('code@alpenblick.example', 'profile')).toBeUndefined()
    expect(readUnsaved('staff@alpenblick.example', 'availability')).toEqual({ value: 'MAYBE' })
    forgetUnsaved('staff@alpenblick.example', 'availability')
    expect(readUnsaved('staff@alpenblick.example', 'availability')).toBeUndefined()
  })

  it('are all forgotten on signing out', () => {
    keepUnsaved('staff@alpenblick.example', 'profile', { firstname: 'Annina' })
    forgetUnsavedExcept()
    expect(readUnsaved('staff@alpenblick.example', 'profile')).toBeUndefined()
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('staff:'))).toEqual([])
  })
})
