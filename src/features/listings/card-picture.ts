/**
 * The overview card's picture and the grid's first row, shared by the card (ListingCard), the
 * overview (which cards load eagerly) and index.html's boot script (scripts/vite-boot.ts), which
 * preloads the first row's pictures as soon as the listings answer is there: the same URLs,
 * `srcset` and `sizes`, so the browser uses the preloaded picture and never fetches it twice.
 * Imports nothing: read by vite.config.ts in Node too.
 */
export const CARD_PICTURE = {
  widths: [320, 480, 640, 768],
  sizes: '(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 100vw',
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
