export interface MapsLinkProps {
  latitude: number
  longitude: number
  /** The visible text, e.g. "Open in maps". */
  label: string
  /** The accessible name when the visible text alone does not say which place. */
  accessibleName?: string
  className?: string
}

/**
 * "Open in maps" for a place with coordinates: OpenStreetMap in a new tab (no key, no tracking,
 * and phones offer their map app for it). Shared by the listing detail and the booking page;
 * each passes its own words, so this component loads no namespace of its own.
 */
export function MapsLink({
  latitude,
  longitude,
  label,
  accessibleName,
  className = 'maps-link',
}: MapsLinkProps) {
  const lat = latitude.toFixed(5)
  const lon = longitude.toFixed(5)
  return (
    <a
      className={className}
      href={`https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={accessibleName}
    >
      {label}
    </a>
  )
}
