import type { AvailabilityDay, AvailabilityInput, StaffAvailability } from '@/api/staff/schema'

/** Dates as `YYYY-MM-DD`, moved with UTC arithmetic (a date has no time zone). */
const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`)
export const isoOf = (time: number) => new Date(time).toISOString().slice(0, 10)
export const addDays = (date: string, days: number) => isoOf(toUtc(date) + days * 86_400_000)
/** 0 = Sunday … 6 = Saturday (the contract's numbering). */
export const weekdayOf = (date: string) => new Date(toUtc(date)).getUTCDay()

/** Today in the shop's time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

/** `YYYY-MM` moved by whole months. */
export function addMonths(month: string, months: number): string {
  const [y = 1970, m = 1] = month.split('-').map(Number)
  const d = new Date(Date.UTC(y, m - 1 + months, 1))
  return d.toISOString().slice(0, 7)
}

export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`
  return { from, to: addDays(`${addMonths(month, 1)}-01`, -1) }
}

/** The weeks of a month, Monday first; null pads the days of other months. */
export function monthWeeks(month: string): (string | null)[][] {
  const { from, to } = monthRange(month)
  const lead = (weekdayOf(from) + 6) % 7
  const cells: (string | null)[] = Array.from({ length: lead }, () => null)
  for (let date = from; date <= to; date = addDays(date, 1)) cells.push(date)
  while (cells.length % 7) cells.push(null)
  const weeks: (string | null)[][] = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  return weeks
}

/** Whether a change applies to a date (inside the range, on a chosen weekday if any). */
export function changeApplies(input: AvailabilityInput, date: string): boolean {
  if (date < input.from || date > input.to) return false
  return !input.weekdays || input.weekdays.includes(weekdayOf(date))
}

/** The availability as it is after a change: what the page shows before the server answers. */
export function applyChange(data: StaffAvailability, input: AvailabilityInput): StaffAvailability {
  return {
    ...data,
    days: data.days.map((day) =>
      changeApplies(input, day.date) ? { ...day, [input.timeOfDay]: input.value } : day,
    ),
  }
}

/** The server's days (of a possibly longer range) laid over the ones shown. */
export function mergeDays(
  data: StaffAvailability,
  days: readonly AvailabilityDay[],
): StaffAvailability {
  const byDate = new Map(days.map((day) => [day.date, day]))
  return { ...data, days: data.days.map((day) => byDate.get(day.date) ?? day) }
}
