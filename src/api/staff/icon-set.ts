/**
 * The local icon set: always available, and the fallback when the icon service does not answer
 * within ICON_SERVICE_TIMEOUT_MS. Paths are in a 24×24 box, filled (even-odd). Labels are in
 * the `staff` namespace (`icon.<name>`).
 */
export const ICON_SERVICE_TIMEOUT_MS = 1500

export const LOCAL_ICONS: Record<string, string> = {
  mountain: 'M2 20 9 7l4 7 3-4 6 10Z',
  boat: 'M3 15h18l-3 5H6Z M11 3v11H5Z M13 6l5 8h-5Z',
  star: 'M12 2l3 7h7l-5.5 4.5 2 7.5L12 16.5 5.5 21l2-7.5L2 9h7Z',
  heart: 'M12 21 3.5 12.5A5 5 0 0 1 12 5.5a5 5 0 0 1 8.5 7Z',
  sun: 'M12 7a5 5 0 1 1 0 10a5 5 0 1 1 0-10Z M11 1h2v4h-2Z M11 19h2v4h-2Z M1 11h4v2H1Z M19 11h4v2h-4Z',
  moon: 'M15 2a10 10 0 1 0 7 15A8 8 0 0 1 15 2Z',
  snowflake:
    'M11 2h2v20h-2Z M2 11h20v2H2Z M4.9 6.3l1.4-1.4 12.8 12.8-1.4 1.4Z M17.7 4.9l1.4 1.4L6.3 19.1l-1.4-1.4Z',
  tree: 'M12 2 4 14h5l-3 5h12l-3-5h5Z M11 19h2v3h-2Z',
  flag: 'M5 2h2v20H5Z M7 3h12l-3 4 3 4H7Z',
  compass: 'M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20Z M15.5 8.5l-2 5-5 2 2-5Z',
  camera: 'M3 7h4l2-3h6l2 3h4v13H3Z M12 9a4 4 0 1 0 0 8a4 4 0 1 0 0-8Z',
  home: 'M12 3 2 12h3v9h5v-6h4v6h5v-9h3Z',
}
