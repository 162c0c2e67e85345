import { http } from 'msw'
import { AVAILABILITY_MAX_DAYS } from '../../api/availability/schema'
import type { AvailabilityDay, Slot } from '../../api/availability/schema'
import { dayInfo, findListing, slotsFor } from '../db/availability'
import { chf } from '../db/listing-resources'
import { message, type Lang } from '../db/locale'
import { addDays, daysBetween, zonedIso } from '../db/time'
import type { SeedListing, SeedSku } from '../db/types'
import { contextOf } from './context'
import { API, errorJson, json, shopFor, validationError } from './utils'

export const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))

type Parsed =
  | { ok: true; sku: SeedSku; quantity?: number; blocks?: number }
  | { ok: false; errors: Record<string, string[]> }

/** The query parameters both endpoints share, validated as the backend's form request does. */
export function parseCommon(listing: SeedListing, params: URLSearchParams, lang: Lang): Parsed {
  const errors: Record<string, string[]> = {}
  const skuId = params.get('sku')
  const dated = listing.skus.filter((sku) => sku.shape !== 'NONE')
  const sku = skuId ? dated.find((s) => s.id === skuId) : dated[0]
  if (!sku) errors.sku = [message(skuId ? 'validation.invalid' : 'validation.required', lang)]

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
  if (!sku || Object.keys(errors).length) return { ok: false, errors }
  return { ok: true, sku, quantity, blocks }
}

export function listingOf(request: Request, slug: string) {
  const { db } = contextOf(request)
  return shopFor(request).id === 'alpenblick' ? findListing(db, slug) : undefined
}

export const availabilityHandlers = [
  http.get(`${API}/listings/:slug/availability`, ({ request, params }) => {
    const { db, lang, url } = contextOf(request)
    const listing = listingOf(request, String(params.slug))
    if (!listing) return errorJson(404, 'LISTING_NOT_FOUND', 'Listing not found.')
    const common = parseCommon(listing, url.searchParams, lang)
    const errors = common.ok ? {} : { ...common.errors }
    const from = url.searchParams.get('from')
    const to = url.searchParams.get('to')
    if (!isDate(from))
      errors.from = [message(from ? 'validation.date' : 'validation.required', lang)]
    if (!isDate(to)) errors.to = [message(to ? 'validation.date' : 'validation.required', lang)]
    if (isDate(from) && isDate(to)) {
      const span = daysBetween(from, to)
      if (span < 0) errors.to = [message('validation.invalid', lang)]
      else if (span + 1 > AVAILABILITY_MAX_DAYS) errors.to = [message('validation.range', lang)]
    }
    if (!common.ok || Object.keys(errors).length || !isDate(from) || !isDate(to)) {
      return validationError(errors)
    }
    const days: AvailabilityDay[] = []
    for (let date = from; date <= to; date = addDays(date, 1)) {
      const day = dayInfo(db, listing, common.sku, date, common)
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
    const { db, lang, url } = contextOf(request)
    const listing = listingOf(request, String(params.slug))
    if (!listing) return errorJson(404, 'LISTING_NOT_FOUND', 'Listing not found.')
    const common = parseCommon(listing, url.searchParams, lang)
    const errors = common.ok ? {} : { ...common.errors }
    const date = url.searchParams.get('date')
    if (!isDate(date))
      errors.date = [message(date ? 'validation.date' : 'validation.required', lang)]
    if (!common.ok || Object.keys(errors).length || !isDate(date)) return validationError(errors)
    const slots: Slot[] = slotsFor(db, listing, common.sku, date, common).map((slot) => ({
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
