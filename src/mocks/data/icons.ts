import type { L10n } from '../db/types'
import { LOCAL_ICONS } from '../../api/staff/icon-set'

/** What the mock icon service offers: the app's local set and a few more. */
const LABELS: Record<string, L10n> = {
  mountain: { de: 'Berg', en: 'Mountain', fr: 'Montagne' },
  boat: { de: 'Boot', en: 'Boat', fr: 'Bateau' },
  star: { de: 'Stern', en: 'Star', fr: 'Étoile' },
  heart: { de: 'Herz', en: 'Heart', fr: 'Cœur' },
  sun: { de: 'Sonne', en: 'Sun', fr: 'Soleil' },
  moon: { de: 'Mond', en: 'Moon', fr: 'Lune' },
  snowflake: { de: 'Schneeflocke', en: 'Snowflake', fr: 'Flocon' },
  tree: { de: 'Baum', en: 'Tree', fr: 'Arbre' },
  flag: { de: 'Fahne', en: 'Flag', fr: 'Drapeau' },
  compass: { de: 'Kompass', en: 'Compass', fr: 'Boussole' },
  camera: { de: 'Kamera', en: 'Camera', fr: 'Appareil photo' },
  home: { de: 'Haus', en: 'House', fr: 'Maison' },
  tent: { de: 'Zelt', en: 'Tent', fr: 'Tente' },
  anchor: { de: 'Anker', en: 'Anchor', fr: 'Ancre' },
  kayak: { de: 'Kajak', en: 'Kayak', fr: 'Kayak' },
  map: { de: 'Karte', en: 'Map', fr: 'Carte' },
}

const EXTRA: Record<string, string> = {
  tent: 'M12 3 2 21h20Z M12 11l-4 10h8Z',
  anchor: 'M11 2h2v3h3v2h-3v11a6 6 0 0 0 5-5h2a8 8 0 0 1-16 0h2a6 6 0 0 0 5 5V7H8V5h3Z',
  kayak: 'M2 13c6-3 14-3 20 0-6 3-14 3-20 0Z M5 4l1.4-1.4 13 13L18 17Z',
  map: 'M2 5l6-2 8 3 6-2v15l-6 2-8-3-6 2Z M8 5v12l8 3V8Z',
}

export const SERVICE_ICONS = Object.entries({ ...LOCAL_ICONS, ...EXTRA }).map(([name, path]) => ({
  name,
  path,
  label: LABELS[name] ?? { de: name, en: name, fr: name },
}))
