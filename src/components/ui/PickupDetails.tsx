import { useTranslation } from 'react-i18next'
import type { Pickup } from '@/api/listings'
import { meetingPlace } from '@/lib/calendar/place'
import { MapsLink } from '@/components/MapsLink'

/**
 * How goods are had, said the same on the listing, in the checkout, after the purchase and on
 * the booking page: collected at the place in its opening hours, at no cost, never shipped.
 */
export function PickupDetails({ pickup, withMap = false }: { pickup: Pickup; withMap?: boolean }) {
  const { t } = useTranslation('common')
  const { place } = pickup
  return (
    <div className="pickup">
      <p className="pickup__how">{t('pickup.only')}</p>
      <p className="pickup__place">{t('pickup.place', { place: meetingPlace(place) })}</p>
      <p className="pickup__hours-label">{t('pickup.hours')}</p>
      <ul className="pickup__hours">
        {pickup.hours.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {withMap && place.latitude !== undefined && place.longitude !== undefined ? (
        <MapsLink
          latitude={place.latitude}
          longitude={place.longitude}
          label={t('pickup.map')}
          accessibleName={t('pickup.mapNamed', { name: place.name })}
        />
      ) : null}
    </div>
  )
}
