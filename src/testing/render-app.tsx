import { render } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import { createQueryClient } from '@/lib/loading/query-client'
import { initI18n } from '@/lib/i18n'
import { createAppRouter } from '@/router'

/** Renders the real route tree at a path, with a memory history and a fresh QueryClient. */
export async function renderApp(path: string) {
  await initI18n()
  const queryClient = createQueryClient()
  const history = createMemoryHistory({ initialEntries: [path] })
  const router = createAppRouter(queryClient, history)
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, router, queryClient }
}
