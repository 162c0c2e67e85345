import { useTranslation } from 'react-i18next'
import type { Booking } from '@/api/bookings'
import { formatDateTime, SHOP_TIME_ZONE } from '@/lib/format'
import { useShopConfig } from '@/api/config'

/** The last moment anything could be changed (for the "too late" notice). */
export function lastDeadline({ rules }: Booking): string | null {
  const all = [rules.participantsUntil, rules.rescheduleUntil, rules.cancelUntil].filter(
    (value): value is string => value !== null,
  )
  return all.sort((a, b) => Date.parse(a) - Date.parse(b)).at(-1) ?? null
}

/**
 * Booked after free cancellation had ended (both instants the server's): that deadline was never
 * the customer's to meet, so it is not shown as one; the fee applies from the start.
 */
function endedBeforeBooking({ rules, createdAt }: Booking): boolean {
  const free = rules.freeCancellationUntil
  return (
    free !== null && rules.cancellation.feePercent > 0 && Date.parse(free) < Date.parse(createdAt)
  )
}

/** Until when what can be changed, in the shop's time. */
export function Deadlines({ booking, lang }: { booking: Booking; lang: string }) {
  const { t } = useTranslation('manage')
  const timeZone = useShopConfig().timeZone ?? SHOP_TIME_ZONE
  const { rules } = booking
  const at = (iso: string) =>
    formatDateTime(iso, lang, { dateStyle: 'full', timeStyle: 'short' }, timeZone)
  const free = booking.status === 'CONFIRMED' ? rules.freeCancellationUntil : null
  const ended = free !== null && endedBeforeBooking(booking)
  const rows: Array<[string, string | null]> = [
    [t('deadlines.free'), ended ? null : free],
    [t('deadlines.reschedule'), rules.rescheduleUntil],
    [t('deadlines.names'), rules.participantsUntil],
    [
      booking.status === 'REQUESTED' ? t('deadlines.withdraw') : t('deadlines.cancel'),
      rules.cancelUntil,
    ],
  ]
  const shown = rows.filter((row): row is [string, string] => row[1] !== null)
  if (shown.length === 0 && !ended) return null
  return (
    <dl className="manage-deadlines">
      {ended ? (
        <div>
          <dt>{t('deadlines.freeLabel')}</dt>
          <dd>{t('deadlines.freeEnded', { fee: rules.cancellation.feePercent })}</dd>
        </div>
      ) : null}
      {shown.map(([label, until]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <time dateTime={until}>{at(until)}</time>
          </dd>
        </div>
      ))}
    </dl>
  )
}
