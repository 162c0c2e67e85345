import { describe, it, expect } from 'vitest'
import { alpenblickShop, lemanShop } from '@/mocks/data/shops'
import {
  PANEL_TEXTS,
  SURFACE,
  TEXT,
  contrastRatio,
  ensureContrast,
  guardPalette,
  luminance,
  type Palette,
  type Rgb,
} from './contrast'

const WHITE: Rgb = [255, 255, 255]
const BLACK: Rgb = [0, 0, 0]

/** Every pair the guard promises, as src/styles.css shows them. */
function expectReadable(palette: Palette) {
  for (const [name, entry] of Object.entries(palette)) {
    expect(contrastRatio(entry.foreground, entry.background), name).toBeGreaterThanOrEqual(4.5)
  }
  const { primary, secondary } = palette
  for (const text of [TEXT, ...PANEL_TEXTS])
    if (secondary) expect(contrastRatio(text, secondary.background)).toBeGreaterThanOrEqual(4.5)
  if (primary) {
    expect(contrastRatio(primary.background, SURFACE)).toBeGreaterThanOrEqual(4.5)
    if (secondary)
      expect(contrastRatio(primary.background, secondary.background)).toBeGreaterThanOrEqual(4.5)
  }
}

describe('contrast ratio (WCAG 2.2)', () => {
  it('runs from 1:1 (same colour) to 21:1 (black on white), in either order', () => {
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 5)
    expect(contrastRatio(WHITE, BLACK)).toBeCloseTo(21, 5)
    expect(contrastRatio([120, 40, 200], [120, 40, 200])).toBe(1)
    expect(luminance(BLACK)).toBe(0)
    expect(luminance(WHITE)).toBeCloseTo(1, 10)
  })

  it('matches known values at the 4.5:1 and 3:1 thresholds', () => {
    // #767676 is the lightest grey passing 4.5:1 on white, #777777 fails it.
    expect(contrastRatio([118, 118, 118], WHITE)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio([119, 119, 119], WHITE)).toBeLessThan(4.5)
    // #949494 passes 3:1 on white, #959595 does not.
    expect(contrastRatio([148, 148, 148], WHITE)).toBeGreaterThanOrEqual(3)
    expect(contrastRatio([149, 149, 149], WHITE)).toBeLessThan(3)
  })
})

describe('ensureContrast', () => {
  it('keeps a colour that passes, even exactly at the threshold', () => {
    const edge: Rgb = [118, 118, 118]
    expect(ensureContrast(edge, [WHITE], 4.5)).toBe(edge)
    expect(ensureContrast([148, 148, 148], [WHITE], 3)).toEqual([148, 148, 148])
  })

  it('moves a failing colour only as far as needed, towards black on light backgrounds', () => {
    const adjusted = ensureContrast([119, 119, 119], [WHITE], 4.5)
    expect(contrastRatio(adjusted, WHITE)).toBeGreaterThanOrEqual(4.5)
    expect(adjusted[0]).toBeLessThan(119)
    expect(adjusted[0]).toBeGreaterThanOrEqual(116)
  })

  it('moves towards white on dark backgrounds', () => {
    const adjusted = ensureContrast([60, 60, 60], [BLACK], 4.5)
    expect(adjusted[0]).toBeGreaterThan(60)
    expect(contrastRatio(adjusted, BLACK)).toBeGreaterThanOrEqual(4.5)
  })

  it('mid-grey on mid-grey: the only way out is far enough from the middle', () => {
    const grey: Rgb = [119, 119, 119]
    const adjusted = ensureContrast(grey, [grey], 4.5)
    expect(contrastRatio(adjusted, grey)).toBeGreaterThanOrEqual(4.5)
  })

  it('the other direction when the first cannot pass', () => {
    // Dark text required on a dark-ish colour and on white at once is impossible going white.
    const adjusted = ensureContrast([200, 200, 200], [WHITE, [220, 220, 220]], 4.5)
    expect(contrastRatio(adjusted, WHITE)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(adjusted, [220, 220, 220])).toBeGreaterThanOrEqual(4.5)
  })
})

describe('guardPalette', () => {
  it('leaves the demo shops’ palettes alone', () => {
    for (const shop of [alpenblickShop, lemanShop]) {
      const { palette, adjustments } = guardPalette(shop.theme.colorPalette)
      expect(adjustments).toEqual([])
      expect(palette).toEqual(shop.theme.colorPalette)
    }
  })

  it.each<[string, Palette]>([
    [
      'light grey on white',
      {
        primary: { background: [255, 255, 255], foreground: [220, 220, 220] },
        secondary: { background: [255, 255, 255], foreground: [230, 230, 230] },
        accent: { background: [250, 250, 250], foreground: [240, 240, 240] },
      },
    ],
    [
      'mid-grey on mid-grey',
      {
        primary: { background: [128, 128, 128], foreground: [140, 140, 140] },
        secondary: { background: [119, 119, 119], foreground: [128, 128, 128] },
        accent: { background: [128, 128, 128], foreground: [128, 128, 128] },
      },
    ],
    [
      'pure colours',
      {
        primary: { background: [255, 255, 0], foreground: [0, 255, 0] },
        secondary: { background: [0, 0, 255], foreground: [255, 0, 0] },
        accent: { background: [255, 0, 0], foreground: [0, 0, 255] },
      },
    ],
    ['black everywhere', { primary: { background: BLACK, foreground: BLACK } }],
    ['white everywhere', { secondary: { background: WHITE, foreground: WHITE } }],
  ])('%s: every pair ends readable, and each change is reported', (_, hostile) => {
    const { palette, adjustments } = guardPalette(hostile)
    expectReadable(palette)
    expect(adjustments.length).toBeGreaterThan(0)
    for (const a of adjustments) {
      const [name, part] = a.colour.split('.') as [string, 'background' | 'foreground']
      expect(palette[name]![part]).toEqual(a.to)
    }
    // The input is not changed.
    expect(hostile).not.toBe(palette)
  })

  it('adjusts only the colours that fail', () => {
    const { palette, adjustments } = guardPalette({
      ...alpenblickShop.theme.colorPalette,
      accent: { background: [176, 64, 8], foreground: [200, 90, 40] },
    })
    expect(adjustments.map((a) => a.colour)).toEqual(['accent.foreground'])
    expect(palette.primary).toEqual(alpenblickShop.theme.colorPalette.primary)
  })
})
