import { useTranslation } from 'react-i18next'

export interface MapsLinkProps {
  latitude: number
  longitude: number
  /** What the place is called, for the link's accessible name ("Open Höheweg 37 in maps"). */
  name: string
}

/**
 * "Open in maps" for a place with coordinates: OpenStreetMap in a new tab (no key, no tracking,
 * and phones offer their map app for it). Shared by the listing detail and the booking page.
 */
export function MapsLink({ latitude, longitude, name }: MapsLinkProps) {
  const { t } = useTranslation('details')
  const lat = latitude.toFixed(5)
  const lon = longitude.toFixed(5)
  return (
    <a
      className="maps-link"
      href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('maps.openNamed', { name })}
    >
      {t('maps.open')}
    </a>
  )
}
