import { http } from 'msw'
import type { Alternatives, AlternativeSlot } from '../../api/availability/schema'
import { HINT_HORIZON_DAYS, dayInfo, slotsFor, today, type SlotInfo } from '../db/availability'
import { toSummary } from '../db/listing-resources'
import { message } from '../db/locale'
import type { MockDb } from '../db/session'
import { addDays } from '../db/time'
import type { SeedListing, SeedSku } from '../db/types'
import { isDate, listingOf, parseCommon } from './availability'
import { contextOf } from './context'
import { API, errorJson, json, validationError } from './utils'

/** At most this many of each: slots before, slots after, other listings. */
const ALTERNATIVES_EACH = 3

const fits = (slot: SlotInfo, quantity: number) =>
  slot.status === 'UPON_REQUEST' || (slot.status !== 'SOLD_OUT' && slot.amountLeft >= quantity)

function toAlternative(slot: SlotInfo): AlternativeSlot {
  return {
    date: slot.date,
    slotId: slot.id,
    startTime: slot.time,
    endTime: slot.endTime,
    status: slot.status,
    amountLeft: slot.amountLeft,
  }
}

/**
 * The nearest slots of the same SKU that take the whole party, walking away from `date` day by
 * day (before: not before today; both within the overview's horizon). On `date` itself only the
 * times after (or before) the chosen `time` (HHMM) count; without one, all of them count as after.
 */
function nearest(
  db: MockDb,
  listing: SeedListing,
  sku: SeedSku,
  date: string,
  options: { quantity: number; blocks?: number; time?: string },
  direction: 1 | -1,
): AlternativeSlot[] {
  const found: AlternativeSlot[] = []
  const first = today(db)
  for (let i = 0; i <= HINT_HORIZON_DAYS && found.length < ALTERNATIVES_EACH; i += 1) {
    const day = addDays(date, i * direction)
    if (day < first) break
    let slots = slotsFor(db, listing, sku, day, options).filter((slot) =>
      fits(slot, options.quantity),
    )
    // On the day itself: only the other times on the proper side of the chosen one.
    if (i === 0) {
      const chosen = options.time
      slots = chosen
        ? slots.filter((slot) =>
            direction > 0
              ? slot.time.replace(':', '') > chosen
              : slot.time.replace(':', '') < chosen,
          )
        : direction > 0
          ? slots
          : []
    }
    if (direction < 0) slots.reverse()
    found.push(...slots.slice(0, ALTERNATIVES_EACH - found.length).map(toAlternative))
  }
  return direction < 0 ? found.reverse() : found
}

export const groupHandlers = [
  http.get(`${API}/listings/:slug/alternatives`, ({ request, params }) => {
    const { db, lang, url } = contextOf(request)
    const listing = listingOf(request, String(params.slug))
    if (!listing) return errorJson(404, 'LISTING_NOT_FOUND', 'Listing not found.')
    const common = parseCommon(listing, url.searchParams, lang)
    const errors = common.ok ? {} : { ...common.errors }
    const date = url.searchParams.get('date')
    if (!isDate(date))
      errors.date = [message(date ? 'validation.date' : 'validation.required', lang)]
    const slot = url.searchParams.get('slot') ?? undefined
    if (slot !== undefined && !/^[\w.:|-]{1,160}$/.test(slot))
      errors.slot = [message('validation.invalid', lang)]
    if (!common.ok || Object.keys(errors).length || !isDate(date)) return validationError(errors)
    const options = {
      quantity: common.quantity ?? 1,
      blocks: common.blocks,
      // A chosen slot of that day: the others of the day split into before and after it.
      time: slot && slot.includes(date) ? slotTime(slot) : undefined,
    }
    const before = nearest(db, listing, common.sku, date, options, -1)
    const after = nearest(db, listing, common.sku, date, options, 1)
    // Other listings sharing a tag that take the whole party on that date.
    const listings = db.listings
      .filter(
        (other) => other.id !== listing.id && other.tags.some((t) => listing.tags.includes(t)),
      )
      .filter((other) =>
        other.skus.some((sku) => {
          if (sku.shape === 'NONE') return false
          if (sku.maxParticipants !== undefined && options.quantity > sku.maxParticipants)
            return false
          const status = dayInfo(db, other, sku, date, { quantity: options.quantity }).status
          return status === 'AVAILABLE' || status === 'STOCK_LOW' || status === 'UPON_REQUEST'
        }),
      )
      .sort((a, b) => a.rank - b.rank)
      .slice(0, ALTERNATIVES_EACH)
      .map((other) => toSummary(db, other, lang))
    const data: Alternatives = { before, after, listings }
    return json({ data })
  }),
]

/** The time (HHMM) a slot id ends with (before its blocks). */
function slotTime(slot: string): string {
  const match = /_(\d{4})(?:_\d+b)?$/.exec(slot)
  return match?.[1] ?? ''
}
