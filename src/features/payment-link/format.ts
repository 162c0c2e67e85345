import { localeFor } from '@/lib/format'

export { formatMoney } from '@/lib/format'

const DATE: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
}
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' }

/**
 * When a booked item takes place, in the shop's time zone whatever the visitor's own is:
 * "Thursday, 3 December 2026, 13:30–17:30", or the day alone for items without a time.
 * (src/lib/format.ts has no range format yet; this one may move there.)
 */
export function formatWhen(
  item: { date?: string; start?: string; end?: string },
  lang: string,
  timeZone: string,
): string | undefined {
  if (item.start) {
    const format = new Intl.DateTimeFormat(localeFor(lang), { ...DATE, ...TIME, timeZone })
    const start = new Date(item.start)
    const end = item.end ? new Date(item.end) : undefined
    return end && end > start ? format.formatRange(start, end) : format.format(start)
  }
  if (item.date) {
    // A calendar day already in the shop's zone: formatted at noon UTC so no zone shifts it.
    const format = new Intl.DateTimeFormat(localeFor(lang), { ...DATE, timeZone: 'UTC' })
    return format.format(new Date(`${item.date}T12:00:00Z`))
  }
  return undefined
}
