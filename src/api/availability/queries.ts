import { queryOptions } from '@tanstack/react-query'
import { getAlternatives, getAvailability, getSlots } from './api'
import type { AlternativesQuery, AvailabilityQuery, SlotsQuery } from './schema'

export const availabilityQueries = {
  all: () => ['availability'] as const,
  calendar: (slug: string, query: AvailabilityQuery) =>
    queryOptions({
      queryKey: [...availabilityQueries.all(), 'calendar', slug, query] as const,
      queryFn: ({ signal }) => getAvailability(slug, query, signal),
      // Places change as others book; keep it fresh but do not refetch on every render.
      staleTime: 15_000,
    }),
  slots: (slug: string, query: SlotsQuery) =>
    queryOptions({
      queryKey: [...availabilityQueries.all(), 'slots', slug, query] as const,
      queryFn: ({ signal }) => getSlots(slug, query, signal),
      staleTime: 15_000,
    }),
  alternatives: (slug: string, query: AlternativesQuery) =>
    queryOptions({
      queryKey: [...availabilityQueries.all(), 'alternatives', slug, query] as const,
      queryFn: ({ signal }) => getAlternatives(slug, query, signal),
      staleTime: 15_000,
    }),
}
