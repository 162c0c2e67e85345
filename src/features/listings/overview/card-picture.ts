/**
 * The overview card's picture URLs, `srcset` and `sizes`, shared with index.html's boot script
 * (scripts/vite-boot.ts) so the browser uses its preloaded pictures and never fetches them twice.
 * Imports nothing: read by vite.config.ts in Node too.
 */
/**
 * A phone's one column: the content column's width (`.content-width`, 1rem each side), not the
 * window's, so a phone picks the smallest file that fills it (a 412 px phone at a device pixel
 * ratio of 1.5 the 640 px file rather than the 768 px one).
 */
const PHONE_COLUMN = 'calc(100vw - 2rem)'

export const CARD_PICTURE = {
  widths: [320, 480, 640, 768],
  sizes: `(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, ${PHONE_COLUMN}`,
} as const

/**
 * The overview's hero picture (the home's largest paint on a phone), shared the same way: the
 * boot script preloads it as soon as the configuration names it. 768 px serves a phone's
 * 412 CSS px at a device pixel ratio up to about 1.9 without the 1024 px file.
 */
export const HERO_PICTURE = {
  widths: [640, 768, 1024, 1600],
  sizes: '100vw',
} as const

/**
 * The listing detail's first cover picture (Gallery; its largest paint), shared the same way: the
 * boot script preloads it as soon as the listing's answer names it.
 */
export const COVER_PICTURE = {
  widths: [480, 640, 768, 1024, 1280],
  sizes: `(min-width: 60rem) 40rem, ${PHONE_COLUMN}`,
} as const

/** `.listing-grid`: columns of at least 18rem, 1.25rem apart, in a 72rem wide content column. */
export const GRID = { cardMinRem: 18, gapRem: 1.25, contentRem: 72 } as const

/** How many cards the grid's first row holds in a window this wide (root font size `rem` px). */
export function firstRowCount(windowWidth: number, rem: number): number {
  const width = Math.min(windowWidth - 2 * rem, GRID.contentRem * rem)
  return Math.max(
    1,
    Math.floor((width + GRID.gapRem * rem) / ((GRID.cardMinRem + GRID.gapRem) * rem)),
  )
}
