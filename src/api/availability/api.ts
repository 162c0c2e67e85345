import { apiRequest } from '@/lib/http'
import { takeStarted, takeStartedDay, type StartedCall } from '@/lib/loading/boot'
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
 * The month or a day's slots index.html asked for on a deep link to the listing
 * (scripts/route-boot.ts), when it is exactly this query of this listing; taken once.
 */
function bootAnswer(
  key: 'month' | 'slots' | 'days',
  slug: string,
  query: Record<string, unknown>,
): StartedCall | undefined {
  const matches = (started: { slug: string; query: Record<string, unknown> }) =>
    started.slug === slug &&
    [...Object.keys(query), ...Object.keys(started.query)].every(
      (key) => query[key] === started.query[key],
    )
  return key === 'days' ? takeStartedDay(matches) : takeStarted(key, matches)
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
    // A day's slots are what a click waits for: ahead of the page's lazy parts in the lanes.
    priority: 'high',
    started: bootAnswer('slots', slug, { ...query }) ?? bootAnswer('days', slug, { ...query }),
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
