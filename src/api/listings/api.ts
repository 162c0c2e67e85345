import { apiRequest } from '@/lib/http'
import type { StartedCall } from '@/lib/loading/boot'
import {
  ListingListResponseSchema,
  ListingResponseSchema,
  type Listing,
  type ListingFilters,
  type ListingListResponse,
} from './schema'

export const LISTINGS_PATH = '/api/webshop/v1/listings'

/** The query string of GET listings: repeatable tag params, other TAGS filters by their key. */
export function listingQuery(filters: ListingFilters) {
  const query: Record<string, string | number | readonly string[] | undefined> = {
    q: filters.q?.trim() || undefined,
    tags: filters.tags?.length ? filters.tags : undefined,
    type: filters.type,
    date: filters.date,
    people: filters.people,
    page: filters.page,
    perPage: filters.perPage,
    sort: filters.sort,
  }
  for (const [key, values] of Object.entries(filters.extraTags ?? {})) {
    if (values.length && !(key in query)) query[key] = values
  }
  return query
}

/** `started`: the same request already under way (index.html's, src/lib/loading/boot.ts). */
export function getListings(
  filters: ListingFilters = {},
  signal?: AbortSignal,
  started?: StartedCall,
): Promise<ListingListResponse> {
  return apiRequest(LISTINGS_PATH, {
    query: listingQuery(filters),
    schema: ListingListResponseSchema,
    signal,
    started,
  })
}

export async function getListing(
  slug: string,
  signal?: AbortSignal,
  started?: StartedCall,
): Promise<Listing> {
  const answer = await apiRequest(`${LISTINGS_PATH}/${encodeURIComponent(slug)}`, {
    schema: ListingResponseSchema,
    signal,
    started,
  })
  return answer.data
}
