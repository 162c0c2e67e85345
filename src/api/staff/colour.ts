/**
 * WCAG 2 contrast for the colour that marks a staff member: calendars show white text (the
 * initials) on it, so it needs 4.5:1 against white, the level for normal text (1.4.3).
 */
export const TEXT_ON_COLOUR = '#ffffff'
export const MIN_CONTRAST = 4.5

function channel(value: number): number {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** Relative luminance of `#rrggbb`. */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16)
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  )
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** Whether white text on this colour is readable (4.5:1 or more). */
export function readableUnderText(hex: string): boolean {
  return contrastRatio(hex, TEXT_ON_COLOUR) >= MIN_CONTRAST
}
