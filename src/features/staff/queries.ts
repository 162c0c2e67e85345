import { queryOptions } from '@tanstack/react-query'
import { getAvailability, getProfile, getStaffSession } from '@/api/staff/api'

export const staffQueries = {
  all: () => ['staff'] as const,
  session: () =>
    queryOptions({
      queryKey: [...staffQueries.all(), 'session'] as const,
      queryFn: ({ signal }) => getStaffSession(signal),
      staleTime: 60_000,
    }),
  profile: () =>
    queryOptions({
      queryKey: [...staffQueries.all(), 'profile'] as const,
      queryFn: ({ signal }) => getProfile(signal),
    }),
  availability: (from: string, to: string) =>
    queryOptions({
      queryKey: [...staffQueries.all(), 'availability', from, to] as const,
      queryFn: ({ signal }) => getAvailability(from, to, signal),
    }),
}
