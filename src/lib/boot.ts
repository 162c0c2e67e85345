/**
 * Requests started by index.html before the app bundle (scripts/vite-boot.ts). Each is taken
 * once: the first load adopts it, later loads (a retry, a refetch) request anew.
 */
interface Boot {
  config?: Promise<Response>
}

declare global {
  interface Window {
    __boot?: Boot
  }
}

export function takeBootRequest(name: keyof Boot): Promise<Response> | undefined {
  if (typeof window === 'undefined' || !window.__boot) return undefined
  const request = window.__boot[name]
  delete window.__boot[name]
  return request
}
