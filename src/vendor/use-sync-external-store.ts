// Stands in for `use-sync-external-store/shim` (scripts/vite-trim.ts): React 19 has the hook
// itself, the shim's fallback for React < 18 is dead weight in every page.
export { useSyncExternalStore } from 'react'
