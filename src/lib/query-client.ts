import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { noteCallAnswered, noteCallFailed } from './hold-expired'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A hold that ran out is noticed from any call (lib/hold-expired.ts).
    queryCache: new QueryCache({ onError: noteCallFailed, onSuccess: noteCallAnswered }),
    mutationCache: new MutationCache({ onError: noteCallFailed, onSuccess: noteCallAnswered }),
    defaultOptions: {
      // Retries live in one place, the API client (lib/api-client.ts).
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}
