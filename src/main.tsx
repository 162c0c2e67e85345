import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { createQueryClient } from './lib/loading/query-client'
import { i18n, initI18n } from './lib/i18n'
import {
  adoptRouterReloads,
  keepRouterFromReloading,
  reloadOnce,
} from './lib/reliability/reload-guard'
import {
  fetchLatestBuildId,
  startVersionCheck,
  whenPageIdle,
} from './lib/reliability/version-check'
import { createAppRouter } from './router'
import { holdForBootRequests } from './lib/loading/boot'
import {
  PRERENDERED,
  showConnectionInFirstView,
  showsPrerenderedView,
} from './lib/loading/first-view'
import { isIdlePrefetching } from './lib/loading/idle'
import { warmFormatters } from './lib/format'
import './styles.css'

// A lazily loaded chunk could not be fetched. The importer gets the error (a page change shows
// the app's own message inside the layout and tries again when back online: RouteError). When
// the server answers (its version file arrives) the page reloads once, as the specification
// asks, guarded to once per 10 s; never while offline or while the server cannot be reached,
// where a reload would only replace the app with the browser's error page.
// A file only the idle prefetch asked for is not needed yet (and fails when the connection drops
// during it); one a page change waits for is needed now, prefetch or not.
let navigating = () => false
window.addEventListener('vite:preloadError', (event) => {
  keepRouterFromReloading(event.payload)
  if (isIdlePrefetching() && !navigating()) return
  void fetchLatestBuildId().then((latest) => {
    if (latest) reloadOnce({ error: event.payload })
  })
})
adoptRouterReloads()
// Before anything schedules lazy work: on a deep link to a listing it waits for the calendar's
// first requests (src/lib/loading/critical-work.ts).
holdForBootRequests()

/** Ends the current task: what follows runs in a task of its own. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve))

// No top-level await here: this module shares its chunk with code the route chunks import, and
// a chunk that awaits at the top while a chunk it loads imports it back never hands that chunk
// its exports in WebKit (the listing page failed there). scripts/vite-chunk-guard.ts fails the
// build if a chunk another chunk imports has a top-level await.
void start()

async function start() {
  // The modules' evaluation, the texts' start, the router's creation and the first page's loaders
  // each take a phone's main thread for tens of milliseconds: in one task they would block it as
  // long as all of them together.
  await nextTask()
  await initI18n()
  await nextTask()
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  navigating = () => router.state.isLoading || router.state.status === 'pending'
  // A new deployment reloads the page at its next navigation (to the destination) or when hidden.
  // The first check waits for the page: its first route resolved, then (whenPageIdle) 1 s after
  // start at the earliest, the `load` event and an idle moment.
  startVersionCheck(__BUILD_ID__, {
    whenIdle: (start) => {
      let cancel = () => {}
      const unsubscribe = router.subscribe('onResolved', () => {
        unsubscribe()
        cancel = whenPageIdle(start)
      })
      return () => {
        unsubscribe()
        cancel()
      }
    },
    onNavigate: (listener) =>
      router.subscribe('onBeforeNavigate', (event) => {
        // Not the first load of the page (no location before it): only a move from one page on.
        if (event.fromLocation && event.hrefChanged) listener(event.toLocation.href)
      }),
  })
  await nextTask()

  const root = document.getElementById('root')!
  // The app shell of index.html goes in the frame the app first renders anything (a mutation
  // observer runs before the next paint), so shell and page never show together. A prerendered
  // first view has no shell: React's first commit replaces it in one frame.
  const shell = document.getElementById('app-shell')
  const prerendered = showsPrerenderedView()
  // Until the app takes it over, the first view's own notice says when its data is slow or the
  // browser offline (the app waits for its whole first page there, up to the read's deadline).
  const stopNotice =
    prerendered && showConnectionInFirstView(root, (key) => i18n.t(`errors:${key}`))
  if (shell || prerendered) {
    const observer = new MutationObserver(() => {
      if (!root.firstChild) return
      shell?.remove()
      root.removeAttribute(PRERENDERED)
      if (stopNotice) stopNotice()
      observer.disconnect()
    })
    observer.observe(root, { childList: true })
  }

  // The first page's loaders run before React renders, so the first render is the whole page, in
  // a transition: React renders it in slices of a few milliseconds instead of one long task (the
  // router's own store updates are always synchronous renders). A first load slower than the
  // router's pending delay still renders then, and the router shows its pending page.
  // Over a prerendered first view the app waits for its whole first page: the view stays on screen.
  const loaded = router.load().catch(() => undefined)
  // The formatters' tasks while the loaders wait for the network, not before them.
  warmFormatters(i18n.language)
  await (prerendered
    ? loaded
    : Promise.race([
        loaded,
        new Promise((resolve) => setTimeout(resolve, router.options.defaultPendingMs)),
      ]))

  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    ),
  )
}
