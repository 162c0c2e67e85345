import { useTranslation } from 'react-i18next'
import type { MeetingPoint } from '@/api/listings'

/**
 * "Open in maps" for a place with coordinates: the maps URL every phone opens in its maps app.
 * Until #18's src/components/MapsLink.tsx is in main this small one serves the booking page.
 */
export function mapsUrl(point: { latitude: number; longitude: number }): string {
  const query = `${point.latitude},${point.longitude}`
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
}

export function MapsLink({ point }: { point: MeetingPoint }) {
  const { t } = useTranslation('manage')
  if (point.latitude === undefined || point.longitude === undefined) return null
  return (
    <a
      className="manage-maps"
      href={mapsUrl({ latitude: point.latitude, longitude: point.longitude })}
      rel="noreferrer"
    >
      {t('meetingPoint.openInMaps', { name: point.name })}
    </a>
  )
}
