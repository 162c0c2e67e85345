import { http } from 'msw'
import {
  LISTINGS_DEFAULT_PER_PAGE,
  LISTINGS_MAX_PER_PAGE,
  LISTING_SORTS,
  SKU_TYPES,
  type SkuType,
} from '../../api/listings/schema'
import { HINT_HORIZON_DAYS, availabilityHint, timeStatus } from '../db/availability'
import { findListing, today } from '../db/lookup'
import { dayInfo } from '../db/slots'
import { addDays } from '../db/time'
import { toListing, toSummary } from '../db/listing-resources'
import { message } from '../db/locale'
import type { SeedListing } from '../db/types'
import type { MockDb } from '../db/session'
import { isDate } from './availability'
import { contextOf } from './context'
import { API, errorJson, json, shopFor, validationError } from './utils'

/** Only the main demo shop has offers; the second shop shows the "no offers" state. */
const SHOP_WITH_LISTINGS = 'alpenblick'

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** Whether a dated offer of the listing takes `people` (1 when absent) on that date. */
function bookableOn(db: MockDb, listing: SeedListing, date: string, people?: number): boolean {
  return listing.skus.some((sku) => {
    if (sku.shape === 'NONE') return false
    if (people && sku.maxParticipants !== undefined && people > sku.maxParticipants) return false
    const status = dayInfo(db, listing, sku, date, { quantity: people }).status
    return status === 'AVAILABLE' || status === 'STOCK_LOW' || status === 'UPON_REQUEST'
  })
}

/** `people` without a date: some day ahead (the overview's horizon) takes them all. */
function roomFor(db: MockDb, listing: SeedListing, people: number): boolean {
  const start = today(db)
  for (let i = 0; i < HINT_HORIZON_DAYS; i += 1) {
    if (bookableOn(db, listing, addDays(start, i), people)) return true
  }
  return false
}

export const catalogueHandlers = [
  http.get(`${API}/listings`, ({ request }) => {
    const { db, lang, url } = contextOf(request)
    const params = url.searchParams
    const shop = shopFor(request)
    const errors: Record<string, string[]> = {}

    const intParam = (name: string, fallback: number, max: number) => {
      const raw = params.get(name)
      if (raw === null || raw === '') return fallback
      const value = Number(raw)
      if (!Number.isInteger(value) || value < 1 || value > max) {
        errors[name] = [message('validation.invalid', lang)]
        return fallback
      }
      return value
    }
    const page = intParam('page', 1, 10_000)
    const perPage = intParam('perPage', LISTINGS_DEFAULT_PER_PAGE, LISTINGS_MAX_PER_PAGE)
    const type = params.get('type') || undefined
    if (type && !(SKU_TYPES as readonly string[]).includes(type)) {
      errors.type = [message('validation.invalid', lang)]
    }
    const sort = params.get('sort') || 'recommended'
    if (!(LISTING_SORTS as readonly string[]).includes(sort)) {
      errors.sort = [message('validation.invalid', lang)]
    }
    const date = params.get('date') || undefined
    if (date && !isDate(date)) errors.date = [message('validation.date', lang)]
    // Places the whole party needs: only listings with room for that many (on `date` if given).
    const peopleRaw = params.get('people')
    const people = peopleRaw ? intParam('people', 0, 50) || undefined : undefined
    if (Object.keys(errors).length) return validationError(errors)

    // Every TAGS filter of the shop configuration filters by the tags of its group, so a new
    // filter in the config works without a code change (any-of within one parameter).
    const tagFilters: Array<Set<string>> = []
    const tagKeys = new Set(['tags'])
    for (const filter of shop.filterConfig) if (filter.type === 'TAGS') tagKeys.add(filter.key)
    for (const key of tagKeys) {
      const values = params
        .getAll(key)
        .flatMap((v) => v.split(','))
        .filter(Boolean)
      if (values.length) tagFilters.push(new Set(values))
    }
    const q = normalize(params.get('q')?.trim() ?? '')

    const listings = shop.id === SHOP_WITH_LISTINGS ? db.listings : []
    const matches = listings
      .filter((listing) => tagFilters.every((set) => listing.tags.some((tag) => set.has(tag))))
      .filter((listing) => !type || listing.skus.some((sku) => sku.type === (type as SkuType)))
      .filter((listing) => {
        if (!q) return true
        const haystack = normalize(
          [
            listing.title[lang],
            listing.teaser[lang],
            listing.description[lang],
            listing.location?.[lang] ?? '',
          ].join(' '),
        )
        return q.split(/\s+/).every((word) => haystack.includes(word))
      })
      .filter((listing) => !date || bookableOn(db, listing, date, people))
      .filter((listing) => !people || date !== undefined || roomFor(db, listing, people))
    // Past listings go last so the overview opens with what can be booked.
    const pastLast = (a: SeedListing, b: SeedListing) =>
      Number(timeStatus(db, a) === 'IN_PAST') - Number(timeStatus(db, b) === 'IN_PAST')
    if (sort === 'date') {
      // Upcoming first (embedded "upcoming" list): by next bookable date, undated and
      // unbookable listings after the dated ones.
      const next = new Map(
        matches.map((l) => {
          const hint = availabilityHint(db, l)
          return [l.id, hint.status === 'SOLD_OUT' ? '9999' : (hint.nextDate ?? '9999')]
        }),
      )
      matches.sort(
        (a, b) =>
          pastLast(a, b) ||
          (next.get(a.id) ?? '').localeCompare(next.get(b.id) ?? '') ||
          a.rank - b.rank,
      )
    } else {
      matches.sort((a, b) => pastLast(a, b) || a.rank - b.rank)
    }

    const data = matches
      .slice((page - 1) * perPage, page * perPage)
      .map((l) => toSummary(db, l, lang))
    return json({ data, meta: { page, perPage, total: matches.length } })
  }),

  http.get(`${API}/listings/:slug`, ({ request, params }) => {
    const { db, lang } = contextOf(request)
    const listing =
      shopFor(request).id === SHOP_WITH_LISTINGS ? findListing(db, String(params.slug)) : undefined
    if (!listing) return errorJson(404, 'LISTING_NOT_FOUND', 'Listing not found.')
    return json({ data: toListing(db, listing, lang) })
  }),
]
