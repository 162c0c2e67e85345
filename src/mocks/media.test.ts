import { describe, it, expect, vi } from 'vitest'
import jpeg from 'jpeg-js'
import {
  DEFAULT_MEDIA_ID,
  MEDIA_WIDTHS,
  clampMediaWidth,
  mediaAspect,
  renderMediaJpeg,
} from './media'

function decode(bytes: Uint8Array) {
  return jpeg.decode(bytes, { useTArray: true })
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i])
}

describe('clampMediaWidth', () => {
  it('falls back to 1024 for missing or invalid widths', () => {
    for (const w of [undefined, null, Number.NaN, Infinity, 0, -5]) {
      expect(clampMediaWidth(w)).toBe(1024)
    }
  })

  it('rounds up to the next served width and caps at 1600', () => {
    expect(clampMediaWidth(1)).toBe(64)
    expect(clampMediaWidth(64)).toBe(64)
    expect(clampMediaWidth(65)).toBe(128)
    expect(clampMediaWidth(300)).toBe(320)
    expect(clampMediaWidth(320.5)).toBe(480)
    expect(clampMediaWidth(1024)).toBe(1024)
    expect(clampMediaWidth(1025)).toBe(1280)
    expect(clampMediaWidth(1600)).toBe(1600)
    expect(clampMediaWidth(5000)).toBe(1600)
    for (const w of MEDIA_WIDTHS) expect(clampMediaWidth(w)).toBe(w)
  })
})

describe('mediaAspect', () => {
  it('is square for logos and 3:2 otherwise', () => {
    expect(mediaAspect('logo')).toBe(1)
    expect(mediaAspect('logo-shop-7')).toBe(1)
    expect(mediaAspect('product-logo')).toBe(3 / 2)
    expect(mediaAspect(DEFAULT_MEDIA_ID)).toBe(3 / 2)
  })
})

describe('renderMediaJpeg', () => {
  it('returns a JPEG (SOI marker)', () => {
    const bytes = renderMediaJpeg('p-1', 128)
    expect(bytes).toBeInstanceOf(Uint8Array)
    expect(bytes[0]).toBe(0xff)
    expect(bytes[1]).toBe(0xd8)
  })

  it('renders a 3:2 scene at the clamped width', () => {
    const img = decode(renderMediaJpeg('p-1', 300))
    expect(img.width).toBe(320)
    expect(img.height).toBe(213)
  })

  it('renders the default id at 1024 when the width is missing', () => {
    const img = decode(renderMediaJpeg(DEFAULT_MEDIA_ID, Number.NaN))
    expect(img.width).toBe(1024)
    expect(img.height).toBe(683)
  })

  it('renders a square logo', () => {
    const img = decode(renderMediaJpeg('logo', 50))
    expect(img.width).toBe(64)
    expect(img.height).toBe(64)
    // Teal tile in the top-left area, white glyph in the lower middle, white page in the corner.
    const at = (x: number, y: number) =>
      Array.from(img.data.subarray((y * 64 + x) * 4, (y * 64 + x) * 4 + 3))
    const [r, g, b] = at(20, 8)
    expect(b).toBeGreaterThan(r ?? 255)
    expect(g).toBeLessThan(140)
    expect(Math.min(...at(38, 40))).toBeGreaterThan(200)
    expect(Math.min(...at(0, 0))).toBeGreaterThan(200)
  })

  it('gives different ids different pictures', () => {
    const a = renderMediaJpeg('p-1', 256)
    const b = renderMediaJpeg('p-2', 256)
    expect(sameBytes(a, b)).toBe(false)
  })

  it('is deterministic, also across a fresh module (empty cache)', async () => {
    const first = renderMediaJpeg('p-42', 480)
    expect(renderMediaJpeg('p-42', 400)).toBe(first) // same clamped width → cache hit
    vi.resetModules()
    const fresh = await import('./media')
    const again = fresh.renderMediaJpeg('p-42', 480)
    expect(again).not.toBe(first)
    expect(sameBytes(again, first)).toBe(true)
  })
})
