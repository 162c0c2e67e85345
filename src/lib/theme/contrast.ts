// WCAG 2.2 contrast (1.4.3 text, 1.4.11 non-text) for the colours of a shop's configuration.
// Pure functions: the palette is checked where it becomes CSS custom properties (shop-config.ts).

export type Rgb = readonly [number, number, number]
export type Palette = Record<string, { background: Rgb; foreground: Rgb }>

/** Normal text (1.4.3). */
export const TEXT_CONTRAST = 4.5
/** Large text, control borders and focus indicators (1.4.3, 1.4.11). */
export const NON_TEXT_CONTRAST = 3

/** The fixed colours of src/styles.css the palette is shown on or with. */
export const SURFACE: Rgb = [255, 255, 255]
export const TEXT: Rgb = [24, 32, 38]
/** The other fixed text colours shown on secondary panels (muted, success, error). */
export const PANEL_TEXTS: readonly Rgb[] = [
  [84, 96, 104],
  [22, 110, 60],
  [180, 20, 30],
]

const channel = (value: number) => {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** WCAG contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

const BLACK: Rgb = [0, 0, 0]
const WHITE: Rgb = [255, 255, 255]

/** Black or white, whichever reads better on `background` (WCAG's crossover at 0.179). */
export function textOn(background: Rgb): Rgb {
  return luminance(background) > 0.179 ? BLACK : WHITE
}
const mix = (from: Rgb, to: Rgb, t: number): Rgb =>
  from.map((c, i) => Math.round(c + (to[i]! - c) * t)) as unknown as Rgb
const passes = (colour: Rgb, backgrounds: readonly Rgb[], min: number) =>
  backgrounds.every((bg) => contrastRatio(colour, bg) >= min)

/**
 * `colour` itself where it reaches `min` against every background; else the colour moved the
 * least distance towards black or white (whichever can pass; black or white itself if neither
 * mix does) that reaches it.
 */
export function ensureContrast(colour: Rgb, backgrounds: readonly Rgb[], min: number): Rgb {
  if (passes(colour, backgrounds, min)) return colour
  // Towards the extreme that contrasts most with the backgrounds (the lighter the backgrounds,
  // the darker the colour), trying the other one as well.
  const darkFirst = Math.max(...backgrounds.map(luminance)) > 0.179
  const targets = darkFirst ? [BLACK, WHITE] : [WHITE, BLACK]
  for (const target of targets) {
    for (let step = 1; step <= 100; step++) {
      const candidate = mix(colour, target, step / 100)
      if (passes(candidate, backgrounds, min)) return candidate
    }
  }
  const [first, second] = targets as [Rgb, Rgb]
  const worst = (c: Rgb) => Math.min(...backgrounds.map((bg) => contrastRatio(c, bg)))
  return worst(first) >= worst(second) ? first : second
}

export interface ContrastAdjustment {
  /** e.g. "primary.foreground" */
  colour: string
  from: Rgb
  to: Rgb
}

type Part = 'background' | 'foreground'
/** A fixed colour, or a palette colour by name and part. */
type Ref = Rgb | readonly [name: string, part: Part]
const isRgb = (ref: Ref): ref is Rgb => typeof ref[0] === 'number'

/**
 * How src/styles.css uses the palette, in the order the checks run (a colour adjusted by one
 * check is what the later checks see), each: the configured colour that is adjusted, and what
 * it must reach 4.5:1 against (which includes the 3:1 of large text, borders and focus rings):
 * - secondary.background is the background of panels, chosen slots and the footer, with the
 *   page's body, muted, success and error texts;
 * - primary.background is the colour of links, outlined buttons, the selected day's and slot's
 *   borders on the page and on secondary panels;
 * - every entry's foreground is its text (and focus outline) on its own background.
 */
const checks = (palette: Palette): [name: string, part: Part, against: Ref[]][] => [
  ['secondary', 'background', [TEXT, ...PANEL_TEXTS]],
  ['primary', 'background', [SURFACE, ['secondary', 'background']]],
  ...Object.keys(palette).map((name): [string, Part, Ref[]] => [
    name,
    'foreground',
    [[name, 'background']],
  ]),
]

/**
 * The palette with every colour that would be unreadable adjusted (towards black or white) until
 * it passes WCAG 2.2 AA (4.5:1), and the list of adjustments made.
 */
export function guardPalette(palette: Palette): {
  palette: Palette
  adjustments: ContrastAdjustment[]
} {
  const result: Palette = Object.fromEntries(
    Object.entries(palette).map(([name, entry]) => [name, { ...entry }]),
  )
  const adjustments: ContrastAdjustment[] = []
  for (const [name, part, against] of checks(result)) {
    const entry = result[name]
    if (!entry) continue
    const backgrounds = against.flatMap((ref) => {
      const rgb = isRgb(ref) ? ref : result[ref[0]]?.[ref[1]]
      return rgb ? [rgb] : []
    })
    const from = entry[part]
    const to = ensureContrast(from, backgrounds, TEXT_CONTRAST)
    if (to === from) continue
    entry[part] = to
    adjustments.push({ colour: `${name}.${part}`, from, to })
  }
  return { palette: result, adjustments }
}
