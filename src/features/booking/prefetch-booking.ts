import type { QueryClient } from '@tanstack/react-query'
import type { Listing } from '@/api/listings'
import { addCriticalWork } from '@/lib/loading/critical-work'
import { todayInShop } from '@/lib/format'
import {
  calendarOptions,
  daysWorthPrefetching,
  fitParty,
  placesAndBlocks,
  slotsOptions,
} from './dated-queries'
import { firstShownDay, monthRange } from './dates'
import type { BookingSearch } from './search'

/**
 * Starts, from the page's loader, what the booking form asks first for this search: the month
 * and the slots of the chosen (or next available) day, the likely first click. `critical` makes
 * the page's lazy parts wait for them; not for a preload on intent, since the page on screen
 * must not wait for one the visitor may never open.
 */
export function prefetchFirstBooking(
  queryClient: QueryClient,
  slug: string,
  listing: Listing,
  search: BookingSearch,
  { critical = true }: { critical?: boolean } = {},
): void {
  const sku = listing.skus.find((s) => s.id === search.sku) ?? listing.skus[0]
  if (!sku || sku.characteristics.shape === 'NONE') return
  const { places, blocks } = placesAndBlocks(sku, fitParty(sku, search).quantities, search.blocks)
  const today = todayInShop()
  const chosen = search.date && search.date >= today ? search.date : undefined
  const next = listing.availabilityHint.nextDate
  const { from, to } = monthRange(chosen ?? firstShownDay(today, next))
  const slots = (day: string) =>
    queryClient.prefetchQuery(slotsOptions(slug, sku, day, blocks, places))
  // The month, and as soon as it is there the slots of its first available days (the likely
  // first click), not only once the calendar has rendered and the browser is idle.
  const first = queryClient.fetchQuery(calendarOptions(slug, sku, from, blocks, places)).then(
    (days) => Promise.all(daysWorthPrefetching(days).map(slots)),
    () => undefined,
  )
  const day = chosen ?? (next && next >= today && next <= to ? next : undefined)
  const daySlots = day ? slots(day) : undefined
  const pending = daySlots ? [first, daySlots] : [first]
  if (!critical) {
    // Entered while these are on their way, the router adopts this run of the loader and does
    // not run it again as the page's own: the page holds them then (holdPreloadedBooking).
    preloading.set(slug, pending)
    void Promise.allSettled(pending).then(() => {
      if (preloading.get(slug) === pending) preloading.delete(slug)
    })
    return
  }
  // The page's lazy parts (cart button, facts panel, next month, pictures further down, idle
  // tasks) wait for these (src/lib/loading/critical-work.ts).
  pending.forEach(addCriticalWork)
}

/** A preload's first requests per listing, while they are on their way. */
const preloading = new Map<string, Promise<unknown>[]>()

/**
 * Makes the entered page's lazy work wait for the month and first slots a preload on intent is
 * still fetching: the router reuses that preload's loader run (no `enter` run), so nothing else
 * would hold it.
 */
export function holdPreloadedBooking(slug: string): void {
  const pending = preloading.get(slug)
  preloading.delete(slug)
  pending?.forEach(addCriticalWork)
}
