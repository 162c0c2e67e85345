/** Date arithmetic of the day grid: local-midnight dates, only year, month and day read. */

/** What a day is: the built-in states plus the caller's modifiers. */
export type DayModifiers = Record<string, boolean> & {
  today: boolean
  selected: boolean
  disabled: boolean
  focused: boolean
  outside: boolean
}

export type Matcher = ((date: Date) => boolean) | { before: Date }

export const DAY = (date: Date) => date.getDate()
export const key = (date: Date) =>
  date.getFullYear() * 10_000 + date.getMonth() * 100 + date.getDate()
export const monthKey = (date: Date) => date.getFullYear() * 12 + date.getMonth()
export const sameDay = (a: Date | undefined, b: Date | undefined) => !!a && !!b && key(a) === key(b)
export const plusDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days)

/** The same day `months` later, on the month's last day where it has fewer days. */
export function plusMonths(date: Date, months: number): Date {
  const last = new Date(date.getFullYear(), date.getMonth() + months + 1, 0)
  return new Date(last.getFullYear(), last.getMonth(), Math.min(DAY(date), DAY(last)))
}

export function matches(matcher: Matcher, date: Date): boolean {
  return typeof matcher === 'function' ? matcher(date) : key(date) < key(matcher.before)
}

export const STATES = ['selected', 'today', 'disabled'] as const

/** `rdp-day`, `rdp-<state>` for the built-in states, the caller's class for each of its modifiers. */
export function dayClass(mods: DayModifiers, classNames: Record<string, string>): string {
  const names = ['rdp-day', ...STATES.filter((state) => mods[state]).map((state) => `rdp-${state}`)]
  for (const [name, on] of Object.entries(mods)) {
    const custom = classNames[name]
    if (on && custom) names.push(custom)
  }
  return names.join(' ')
}

/** The weeks that hold the month's days, from the week's first day. */
export function monthWeeks(month: Date, weekStartsOn: number): Date[][] {
  const start = plusDays(month, -((month.getDay() - weekStartsOn + 7) % 7))
  const weeks: Date[][] = []
  for (let day = start; !weeks.length || day.getMonth() === month.getMonth();) {
    const week: Date[] = []
    for (let i = 0; i < 7; i++, day = plusDays(day, 1)) week.push(day)
    weeks.push(week)
  }
  return weeks
}

/**
 * Where a key moves focus from a day, and the step to go on by past a disabled target (arrows
 * by their own step, Home and page keys forwards, End backwards); undefined for other keys.
 */
export function keyMove(
  key: string,
  shift: boolean,
  from: Date,
  weekStartsOn: number,
): [Date, number] | undefined {
  const weekStart = plusDays(from, -((from.getDay() - weekStartsOn + 7) % 7))
  const page = shift ? 12 : 1
  const keys: Record<string, [Date, number]> = {
    ArrowLeft: [plusDays(from, -1), -1],
    ArrowRight: [plusDays(from, 1), 1],
    ArrowUp: [plusDays(from, -7), -7],
    ArrowDown: [plusDays(from, 7), 7],
    Home: [weekStart, 1],
    End: [plusDays(weekStart, 6), -1],
    PageUp: [plusMonths(from, -page), 1],
    PageDown: [plusMonths(from, page), 1],
  }
  return keys[key]
}
