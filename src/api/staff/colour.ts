import { contrastRatio as rgbContrast, TEXT_CONTRAST, type Rgb } from '../../lib/theme/contrast'

/**
 * WCAG 2 contrast for the colour that marks a staff member: calendars show white text (the
 * initials) on it, so it needs 4.5:1 against white, the level for normal text (1.4.3). The
 * arithmetic is the shop's one contrast rule (src/lib/theme/contrast.ts); the profile's swatches, its
 * check and the API's refusal all ask `readableUnderText`.
 */
export const TEXT_ON_COLOUR = '#ffffff'
export const MIN_CONTRAST = TEXT_CONTRAST

/** The rgb triple of `#rrggbb`. */
function rgbOf(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

export function contrastRatio(a: string, b: string): number {
  return rgbContrast(rgbOf(a), rgbOf(b))
}

/** Whether white text on this colour is readable (4.5:1 or more). */
export function readableUnderText(hex: string): boolean {
  return contrastRatio(hex, TEXT_ON_COLOUR) >= MIN_CONTRAST
}
