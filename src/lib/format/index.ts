import type { Money } from './money'

/** The shop's time zone: every date and time is shown in it, whatever the visitor's own. */
export const SHOP_TIME_ZONE = 'Europe/Zurich'

/** Swiss conventions for the shop's languages (de-CH: CHF 1’250.00). */
export function localeFor(lang: string): string {
  return `${lang}-CH`
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let hit = cache.get(key) as T | undefined
  if (!hit) {
    hit = make()
    cache.set(key, hit)
  }
  return hit
}

export function formatMoney(money: Money, lang: string): string {
  const format = cached(
    `money:${lang}:${money.currency}`,
    () => new Intl.NumberFormat(localeFor(lang), { style: 'currency', currency: money.currency }),
  )
  return format.format(money.amount / 100)
}

/** A local date (YYYY-MM-DD, already a Zurich date): formatted at noon UTC so no zone shifts it. */
export function formatLocalDate(
  localDate: string,
  lang: string,
  style: Intl.DateTimeFormatOptions = { dateStyle: 'full' },
): string {
  const format = cached(
    `date:${lang}:${JSON.stringify(style)}`,
    () => new Intl.DateTimeFormat(localeFor(lang), { ...style, timeZone: 'UTC' }),
  )
  return frenchDate(format.format(new Date(`${localDate}T12:00:00Z`)), lang)
}

const FRENCH_WEEKDAY_COMMA = /\b(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche),/g

/**
 * French writes "samedi 5 décembre" without a comma after the weekday; ICU's fr-CH data puts
 * one there, so it is taken out of every date the shop shows in French.
 */
function frenchDate(text: string, lang: string): string {
  return lang === 'fr' ? text.replace(FRENCH_WEEKDAY_COMMA, '$1') : text
}

function dateTimeFormat(
  lang: string,
  style: Intl.DateTimeFormatOptions,
  timeZone: string,
): Intl.DateTimeFormat {
  return cached(
    `dt:${lang}:${timeZone}:${JSON.stringify(style)}`,
    () => new Intl.DateTimeFormat(localeFor(lang), { ...style, timeZone }),
  )
}

/** An instant (ISO date-time with offset) in Zurich time. */
export function formatDateTime(
  iso: string,
  lang: string,
  style: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'short' },
  timeZone = SHOP_TIME_ZONE,
): string {
  return frenchDate(dateTimeFormat(lang, style, timeZone).format(new Date(iso)), lang)
}

const WHEN_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
}
const WHEN_DATE_TIME: Intl.DateTimeFormatOptions = {
  ...WHEN_DATE,
  hour: '2-digit',
  minute: '2-digit',
}

/**
 * When a booked item takes place, in the given time zone whatever the visitor's own is:
 * "Thursday, 3 December 2026, 13:30–17:30" (a range as Intl writes it), or the day alone for
 * items without a time.
 */
export function formatWhen(
  item: { date?: string; start?: string; end?: string },
  lang: string,
  timeZone = SHOP_TIME_ZONE,
): string | undefined {
  if (item.start) {
    const format = dateTimeFormat(lang, WHEN_DATE_TIME, timeZone)
    const start = new Date(item.start)
    const end = item.end ? new Date(item.end) : undefined
    return frenchDate(
      end && end > start ? format.formatRange(start, end) : format.format(start),
      lang,
    )
  }
  if (item.date) return formatLocalDate(item.date, lang, WHEN_DATE)
  return undefined
}

export function formatTime(iso: string, lang: string, timeZone = SHOP_TIME_ZONE): string {
  return formatDateTime(iso, lang, { timeStyle: 'short' }, timeZone)
}

/** Today's date in the shop's time zone, as YYYY-MM-DD. */
export function todayInShop(now = new Date(), timeZone = SHOP_TIME_ZONE): string {
  // A formatter is costly to make (milliseconds on a phone): one per time zone.
  const parts = cached(
    `today:${timeZone}`,
    () =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }),
  ).formatToParts(now)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')}`
}

/**
 * Makes the formatters a first page needs (the shop's today, prices), each in a task of its own:
 * the first time-zone formatter loads the zone data, milliseconds on a phone, which would
 * otherwise land inside one of the first render's slices and make it a long task.
 */
export function warmFormatters(lang: string): void {
  setTimeout(() => todayInShop())
  setTimeout(() => formatMoney({ amount: 0, currency: 'CHF' }, lang))
}
