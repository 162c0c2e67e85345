/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string
  readonly VITE_SENTRY_DSN?: string
  readonly VITE_SHARED_HOSTING_DOMAIN?: string
}

declare const __BUILD_ID__: string

/** The i18n catalogues, one lazily loaded module each (scripts/vite-catalogues.ts). */
declare module 'virtual:catalogues' {
  const loadCatalogue: (
    lng: string,
    ns: string,
  ) => Promise<{ default: Record<string, unknown> }> | undefined
  export default loadCatalogue
}
