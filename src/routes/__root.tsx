import { useEffect } from 'react'
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { loadShopConfig } from '@/api/config'
import { HttpError, RouteError } from '@/components/ui/RouteError'
import { ErrorScreen } from '@/components/ui/ErrorScreen'
import { preloadProblemText } from '@/components/ui/ProblemText'
import { ConnectionNotice } from '@/components/layout/ConnectionNotice'
import { HeadManager } from '@/components/layout/HeadManager'
import { RouterLoadingBar } from '@/components/layout/RouterLoadingBar'
import { ThemeStyle } from '@/components/layout/ThemeStyle'
import { env } from '@/lib/env'
import { isBrowserOffline, subscribeConnection } from '@/lib/reliability/connection'
import { ensureFirstCatalogues, ensureNamespaces } from '@/lib/i18n'
import { isValidHost } from '@/lib/navigation/host'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: () => {
    if (!isValidHost(window.location.hostname, env.sharedHostingDomain)) {
      throw new HttpError(404, 'Invalid host', 'invalid-host')
    }
  },
  // Nothing of the shop renders before the configuration and the first catalogues are there.
  loader: async ({ context }) => {
    const [config] = await Promise.all([
      loadShopConfig(context.queryClient),
      ensureFirstCatalogues(),
    ])
    return config
  },
  component: RootComponent,
  // The root's error replaces its component: the connection notice comes along.
  errorComponent: (props) => (
    <>
      <RouteError {...props} />
      <ConnectionNotice />
    </>
  ),
  notFoundComponent: () => <ErrorScreen status={404} />,
})

function RootComponent() {
  // What a failed change needs (the message table and the `problems` texts) is fetched on the
  // visitor's first interaction or the first sign of connection trouble, while the connection
  // is still there; not before, so the first page does not carry
  // it (docs/reliability.md). Until it is there, ProblemText shows a general text of `errors`.
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const
    let stop = () => {}
    const arm = () => {
      // Not while offline: a catalogue i18next could not fetch stays failed for the page, and
      // messages would keep the general text. Going back online calls this again.
      if (isBrowserOffline()) return
      stop()
      void preloadProblemText().catch(() => undefined)
      void ensureNamespaces('problems').catch(() => undefined)
    }
    for (const name of events) window.addEventListener(name, arm, { once: true, passive: true })
    const unsubscribe = subscribeConnection(arm)
    stop = () => {
      unsubscribe()
      for (const name of events) window.removeEventListener(name, arm)
    }
    return stop
  }, [])
  return (
    <>
      <ThemeStyle />
      <HeadManager />
      <RouterLoadingBar />
      <Outlet />
      {/* In the first chunk: it shows even before the visitor touched the page. */}
      <ConnectionNotice />
    </>
  )
}
