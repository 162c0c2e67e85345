/** The booking form's queries and the party's numbers, shared by the form and the page's loader. */
import { availabilityQueries, type AvailabilityDay } from '@/api/availability'
import type { Sku } from '@/api/listings'
import { monthRange } from './dates'
import { parseParty, type BookingSearch } from './search'
import { initialQuantities, type Quantities } from './shared'

/** How many places the party takes, and the duration in blocks (BLOCKS offers only). */
export function placesAndBlocks(sku: Sku, quantities: Quantities, wanted: number | undefined) {
  const c = sku.characteristics
  const persons = sku.variants.filter((v) => v.kind === 'PERSON_CATEGORY')
  const personCount = persons.reduce((n, v) => n + (quantities[v.id] ?? 0), 0)
  const places =
    sku.type === 'PRIVATE_SERVICE_SLOT'
      ? 1
      : persons.length
        ? personCount
        : sku.variants.reduce((n, v) => n + (quantities[v.id] ?? 0), 0)
  const blocks =
    c.shape === 'BLOCKS'
      ? Math.min(Math.max(wanted ?? c.minBlocks ?? 1, c.minBlocks ?? 1), c.maxBlocks ?? 1)
      : undefined
  return { personCount, places, blocks }
}

/**
 * The calendar's query: the month from `first` for the whole party (a day with fewer places is
 * SOLD_OUT with the places it has left; the party's size is left out for one person: the same
 * answer).
 */
export function calendarOptions(
  slug: string,
  sku: Sku,
  first: string,
  blocks: number | undefined,
  places: number,
) {
  const quantity = places > 1 ? places : undefined
  return availabilityQueries.calendar(slug, { sku: sku.id, ...monthRange(first), blocks, quantity })
}

/** A day's slots for the whole party (at least one place): the form's query and the loader's. */
export function slotsOptions(
  slug: string,
  sku: Sku,
  on: string,
  blocks: number | undefined,
  places: number,
) {
  return availabilityQueries.slots(slug, {
    sku: sku.id,
    date: on,
    quantity: Math.max(1, places),
    blocks,
  })
}

/** The first three available days of a month: their slots are fetched ahead (online only). */
export function daysWorthPrefetching(days: readonly AvailabilityDay[] | undefined): string[] {
  if (!days || !navigator.onLine || navigator.connection?.saveData) return []
  return days
    .filter((d) => d.status === 'AVAILABLE')
    .slice(0, 3)
    .map((d) => d.date)
}

/**
 * The form's first quantities from the URL: its party where it names the SKU's categories, else
 * the overview's head count (`people`) in the first category, fitted to what one booking takes
 * (each category's bounds, then the offer's total). `adjusted`: the party's new size when the
 * request did not fit, so the visitor is told instead of finding another number than asked for.
 */
export function fitParty(
  sku: Sku,
  search: Pick<BookingSearch, 'party' | 'people'>,
): { quantities: Quantities; adjusted?: number } {
  const out = initialQuantities(sku)
  const persons = sku.variants.filter((v) => v.kind === 'PERSON_CATEGORY')
  const first = persons[0]
  let counts = parseParty(search.party)
  if (!persons.some((v) => counts[v.id] !== undefined)) {
    if (!first || search.people === undefined) return { quantities: out }
    counts = { [first.id]: search.people }
  }
  const c = sku.characteristics
  const most = c.maxParticipants ?? Infinity
  let total = 0
  let asked = 0
  for (const { id, minQty, maxQty } of persons) {
    const n = counts[id] ?? 0
    asked += n
    total += out[id] = Math.max(minQty, Math.min(n, maxQty, most - total))
  }
  // Too few for the offer: the first category makes up the rest, as far as it may.
  const missing = Math.min(
    (c.minParticipants ?? 1) - total,
    first ? first.maxQty - out[first.id]! : 0,
  )
  if (first && missing > 0) {
    out[first.id]! += missing
    total += missing
  }
  return total === asked ? { quantities: out } : { quantities: out, adjusted: total }
}
