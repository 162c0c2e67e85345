import { setupWorker } from 'msw/browser'
import { handlers } from './handlers'

/**
 * Opt-in: the same mock backend inside a service worker, for a static demo without a Node
 * server. Needs `public/mockServiceWorker.js` (`npx msw init public`) and a call from main.tsx
 * before the first render, e.g. behind `import.meta.env.VITE_MOCK_WORKER === 'on'`.
 *
 * Limitation: service workers do not serve page navigations, so the mock payment provider page
 * (/mock-payment/…) cannot open; the API itself, cookies and sessions work as over HTTP.
 */
export const worker = setupWorker(...handlers)

export function startMockWorker(baseUrl = '/'): Promise<unknown> {
  return worker.start({
    serviceWorker: { url: `${baseUrl}mockServiceWorker.js` },
    // The app's own files and anything else the mock does not know go to the network.
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
}
