import { afterEach, describe, expect, it, vi } from 'vitest'
import { SLOW_AFTER_MS, resetConnectionState, trackCall } from '../reliability/connection'
import { showConnectionInFirstView } from './first-view'

/** A prerendered first view with the app's empty notice, as scripts/prerender/ writes it. */
function firstView() {
  const root = document.createElement('div')
  root.innerHTML =
    '<main><h1>Listing</h1></main><div class="connection-notice" role="status" aria-live="polite"></div>'
  const notice = root.querySelector<HTMLElement>('.connection-notice')!
  return { root, notice }
}

const text = (key: string) => `errors:${key}`

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  resetConnectionState()
})

describe('the first view tells a visitor about the connection before the app takes it over', () => {
  it('says "still working" once the page’s data has waited a few seconds, and nothing once it came', () => {
    vi.useFakeTimers()
    const { root, notice } = firstView()
    showConnectionInFirstView(root, text)
    const end = trackCall()
    expect(notice.textContent).toBe('')
    vi.advanceTimersByTime(SLOW_AFTER_MS)
    expect(notice.textContent).toBe('errors:connection.slow')
    expect(notice.classList.contains('is-shown')).toBe(true)
    end(true)
    expect(notice.textContent).toBe('')
    expect(notice.classList.contains('is-shown')).toBe(false)
  })

  it('says "offline" when the browser goes offline', () => {
    const { root, notice } = firstView()
    showConnectionInFirstView(root, text)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    window.dispatchEvent(new Event('offline'))
    expect(notice.textContent).toBe('errors:connection.offline')
    expect(notice.classList.contains('is-offline')).toBe(true)
  })

  it('leaves the notice alone once stopped (the app shows its own)', () => {
    vi.useFakeTimers()
    const { root, notice } = firstView()
    const stop = showConnectionInFirstView(root, text)
    stop()
    trackCall()
    vi.advanceTimersByTime(SLOW_AFTER_MS)
    expect(notice.textContent).toBe('')
  })
})
