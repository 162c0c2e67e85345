import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectionState, resetConnectionState, trackCall } from './connection'

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline)
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'))
}

afterEach(() => {
  vi.restoreAllMocks()
  resetConnectionState()
})

describe('the connection notice speaks only of what is true', () => {
  it('a call that finds no server while the browser is online does not say "offline"', () => {
    const end = trackCall()
    end(false)
    expect(connectionState().offline).toBe(false)
  })

  it('says offline while the browser is offline, and leaves the moment it is online again', () => {
    goOffline(true)
    expect(connectionState().offline).toBe(true)
    goOffline(false)
    expect(connectionState().offline).toBe(false)
  })
})
