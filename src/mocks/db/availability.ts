import type { AvailabilityHint, TimeStatus } from '../../api/listings/schema'
import { lowestPrice, today } from './lookup'
import { STOCK_LOW_THRESHOLD, stockLeft } from './places'
import type { MockDb } from './session'
import { dayInfo } from './slots'
import { addDays, daysBetween } from './time'
import type { SeedListing } from './types'

/** How far ahead the overview looks for the next bookable date. */
export const HINT_HORIZON_DAYS = 92

export function timeStatus(db: MockDb, listing: SeedListing): TimeStatus {
  if (!listing.season) return 'IN_FUTURE'
  const offsetToday = daysBetween(db.seedDay, today(db))
  if (listing.season.to < offsetToday) return 'IN_PAST'
  if (listing.kind === 'event' && listing.season.from <= offsetToday) return 'ONGOING'
  return 'IN_FUTURE'
}

export function listingDates(listing: SeedListing, db: MockDb) {
  if (!listing.season) return {}
  return {
    startDate: addDays(db.seedDay, listing.season.from),
    endDate: addDays(db.seedDay, listing.season.to),
  }
}

/** The overview's hint: the next bookable day, or why there is none. */
export function availabilityHint(db: MockDb, listing: SeedListing): AvailabilityHint {
  const undated = listing.skus.filter((sku) => sku.shape === 'NONE')
  if (undated.length === listing.skus.length) {
    const left = Math.min(...undated.map((sku) => stockLeft(db, sku)))
    if (left === 0) return { status: 'SOLD_OUT' }
    if (left <= STOCK_LOW_THRESHOLD) return { status: 'STOCK_LOW', amountLeft: left }
    return { status: 'AVAILABLE' }
  }
  if (timeStatus(db, listing) === 'IN_PAST') return { status: 'NONE' }
  let firstSoldOut: string | undefined
  const start = today(db)
  for (let i = 0; i < HINT_HORIZON_DAYS; i += 1) {
    const date = addDays(start, i)
    for (const sku of listing.skus) {
      if (sku.shape === 'NONE') continue
      const day = dayInfo(db, listing, sku, date)
      if (day.status === 'SOLD_OUT') firstSoldOut ??= date
      if (day.status === 'AVAILABLE' || day.status === 'UPON_REQUEST') {
        return { status: day.status, nextDate: date }
      }
      if (day.status === 'STOCK_LOW') {
        return { status: 'STOCK_LOW', nextDate: date, amountLeft: day.amountLeft }
      }
    }
  }
  return firstSoldOut ? { status: 'SOLD_OUT', nextDate: firstSoldOut } : { status: 'NONE' }
}

export function listingPriceFrom(db: MockDb, listing: SeedListing): number | null {
  const prices = listing.skus
    .map((sku) => lowestPrice(db, sku))
    .filter((p): p is number => p !== null)
  return prices.length ? Math.min(...prices) : null
}
