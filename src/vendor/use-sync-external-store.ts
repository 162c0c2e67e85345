// Stands in for `use-sync-external-store/shim` (scripts/vite-trim.ts): React 18 has the hook
// itself (docs/decisions/015-react-18.md), so the shim's fallback for older React is dead weight.
export { useSyncExternalStore } from 'react'
