import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { takeBootListing, takeBootListings } from '@/lib/loading/boot'
import { getListing, getListings } from './api'
import type { ListingFilters } from './schema'

export const listingQueries = {
  all: () => ['listings'] as const,
  lists: () => [...listingQueries.all(), 'list'] as const,
  /**
   * Texts come resolved in the request language, so pass the current language: it is part of
   * the key and a language switch loads fresh texts instead of showing cached ones.
   */
  list: (filters: ListingFilters = {}, lang?: string) =>
    queryOptions({
      queryKey: [...listingQueries.lists(), filters, lang ?? null] as const,
      // The first page without filters may already be under way from index.html: adopted once.
      queryFn: ({ signal }) =>
        getListings(
          filters,
          signal,
          Object.keys(filters).length === 0 ? takeBootListings(lang) : undefined,
        ),
      // Changing a filter keeps the previous results on screen until the new ones arrive.
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    }),
  details: () => [...listingQueries.all(), 'detail'] as const,
  detail: (slug: string, lang?: string) =>
    queryOptions({
      queryKey: [...listingQueries.details(), slug, lang ?? null] as const,
      // A deep link's listing may already be under way from index.html: adopted once.
      queryFn: ({ signal }) => getListing(slug, signal, takeBootListing(slug, lang)),
      staleTime: 60_000,
    }),
}
