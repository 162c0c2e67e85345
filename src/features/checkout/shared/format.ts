import { formatDateTime, formatLocalDate } from '@/lib/format'

/** When an item takes place, in Zurich time: "Sunday, 22 November 2026, 10:00–13:00". */
export function formatWhen(
  item: { date?: string; start?: string; end?: string },
  lang: string,
): string | undefined {
  if (item.start) {
    const start = formatDateTime(item.start, lang, { dateStyle: 'full', timeStyle: 'short' })
    if (!item.end) return start
    return `${start}–${formatDateTime(item.end, lang, { timeStyle: 'short' })}`
  }
  if (item.date) return formatLocalDate(item.date, lang)
  return undefined
}
