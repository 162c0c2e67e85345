import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { loadShopConfig } from '@/api/config'
import { HttpError, RouteError } from '@/components/ui/RouteError'
import { ErrorScreen } from '@/components/ui/ErrorScreen'
import { HeadManager } from '@/components/layout/HeadManager'
import { RouterLoadingBar } from '@/components/layout/RouterLoadingBar'
import { ThemeStyle } from '@/components/layout/ThemeStyle'
import { env } from '@/lib/env'
import { isValidHost } from '@/lib/host'

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
  return (
    <>
      <ThemeStyle />
      <HeadManager />
      <RouterLoadingBar />
      <Outlet />
    </>
  )
}
