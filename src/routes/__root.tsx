import { Suspense, lazy, useEffect, useState } from 'react'
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { loadShopConfig } from '@/api/config'
import { HttpError, RouteError } from '@/components/ui/RouteError'
import { ErrorScreen } from '@/components/ui/ErrorScreen'
import { HeadManager } from '@/components/layout/HeadManager'
import { RouterLoadingBar } from '@/components/layout/RouterLoadingBar'
import { ThemeStyle } from '@/components/layout/ThemeStyle'
import { env } from '@/lib/env'
import { subscribeConnection } from '@/lib/connection'
import { isValidHost } from '@/lib/host'

const ConnectionNotice = lazy(() =>
  import('@/components/layout/ConnectionNotice').then((module) => ({
    default: module.ConnectionNotice,
  })),
)

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: () => {
    if (!isValidHost(window.location.hostname, env.sharedHostingDomain)) {
      throw new HttpError(404, 'Invalid host', 'invalid-host')
    }
  },
  // Nothing of the shop renders before the configuration is there.
  loader: ({ context }) => loadShopConfig(context.queryClient),
  component: RootComponent,
  errorComponent: RouteError,
  notFoundComponent: () => <ErrorScreen status={404} />,
})

function RootComponent() {
  // Loaded on the visitor's first interaction or the first sign of connection trouble, so the
  // first page's bytes stay as they were.
  const [armed, setArmed] = useState(false)
  useEffect(() => {
    const arm = () => setArmed(true)
    const events = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'offline'] as const
    for (const name of events) window.addEventListener(name, arm, { once: true, passive: true })
    const stop = subscribeConnection(arm)
    return () => {
      stop()
      for (const name of events) window.removeEventListener(name, arm)
    }
  }, [])
  // The texts for failed changes and contract codes, after the first render (lib/problems.ts).
  return (
    <>
      <ThemeStyle />
      <HeadManager />
      <RouterLoadingBar />
      <Outlet />
      {/* Lazy: with it come the message table and texts for failures (ConnectionNotice.tsx). */}
      {armed ? (
        <Suspense fallback={null}>
          <ConnectionNotice />
        </Suspense>
      ) : null}
    </>
  )
}
