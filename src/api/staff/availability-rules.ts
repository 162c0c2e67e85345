import type { AvailabilityValue, TimeOfDay } from './schema'

/** What a day holds per time of day (unset parts absent or UNKNOWN). */
export type DayValues = Partial<Record<TimeOfDay, AvailabilityValue>>

const opposite = (a: AvailabilityValue | undefined, b: AvailabilityValue) =>
  (a === 'AVAILABLE' && b === 'UNAVAILABLE') || (a === 'UNAVAILABLE' && b === 'AVAILABLE')

/**
 * The part of the day that `value` on `timeOfDay` would contradict: the whole day available and
 * its morning or afternoon unavailable (or the reverse) cannot both be true, and a planner could
 * not tell which to believe. MAYBE and UNKNOWN contradict nothing. The app asks before saving,
 * the API refuses the same (422 on `value`).
 */
export function contradictionOf(
  day: DayValues,
  timeOfDay: TimeOfDay,
  value: AvailabilityValue,
): TimeOfDay | undefined {
  const others: TimeOfDay[] = timeOfDay === 'DAY' ? ['AM', 'PM'] : ['DAY']
  return others.find((other) => opposite(day[other], value))
}

/** Whether the weekly pattern (0-6, Sunday first; all days without one) includes `weekday`. */
export const inPattern = (weekdays: readonly number[] | undefined, weekday: number) =>
  !weekdays?.length || weekdays.includes(weekday)
