import { serverNow } from '@/lib/time/server-clock'

export const HOUR_MS = 3_600_000

/** The earliest start among dated items, or undefined when nothing is dated. */
export function earliestStart(items: readonly { start?: string }[]): string | undefined {
  const starts = items.flatMap((item) => (item.start ? [item.start] : []))
  return starts.sort((a, b) => Date.parse(a) - Date.parse(b))[0]
}

/**
 * A request whose date comes before the shop's usual answer time: the promise "within N hours"
 * would outlast the date, so the visitor is told before sending.
 */
export function answerComesLate(
  start: string | undefined,
  answerHours: number | undefined,
  now = serverNow(),
): boolean {
  return Boolean(start && answerHours && Date.parse(start) - now < answerHours * HOUR_MS)
}
