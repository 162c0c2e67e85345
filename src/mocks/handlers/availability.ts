import { http } from 'msw'
import { AVAILABILITY_MAX_DAYS } from '../../api/availability/schema'
import type { AvailabilityDay, Slot } from '../../api/availability/schema'
import { findListing } from '../db/lookup'
import { dayInfo, slotsFor } from '../db/slots'
import { chf } from '../db/listing-resources'
import { message, type Lang } from '../db/locale'
import { addDays, daysBetween, zonedIso } from '../db/time'
import type { MockDb } from '../db/session'
import type { SeedListing, SeedSku } from '../db/types'
import { contextOf } from './context'
import { API, errorJson, json, shopFor, validationError } from './utils'

export const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))

type Parsed =
  | { ok: true; sku: SeedSku | undefined; quantity?: number; blocks?: number }
  | { ok: false; errors: Record<string, string[]> }

/**
 * The query parameters both endpoints share, validated as the backend's form request does. An
 * empty `sku` counts as absent (Laravel's ConvertEmptyStringsToNull); absent, the listing's first
 * dated SKU. `undated`: a listing without dated SKUs is no error then (sku undefined).
 */
export function parseCommon(
  listing: SeedListing,
  params: URLSearchParams,
  lang: Lang,
  undated = false,
): Parsed {
  const errors: Record<string, string[]> = {}
  const skuId = params.get('sku') || null
  const dated = listing.skus.filter((sku) => sku.shape !== 'NONE')
  const sku = skuId ? dated.find((s) => s.id === skuId) : dated[0]
  const none = undated && !skuId && dated.length === 0
  if (!sku && !none)
    errors.sku = [message(skuId ? 'validation.invalid' : 'validation.required', lang)]

  const int = (name: string, min: number, max: number): number | undefined => {
    const raw = params.get(name)
    if (raw === null || raw === '') return undefined
    const value = Number(raw)
    if (!Number.isInteger(value) || value < min || value > max) {
      errors[name] = [message('validation.invalid', lang)]
    }
    return value
  }
  const quantity = int('quantity', 1, 50)
  const blocks =
    sku?.shape === 'BLOCKS' ? int('blocks', sku.minBlocks ?? 1, sku.maxBlocks ?? 1) : undefined
  if (Object.keys(errors).length) return { ok: false, errors }
  return { ok: true, sku, quantity, blocks }
}

export function listingOf(request: Request, slug: string) {
  const { db } = contextOf(request)
  return shopFor(request).id === 'alpenblick' ? findListing(db, slug) : undefined
}

type Errors = Record<string, string[]>

/** A required date parameter (YYYY-MM-DD); undefined, with its field error, when it is not one. */
export function dateParam(params: URLSearchParams, name: string, errors: Errors, lang: Lang) {
  const value = params.get(name)
  if (isDate(value)) return value
  errors[name] = [message(value ? 'validation.date' : 'validation.required', lang)]
  return undefined
}

type ListingQuery<T, S> =
  | { ok: false; response: Response }
  | {
      ok: true
      db: MockDb
      lang: Lang
      listing: SeedListing
      sku: S
      quantity?: number
      blocks?: number
      own: T
    }

/**
 * What the calendar endpoints of a listing (availability, slots, alternatives) read first: the
 * listing of `:slug` (404 otherwise) and the query parameters they share. `own` reads the
 * endpoint's own parameters into the same errors, so that one 422 lists them all, as a form
 * request does; it answers undefined when they do not hold. `undated` (availability): without
 * `sku`, a listing with no dated SKUs is no error (sku undefined).
 */
export function listingQuery<T, U extends boolean = false>(
  request: Request,
  slug: string,
  own: (params: URLSearchParams, errors: Errors, lang: Lang) => T | undefined,
  options: { undated?: U } = {},
): ListingQuery<T, U extends true ? SeedSku | undefined : SeedSku> {
  const { db, lang, url } = contextOf(request)
  const listing = listingOf(request, slug)
  if (!listing) {
    return { ok: false, response: errorJson(404, 'LISTING_NOT_FOUND', 'Listing not found.') }
  }
  const common = parseCommon(listing, url.searchParams, lang, options.undated ?? false)
  const errors: Errors = common.ok ? {} : { ...common.errors }
  const value = own(url.searchParams, errors, lang)
  if (!common.ok || Object.keys(errors).length || value === undefined) {
    return { ok: false, response: validationError(errors) }
  }
  const { quantity, blocks } = common
  // Only an `undated` query can come without a SKU (parseCommon).
  const sku = common.sku as U extends true ? SeedSku | undefined : SeedSku
  return { ok: true, db, lang, listing, sku, quantity, blocks, own: value }
}

/** The availability's `from` and `to`: dates, in order, at most AVAILABILITY_MAX_DAYS apart. */
function dayRange(search: URLSearchParams, errors: Errors, lang: Lang) {
  const from = dateParam(search, 'from', errors, lang)
  const to = dateParam(search, 'to', errors, lang)
  if (from === undefined || to === undefined) return undefined
  const span = daysBetween(from, to)
  if (span < 0) errors.to = [message('validation.invalid', lang)]
  else if (span + 1 > AVAILABILITY_MAX_DAYS) errors.to = [message('validation.range', lang)]
  return { from, to }
}

export const availabilityHandlers = [
  http.get(`${API}/listings/:slug/availability`, ({ request, params }) => {
    const query = listingQuery(request, String(params.slug), dayRange, { undated: true })
    if (!query.ok) return query.response
    const { db, listing, sku, quantity, blocks, own } = query
    // Without `sku`, a listing that has no dated offers (vouchers, goods) has no days: an empty
    // list, not a 422 (index.html asks for a deep link's month before it knows the listing).
    if (!sku) return json({ data: [] })
    const days: AvailabilityDay[] = []
    for (let date = own.from; date <= own.to; date = addDays(date, 1)) {
      const day = dayInfo(db, listing, sku, date, { quantity, blocks })
      days.push({
        date,
        status: day.status,
        ...(day.amountLeft !== undefined ? { amountLeft: day.amountLeft } : {}),
        priceFrom: day.priceFrom === null ? null : chf(day.priceFrom),
      })
    }
    return json({ data: days })
  }),

  http.get(`${API}/listings/:slug/slots`, ({ request, params }) => {
    const query = listingQuery(request, String(params.slug), (search, errors, lang) =>
      dateParam(search, 'date', errors, lang),
    )
    if (!query.ok) return query.response
    const { db, listing, sku, quantity, blocks, own: date } = query
    const options = { quantity, blocks }
    const slots: Slot[] = slotsFor(db, listing, sku, date, options).map((slot) => ({
      id: slot.id,
      start: zonedIso(slot.date, slot.time),
      end: zonedIso(slot.date, slot.endTime),
      startTime: slot.time,
      endTime: slot.endTime,
      status: slot.status,
      amountLeft: slot.amountLeft,
      ...(slot.price !== null ? { price: chf(slot.price) } : {}),
    }))
    return json({ data: slots })
  }),
]
