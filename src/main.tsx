import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { createQueryClient } from './lib/query-client'
import { initI18n } from './lib/i18n'
import { adoptRouterReloads, keepRouterFromReloading, reloadOnce } from './lib/reload-guard'
import { fetchLatestBuildId, startVersionCheck } from './lib/version-check'
import { createAppRouter } from './router'
import './styles.css'

// A lazily loaded chunk could not be fetched. The importer gets the error (a page change shows
// the app's own message inside the layout and tries again when back online: RouteError). Only
// a new deployment that removed the chunk reloads, once, and never while offline.
window.addEventListener('vite:preloadError', (event) => {
  keepRouterFromReloading(event.payload)
  void fetchLatestBuildId().then((latest) => {
    if (latest && latest !== __BUILD_ID__) reloadOnce({ error: event.payload })
  })
})
adoptRouterReloads()
startVersionCheck(__BUILD_ID__)

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

await initI18n()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
