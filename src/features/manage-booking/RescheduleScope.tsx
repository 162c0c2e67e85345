import { useTranslation } from 'react-i18next'
import type { BookingItem } from '@/api/bookings'
import { isApiError } from '@/lib/http'

/**
 * What the offered dates are for: the whole party, and for a service booked by duration the
 * booked length, so the visitor knows why other start times are not offered.
 */
export function RescheduleScope({ item, party }: { item: BookingItem; party: number }) {
  const { t } = useTranslation('manage')
  const minutes =
    item.blocks && item.start && item.end
      ? Math.round((Date.parse(item.end) - Date.parse(item.start)) / 60_000)
      : 0
  // A private group books the guide, not places: its size does not limit the dates.
  const perGroup = item.skuType === 'PRIVATE_SERVICE_SLOT'
  return (
    <>
      {perGroup ? null : <p>{t('reschedule.party', { count: party })}</p>}
      {minutes > 0 ? (
        <p data-testid="reschedule-duration">
          {minutes % 60 === 0
            ? t('reschedule.durationHours', { count: minutes / 60 })
            : t('reschedule.durationMinutes', { count: minutes })}
        </p>
      ) : null}
    </>
  )
}

/** The API's own words for a refused time (in the visitor's language): they say what to do. */
export function slotProblem(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 422) return undefined
  return error.fieldErrors.slot?.[0] ?? error.fieldErrors.slotId?.[0]
}
