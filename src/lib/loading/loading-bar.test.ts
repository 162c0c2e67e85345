import { describe, it, expect, vi, afterEach, beforeEach } from 'vitest'
import { LOADING_BAR, createLoadingBar } from './loading-bar'

function fakeProgress() {
  return {
    configure: vi.fn(),
    start: vi.fn(),
    set: vi.fn(),
    inc: vi.fn(),
    done: vi.fn(),
    remove: vi.fn(),
  }
}

describe('loading bar', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('uses a template without an invalid ARIA role', () => {
    const progress = fakeProgress()
    createLoadingBar(progress as never, document.body)
    const options = progress.configure.mock.calls[0]?.[0] as {
      template: string
      showSpinner: boolean
    }
    expect(options.template).not.toMatch(/role=/)
    expect(options.template).toMatch(/aria-hidden="true"/)
    expect(options.showSpinner).toBe(false)
  })

  it('offline, a bar whose code cannot be fetched stays away and tries again next time', async () => {
    const progress = fakeProgress()
    const load = vi
      .fn<() => Promise<typeof progress>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(progress)
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    try {
      const bar = createLoadingBar(load as never, document.body)
      bar.finish({ error: true })
      await vi.advanceTimersByTimeAsync(5000)
      expect(progress.start).not.toHaveBeenCalled()
      bar.finish({ error: true })
      await vi.advanceTimersByTimeAsync(0)
      expect(load).toHaveBeenCalledTimes(2)
      expect(progress.start).toHaveBeenCalled()
      expect(unhandled).not.toHaveBeenCalled()
    } finally {
      process.off('unhandledRejection', unhandled)
    }
  })

  it('does not show for loads faster than the 200 ms throttle', () => {
    const progress = fakeProgress()
    const bar = createLoadingBar(progress as never, document.body)
    bar.start()
    vi.advanceTimersByTime(LOADING_BAR.throttleMs - 1)
    bar.finish()
    vi.advanceTimersByTime(5000)
    expect(progress.start).not.toHaveBeenCalled()
    expect(progress.done).not.toHaveBeenCalled()
  })

  it('advances over the 2000 ms duration, then finishes, hides after 500 ms and resets after 400 ms', () => {
    const progress = fakeProgress()
    const bar = createLoadingBar(progress as never, document.body)
    bar.start()
    vi.advanceTimersByTime(LOADING_BAR.throttleMs)
    expect(progress.start).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(LOADING_BAR.durationMs)
    const last = progress.set.mock.calls.at(-1)?.[0] as number
    expect(last).toBeGreaterThan(0.85)
    expect(last).toBeLessThan(1)
    bar.finish()
    expect(progress.set).toHaveBeenLastCalledWith(1)
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs - 1)
    expect(progress.done).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(progress.done).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(LOADING_BAR.resetDelayMs)
    expect(progress.remove).toHaveBeenCalledTimes(1)
    expect(bar.isVisible).toBe(false)
  })

  it('a fast failure still shows the bar, in the error colour', () => {
    const progress = fakeProgress()
    const bar = createLoadingBar(progress as never, document.body)
    bar.start()
    bar.finish({ error: true })
    expect(progress.start).toHaveBeenCalledTimes(1)
    expect(document.body.classList.contains('nprogress-error')).toBe(true)
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs)
    expect(document.body.classList.contains('nprogress-error')).toBe(false)
  })

  it('turns to the error colour on error', () => {
    const progress = fakeProgress()
    const bar = createLoadingBar(progress as never, document.body)
    bar.start()
    vi.advanceTimersByTime(LOADING_BAR.throttleMs)
    bar.finish({ error: true })
    expect(document.body.classList.contains('nprogress-error')).toBe(true)
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs)
    expect(document.body.classList.contains('nprogress-error')).toBe(false)
  })

  it('renders a real nprogress bar without role="bar"', async () => {
    const { default: NProgress } = await import('nprogress')
    const bar = createLoadingBar(NProgress, document.body)
    bar.start()
    vi.advanceTimersByTime(LOADING_BAR.throttleMs)
    const element = document.querySelector('#nprogress .bar')
    expect(element).not.toBeNull()
    expect(element?.getAttribute('role')).toBeNull()
    expect(element?.getAttribute('aria-hidden')).toBe('true')
    bar.finish()
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs + 1000)
    expect(document.querySelector('#nprogress')).toBeNull()
  })

  it('the bar is 3 px high in the stylesheet', async () => {
    const { readFileSync } = await import('node:fs')
    const css = readFileSync('src/styles.css', 'utf8')
    expect(css).toMatch(/#nprogress \.bar \{[^}]*height: 3px/)
    expect(LOADING_BAR.heightPx).toBe(3)
  })
})
