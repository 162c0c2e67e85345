import { QueryClient } from '@tanstack/react-query'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Retries live in one place, the API client (lib/http/). So does offline: a call
      // made offline fails at once and says so (a read: "no connection" with Try again; a
      // mutation is not sent), instead of TanStack Query's default of pausing it silently
      // behind a spinner until the browser is back online (docs/reliability.md).
      queries: {
        retry: false,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}
