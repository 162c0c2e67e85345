/** Build-time settings (see .env.example). Read through here so tests can stub them. */
export const env = {
  get apiBaseUrl(): string {
    return (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '')
  },
  get sentryDsn(): string {
    return import.meta.env.VITE_SENTRY_DSN ?? ''
  },
  get sharedHostingDomain(): string {
    return (import.meta.env.VITE_SHARED_HOSTING_DOMAIN ?? '').toLowerCase()
  },
  get isDev(): boolean {
    return import.meta.env.DEV
  },
}
