/**
 * Calendar arithmetic in the shop's time zone without a date library. Local dates are handled
 * as `YYYY-MM-DD` strings and moved with UTC arithmetic (no DST trap: a date has no time);
 * local times become instants through the zone's offset at that moment.
 */
export const SHOP_TIME_ZONE = 'Europe/Zurich'

const partsFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

interface ZonedParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

function zonedParts(instant: number): ZonedParts {
  const out: Record<string, number> = {}
  for (const part of partsFormat.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') out[part.type] = Number(part.value)
  }
  return {
    year: out.year ?? 1970,
    month: out.month ?? 1,
    day: out.day ?? 1,
    hour: out.hour ?? 0,
    minute: out.minute ?? 0,
    second: out.second ?? 0,
  }
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0')

/** Offset of Europe/Zurich at an instant, in minutes (60 in winter, 120 in summer). */
export function zoneOffsetMinutes(instant: number): number {
  const p = zonedParts(instant)
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000)
}

/** The local date (Europe/Zurich) of an instant. */
export function localDateOf(instant: number): string {
  const p = zonedParts(instant)
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`
}

/** The local time `HH:MM` of an instant. */
export function localTimeOf(instant: number): string {
  const p = zonedParts(instant)
  return `${pad(p.hour)}:${pad(p.minute)}`
}

function dateToUtcMidnight(date: string): number {
  const [y, m, d] = date.split('-').map(Number)
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)
}

export function addDays(date: string, days: number): string {
  const t = dateToUtcMidnight(date) + days * 86_400_000
  return new Date(t).toISOString().slice(0, 10)
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((dateToUtcMidnight(b) - dateToUtcMidnight(a)) / 86_400_000)
}

/** 0 = Sunday … 6 = Saturday, as the spec numbers weekdays. */
export function weekday(date: string): number {
  return new Date(dateToUtcMidnight(date)).getUTCDay()
}

export function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

export function timeOfMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}

/** The instant of a local date and time in Europe/Zurich. */
export function zonedInstant(date: string, time: string): number {
  const naive = dateToUtcMidnight(date) + minutesOf(time) * 60_000
  // Two passes settle the offset also on the days the clocks change.
  let instant = naive - zoneOffsetMinutes(naive) * 60_000
  instant = naive - zoneOffsetMinutes(instant) * 60_000
  return instant
}

/** ISO 8601 with the local offset, e.g. 2026-07-01T09:00:00+02:00. */
export function zonedIso(date: string, time: string): string {
  const instant = zonedInstant(date, time)
  const offset = zoneOffsetMinutes(instant)
  const sign = offset >= 0 ? '+' : '-'
  return `${date}T${time}:00${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
}

/** ISO 8601 with offset for an instant, in the shop's zone. */
export function isoInZone(instant: number): string {
  return zonedIso(localDateOf(instant), localTimeOf(instant))
}

/** UTC ISO string without milliseconds, as the backend sends `expiresAt`. */
export function utcIso(instant: number): string {
  return new Date(Math.floor(instant / 1000) * 1000).toISOString().replace('.000Z', 'Z')
}
