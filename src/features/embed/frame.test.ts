import { describe, it, expect, afterEach, vi } from 'vitest'
import {
  acceptHostMessage,
  postToHost,
  resetFrameState,
  startFrameBridge,
  useFrameState,
} from './frame'
import { EMBED_SOURCE } from './protocol'
import { renderHook } from '@testing-library/react'

const HOST = 'https://host.example'

function config(overrides: Record<string, unknown> = {}) {
  return {
    source: EMBED_SOURCE,
    version: 1,
    type: 'config',
    widgetId: 'w1',
    config: { hideHeader: true, checkoutTarget: 'new-tab' },
    ...overrides,
  }
}

describe('frame bridge', () => {
  afterEach(() => resetFrameState())

  it('frame mode is off until a valid configuration comes from the parent at the host origin', () => {
    const stop = startFrameBridge(new URLSearchParams({ widget: 'w1', origin: HOST }))
    const { result, rerender } = renderHook(() => useFrameState())
    expect(result.current.config).toBeNull()
    // window.parent is window itself in tests; the source check compares with it.
    expect(
      acceptHostMessage({ data: config(), origin: 'https://evil.example', source: window.parent }),
    ).toBe(false)
    expect(acceptHostMessage({ data: config(), origin: HOST, source: null })).toBe(false)
    expect(
      acceptHostMessage({ data: config({ widgetId: 'w2' }), origin: HOST, source: window.parent }),
    ).toBe(false)
    expect(
      acceptHostMessage({ data: config({ version: 2 }), origin: HOST, source: window.parent }),
    ).toBe(false)
    expect(
      acceptHostMessage({
        data: config({ config: { hideHeader: 'yes', script: 'alert(1)' } }),
        origin: HOST,
        source: window.parent,
      }),
    ).toBe(false)
    rerender()
    expect(result.current.config).toBeNull()
    expect(acceptHostMessage({ data: config(), origin: HOST, source: window.parent })).toBe(true)
    rerender()
    expect(result.current.config).toEqual({ hideHeader: true, checkoutTarget: 'new-tab' })
    stop()
  })

  it('without the loader parameters nothing is accepted and nothing is sent', () => {
    const stop = startFrameBridge(new URLSearchParams({ origin: 'javascript:alert(1)' }))
    expect(acceptHostMessage({ data: config(), origin: HOST, source: window.parent })).toBe(false)
    const post = vi.spyOn(window.parent, 'postMessage')
    postToHost({ type: 'resize', height: 100 })
    expect(post).not.toHaveBeenCalled()
    stop()
  })
})
