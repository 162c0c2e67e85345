/**
 * Calendar dates are Zurich dates (`YYYY-MM-DD`). The calendar widget works with Date objects
 * in the browser's zone; we only ever use their year, month and day, so a visitor in New York
 * sees the same days as one in Zurich (today comes from todayInShop, the shop's zone).
 */
export function dateFromIso(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number)
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1)
}

export function isoFromDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** First and last day of the month of a date. */
export function monthRange(iso: string): { from: string; to: string } {
  const [y, m] = iso.split('-').map(Number)
  const first = new Date(y ?? 1970, (m ?? 1) - 1, 1)
  const last = new Date(y ?? 1970, m ?? 1, 0)
  return { from: isoFromDate(first), to: isoFromDate(last) }
}

export function addMonths(iso: string, months: number): string {
  const [y, m] = iso.split('-').map(Number)
  return isoFromDate(new Date(y ?? 1970, (m ?? 1) - 1 + months, 1))
}

/**
 * The day whose month the calendar opens on when none is chosen: the listing's next available
 * date when it lies ahead, else today; a month without a bookable day is never the first one
 * shown. One rule for the form, the page's loader and index.html's boot script, which inlines
 * this function's source (scripts/route-boot.ts): keep it plain ES5, free of other names.
 */
export function firstShownDay(today: string, next?: string | null): string {
  return typeof next === 'string' && next > today ? next : today
}
