/** The availability page's dates and weekdays as the person reads them. */
export function availabilityLabels(lang: string, from: string) {
  const dateFormat = new Intl.DateTimeFormat(lang, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  // 1 February 2026 was a Sunday: day 0 of the contract's numbering.
  const weekdayIn = (style: 'short' | 'long') => (day: number) =>
    new Intl.DateTimeFormat(lang, { weekday: style, timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 1, 1 + day)),
    )
  return {
    longDate: (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`)),
    shortWeekday: weekdayIn('short'),
    longWeekday: weekdayIn('long'),
    monthTitle: new Intl.DateTimeFormat(lang, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${from}T00:00:00Z`)),
  }
}

export type AvailabilityLabels = ReturnType<typeof availabilityLabels>

/** Monday first on screen; the values are the contract's (0 = Sunday). */
export const WEEK = [1, 2, 3, 4, 5, 6, 0] as const
