import { describe, it, expect, afterEach, vi } from 'vitest'
import {
  acceptHostMessage,
  acceptPurchaseReport,
  postToHost,
  resetFrameState,
  startFrameBridge,
  useFrameState,
} from './frame'
import * as v from 'valibot'
import { EMBED_SOURCE, FrameConfigSchema } from '@/lib/embed/protocol'
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

  it("passes on a purchase only from the shop's own pages, for its own widget, without extra fields", () => {
    const stop = startFrameBridge(new URLSearchParams({ widget: 'w1', origin: HOST }))
    // In a frame: the host's window is the parent.
    const post = vi.fn()
    const parent = vi
      .spyOn(window, 'parent', 'get')
      .mockReturnValue({ postMessage: post } as unknown as Window)
    const report = {
      source: EMBED_SOURCE,
      version: 1,
      type: 'purchase:completed',
      widgetId: 'w1',
      transactionId: 'AB-7K3Q9',
      value: 98,
      currency: 'CHF',
      items: [{ item_id: 'lake-kayak-brienz', item_name: 'Kayak', price: 98, quantity: 1 }],
      email: 'anna@example.com',
    }
    const tab = {} as Window
    const shop = window.location.origin
    expect(acceptPurchaseReport({ data: report, origin: HOST, source: tab })).toBe(false)
    expect(
      acceptPurchaseReport({ data: { ...report, widgetId: 'w2' }, origin: shop, source: tab }),
    ).toBe(false)
    expect(
      acceptPurchaseReport({ data: { ...report, value: -1 }, origin: shop, source: tab }),
    ).toBe(false)
    expect(post).not.toHaveBeenCalled()
    expect(acceptPurchaseReport({ data: report, origin: shop, source: tab })).toBe(true)
    const { email: _email, ...expected } = report
    expect(post).toHaveBeenCalledWith(expected, HOST)
    parent.mockRestore()
    stop()
  })
})

describe("the host's data-color without a text colour", () => {
  it('gets black or white text, whichever reads better on it', () => {
    const parse = (background: [number, number, number]) =>
      v.parse(FrameConfigSchema, { palette: { primary: { background } } }).palette?.primary
    expect(parse([138, 90, 43])).toEqual({ background: [138, 90, 43], foreground: [255, 255, 255] })
    expect(parse([255, 221, 0])).toEqual({ background: [255, 221, 0], foreground: [0, 0, 0] })
  })

  it('takes the way back only to the origin the browser confirms as the embedding page', () => {
    const search = new URLSearchParams({
      widget: 'w1',
      origin: HOST,
      return: `${HOST}/tours`,
      host: 'Alpine\u0007 Tours',
    })
    const confirmed = startFrameBridge(search, HOST)
    const { result, rerender } = renderHook(() => useFrameState())
    expect(result.current).toMatchObject({ returnUrl: `${HOST}/tours`, hostTitle: 'Alpine Tours' })
    confirmed()

    // The address names host.example, the browser says the frame sits on evil.example.
    for (const embedder of ['https://evil.example', null]) {
      const stop = startFrameBridge(search, embedder)
      rerender()
      expect(result.current).toMatchObject({ returnUrl: null, hostTitle: null })
      stop()
    }
  })
})
