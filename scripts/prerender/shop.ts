// Reads the live API as the app does (src/api/*): the configuration and every listing, each in
// every language of the shop (the API answers texts in the Accept-Language).
import * as v from 'valibot'
import { ShopConfigResponseSchema, type ShopConfig } from '../../src/api/config/schema'
import {
  LISTINGS_MAX_PER_PAGE,
  ListingListResponseSchema,
  ListingResponseSchema,
  type Listing,
  type ListingListResponse,
} from '../../src/api/listings/schema'
import type { Language } from '../../src/api/shared/schemas'
import { shopLanguages } from '../../src/lib/seo/pages'

export const API_BASE = '/api/webshop/v1'

export interface Shop {
  config: ShopConfig
  languages: Language[]
  /** Listings by slug, each in every language of the shop. */
  listings: Map<string, Map<Language, Listing>>
  /** The home's first page of offers per language, as the app asks for it (no filters). */
  firstPages: Map<Language, ListingListResponse>
}

/** The backend's origin, given with or without the API base. */
export function apiRoot(api: string): string {
  return api.replace(/\/+$/, '').replace(new RegExp(`${API_BASE}$`), '')
}

/**
 * How often a read the API refuses for its rate limit (429: Laravel's API allows 60 a minute by
 * default, and a shop of 20 listings in three languages asks more) is tried again, and the longest
 * wait its Retry-After may ask for.
 */
export const RATE_LIMIT_RETRIES = 5
const LONGEST_WAIT_MS = 65_000

/** Retry-After in seconds or as a date; without one, 1, 2, 4 … seconds. */
export function retryDelayMs(retryAfter: string | null, attempt: number, now = Date.now()): number {
  const seconds = Number(retryAfter)
  const date = retryAfter ? Date.parse(retryAfter) : NaN
  const ms =
    retryAfter && Number.isFinite(seconds)
      ? seconds * 1000
      : Number.isFinite(date)
        ? date - now
        : 1000 * 2 ** attempt
  return Math.min(Math.max(ms, 0), LONGEST_WAIT_MS)
}

async function getJson<S extends v.GenericSchema>(
  url: string,
  lang: Language,
  schema: S,
): Promise<v.InferOutput<S>> {
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(url, {
      headers: { Accept: 'application/json', 'Accept-Language': lang },
    })
    if (response.status === 429 && attempt < RATE_LIMIT_RETRIES) {
      await response.text()
      const wait = retryDelayMs(response.headers.get('Retry-After'), attempt)
      await new Promise((resolve) => setTimeout(resolve, wait))
      continue
    }
    if (!response.ok) throw new Error(`prerender: GET ${url} answered ${response.status}`)
    return v.parse(schema, await response.json())
  }
}

/** Requests in flight at once: the reads take a fraction of the time, the API is not flooded. */
const PARALLEL_READS = 4

/** Runs the tasks with at most `width` of them at a time; the first failure fails the whole. */
async function inTurns(tasks: (() => Promise<void>)[], width: number): Promise<void> {
  const queue = [...tasks]
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task()
  }
  await Promise.all(Array.from({ length: Math.min(width, queue.length) }, worker))
}

export async function readShop(api: string): Promise<Shop> {
  const base = `${apiRoot(api)}${API_BASE}`
  // Its texts are maps by language: one answer serves every language.
  const config = (await getJson(`${base}/config`, 'de', ShopConfigResponseSchema)).data
  const languages = shopLanguages(config.languages)
  const slugs: string[] = []
  for (let page = 1; ; page++) {
    const answer = await getJson(
      `${base}/listings?perPage=${LISTINGS_MAX_PER_PAGE}&page=${page}`,
      languages[0]!,
      ListingListResponseSchema,
    )
    slugs.push(...answer.data.map((listing) => listing.slug))
    if (answer.data.length === 0 || page * answer.meta.perPage >= answer.meta.total) break
  }
  const listings = new Map<string, Map<Language, Listing>>()
  const firstPages = new Map<Language, ListingListResponse>()
  const reads = [
    ...languages.map((lang) => async () => {
      firstPages.set(lang, await getJson(`${base}/listings`, lang, ListingListResponseSchema))
    }),
    ...slugs.flatMap((slug) => {
      const byLanguage = new Map<Language, Listing>()
      listings.set(slug, byLanguage)
      const url = `${base}/listings/${encodeURIComponent(slug)}`
      return languages.map((lang) => async () => {
        byLanguage.set(lang, (await getJson(url, lang, ListingResponseSchema)).data)
      })
    }),
  ]
  await inTurns(reads, PARALLEL_READS)
  return { config, languages, listings, firstPages }
}
