import { apiRequest } from '@/lib/api-client'
import { takeStarted } from '@/lib/boot'
import { LISTINGS_PATH } from '../listings/api'
import {
  AlternativesResponseSchema,
  AvailabilityResponseSchema,
  type Alternatives,
  type AlternativesQuery,
  SlotsResponseSchema,
  type AvailabilityDay,
  type AvailabilityQuery,
  type Slot,
  type SlotsQuery,
} from './schema'

/**
 * The month or the day's slots index.html asked for on a deep link to the listing
 * (scripts/vite-boot.ts), when it is exactly this query of this listing; taken once.
 */
function bootAnswer(
  key: 'month' | 'slots',
  slug: string,
  query: Record<string, unknown>,
): Promise<Response> | undefined {
  return takeStarted(
    key,
    (started) =>
      started.slug === slug &&
      [...Object.keys(query), ...Object.keys(started.query)].every(
        (key) => query[key] === started.query[key],
      ),
  )
}

export async function getAvailability(
  slug: string,
  query: AvailabilityQuery,
  signal?: AbortSignal,
): Promise<AvailabilityDay[]> {
  const answer = await apiRequest(`${LISTINGS_PATH}/${encodeURIComponent(slug)}/availability`, {
    query: { ...query },
    schema: AvailabilityResponseSchema,
    signal,
    started: bootAnswer('month', slug, { ...query }),
  })
  return answer.data
}

export async function getSlots(
  slug: string,
  query: SlotsQuery,
  signal?: AbortSignal,
): Promise<Slot[]> {
  const answer = await apiRequest(`${LISTINGS_PATH}/${encodeURIComponent(slug)}/slots`, {
    query: { ...query },
    schema: SlotsResponseSchema,
    signal,
    started: bootAnswer('slots', slug, { ...query }),
  })
  return answer.data
}

/** Nearest fitting slots of the same offer and other listings for a date that cannot take the party. */
export async function getAlternatives(
  slug: string,
  query: AlternativesQuery,
  signal?: AbortSignal,
): Promise<Alternatives> {
  const answer = await apiRequest(`${LISTINGS_PATH}/${encodeURIComponent(slug)}/alternatives`, {
    query: { ...query },
    schema: AlternativesResponseSchema,
    signal,
  })
  return answer.data
}
