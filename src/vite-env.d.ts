/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string
  readonly VITE_SENTRY_DSN?: string
  readonly VITE_SHARED_HOSTING_DOMAIN?: string
}

declare const __BUILD_ID__: string
