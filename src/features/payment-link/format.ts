import type { Money } from '@/api/shared/schemas'

/**
 * Local formatting helpers of the payment link page (candidates for src/lib once other
 * features need them). Swiss regional variants: 24-hour times and Swiss number formats in
 * every interface language.
 */
const regional = (lang: string) => `${lang}-CH`

/** Money in minor units, in its own currency (the shop's), e.g. CHF 317.00. */
export function formatMoney(money: Money, lang: string): string {
  const format = new Intl.NumberFormat(regional(lang), {
    style: 'currency',
    currency: money.currency,
  })
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  return format.format(money.amount / 10 ** digits)
}

const DATE: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
}
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' }

/**
 * When a booked item takes place, in the shop's time zone whatever the visitor's own is:
 * "Thursday, 3 December 2026, 13:30–17:30", or the day alone for undated times.
 */
export function formatWhen(
  item: { date?: string; start?: string; end?: string },
  lang: string,
  timeZone: string,
): string | undefined {
  if (item.start) {
    const format = new Intl.DateTimeFormat(regional(lang), { ...DATE, ...TIME, timeZone })
    const start = new Date(item.start)
    const end = item.end ? new Date(item.end) : undefined
    return end && end > start ? format.formatRange(start, end) : format.format(start)
  }
  if (item.date) {
    // A calendar day already in the shop's zone: format it as such, never shifted.
    const format = new Intl.DateTimeFormat(regional(lang), { ...DATE, timeZone: 'UTC' })
    return format.format(new Date(`${item.date}T00:00:00Z`))
  }
  return undefined
}
