import { useEffect, useState } from 'react'
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import {
  availabilityQueries,
  type AlternativeSlot,
  type AvailabilityDay,
  type Slot,
} from '@/api/availability'
import type { Listing, Sku } from '@/api/listings'
import { afterCriticalWork, holdLazyWork } from '@/lib/lazy-hold'
import { whenIdle } from '@/lib/when-idle'
import { todayInShop } from '@/lib/format'
import { bookingAction, type BookingAction } from './booking-action'
import { addMonths, monthRange } from './dates'
import { formatParty, parseParty, type BookingSearch } from './search'
import {
  cartLines,
  estimatePrice,
  initialQuantities,
  useAddToCart,
  type BookingFormProps,
  type Quantities,
} from './shared'

/**
 * The state of a dated offer (slots or durations): participants, the shown month, the chosen
 * day, slot or start time and duration, and what the button does with them.
 */
export function useDatedBooking({
  slug,
  search,
  onSearchChange,
  addToCart,
  listing,
  sku,
}: BookingFormProps) {
  const shape = sku.characteristics.shape
  const c = sku.characteristics
  // The party comes first and lives in the URL: a shared link or a reload keeps it.
  const [quantities, setQuantities] = useState<Quantities>(() => partyQuantities(sku, search.party))
  /** Slots this visitor has just put into the cart. */
  const [inCart, setInCart] = useState<ReadonlySet<string>>(() => new Set())
  const cart = useAddToCart(addToCart)

  const persons = sku.variants.filter((v) => v.kind === 'PERSON_CATEGORY')
  const { personCount, places, blocks } = placesAndBlocks(sku, quantities, search.blocks)

  // ---- dates -------------------------------------------------------------------------------
  const today = todayInShop()
  const date = search.date && search.date >= today ? search.date : undefined
  const [month, setMonth] = useState(() => monthRange(date ?? today).from)
  const queryClient = useQueryClient()
  const calendarQuery = (first: string) => calendarOptions(slug, sku, first, blocks, places)
  const calendar = useQuery({ ...calendarQuery(month), placeholderData: keepPreviousData })
  // The chosen day's status, also while another month is shown.
  const chosenMonth = useQuery({
    ...calendarQuery(monthRange(date ?? today).from),
    enabled: Boolean(date),
  })
  const day = date ? chosenMonth.data?.find((d) => d.date === date) : undefined

  useEffect(() => {
    // The next month is likely the next click: have it ready (after the first days' slots).
    let live = true
    void afterCriticalWork().then(
      () => live && void queryClient.prefetchQuery(calendarQuery(addMonths(month, 1))),
    )
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- calendarQuery is derived from these
  }, [month, sku.id, blocks, places, slug, queryClient])

  const slotsQuery = (on: string) => slotsOptions(slug, sku, on, blocks, places)
  const slots = useQuery({
    ...slotsQuery(date ?? today),
    enabled: Boolean(date),
    placeholderData: keepPreviousData,
  })
  // The first available days' slots, fetched when the browser is idle once the month shows:
  // a click on one of them shows its slots at once.
  const shown = calendar.isPlaceholderData ? undefined : calendar.data
  useEffect(() => {
    const days = daysWorthPrefetching(shown)
    if (!days.length) return
    return whenIdle(() => days.forEach((day) => void queryClient.prefetchQuery(slotsQuery(day))))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- slotsQuery is derived from these
  }, [shown, sku.id, blocks, places, slug, queryClient])

  const daySlots = date && slots.data && !slots.isPlaceholderData ? slots.data : undefined
  const slot: Slot | undefined =
    shape === 'SLOTS'
      ? daySlots?.find((s) => s.id === search.slot)
      : daySlots?.find((s) => s.startTime === search.start)

  // ---- the decision ------------------------------------------------------------------------
  const action: BookingAction = bookingAction({
    listing,
    shape,
    day: day ? { status: day.status, amountLeft: day.amountLeft } : undefined,
    slot: slot ? { status: slot.status, amountLeft: slot.amountLeft } : undefined,
    stock: { status: 'AVAILABLE' },
    places,
  })
  const participantsError =
    persons.length > 0 &&
    ((c.minParticipants !== undefined && personCount < c.minParticipants) ||
      (c.maxParticipants !== undefined && personCount > c.maxParticipants))

  // ---- URL changes -------------------------------------------------------------------------
  const party = formatParty(
    Object.fromEntries(persons.map((variant) => [variant.id, quantities[variant.id] ?? 0])),
  )
  const base: BookingSearch = {
    sku: listing.skus.length > 1 ? sku.id : search.sku,
    party: search.party,
  }
  const chooseDate = (next: string) => {
    cart.setAdded(false)
    onSearchChange({ ...base, date: next, blocks: search.blocks })
  }
  const chooseSlot = (next: Slot) => {
    cart.setAdded(false)
    onSearchChange(
      shape === 'SLOTS'
        ? { ...base, date, slot: next.id }
        : { ...base, date, blocks, start: next.startTime },
    )
  }
  const chooseBlocks = (next: number) => {
    cart.setAdded(false)
    onSearchChange({ ...base, date, blocks: next, start: search.start })
  }

  /** One click on a nearby fitting slot: its day and time chosen, its month shown, announced. */
  const [announced, setAnnounced] = useState<AlternativeSlot | undefined>()
  const chooseAlternative = (next: AlternativeSlot) => {
    cart.setAdded(false)
    setMonth(monthRange(next.date).from)
    setAnnounced(next)
    onSearchChange(
      shape === 'SLOTS'
        ? { ...base, date: next.date, slot: next.slotId }
        : { ...base, date: next.date, blocks, start: next.startTime },
    )
  }
  // Nothing on the chosen day or slot takes the party: what the section offers instead.
  const deadEnd =
    date !== undefined &&
    action.kind === 'NOT_BOOKABLE' &&
    (action.reason === 'soldOut' || action.reason === 'tooFew' || action.reason === 'closed')

  // A listing that takes requests when full: the full slot may be asked for instead.
  const canAsk = deadEnd && listing.requestWhenFull === true && action.reason !== 'closed'
  const submit = (asRequest = false) =>
    cart.add(
      {
        skuId: sku.id,
        lines: cartLines(sku, quantities),
        ...(slot ? { slotId: slot.id } : {}),
        ...(asRequest ? { request: true } : {}),
      },
      action.kind === 'REQUEST' || asRequest ? 'request' : 'booking',
      (answer) => {
        // The places are the visitor's now: a fresh form, the day kept, the time cleared, so
        // the slot just taken is never offered back as "Sold out" or "Not bookable".
        setInCart(new Set(answer.items.flatMap((item) => (item.slotId ? [item.slotId] : []))))
        setQuantities(initialQuantities(sku))
        onSearchChange({ ...base, party: undefined, date, blocks: search.blocks })
      },
    )

  return {
    shape: shape as 'SLOTS' | 'BLOCKS',
    quantities,
    setQuantity: (variantId: string, value: number) => {
      const next = { ...quantities, [variantId]: value }
      setQuantities(next)
      cart.setAdded(false)
      if (persons.some((v) => v.id === variantId)) {
        const counts = Object.fromEntries(persons.map((v) => [v.id, next[v.id] ?? 0]))
        onSearchChange({ ...search, party: formatParty(counts) })
      }
    },
    party,
    persons,
    personCount,
    places,
    today,
    blocks,
    date,
    month,
    setMonth,
    calendar,
    prefetchDay: (on: string) => void queryClient.prefetchQuery(slotsQuery(on)),
    slots,
    daySlots,
    slot,
    action,
    participantsError,
    chooseDate,
    chooseSlot,
    chooseBlocks,
    chooseAlternative,
    canAsk,
    // A full (or too small) slot of a listing with a waiting list: the visitor may join it.
    canWait:
      deadEnd &&
      listing.waitingList === true &&
      shape === 'SLOTS' &&
      action.kind === 'NOT_BOOKABLE' &&
      action.reason !== 'closed',
    announced,
    deadEnd,
    alternativesQuery: date
      ? { sku: sku.id, date, quantity: Math.max(1, places), blocks, slot: slot?.id }
      : undefined,
    submit,
    added: cart.added,
    inCart,
    estimate: estimatePrice(sku, quantities, { blocks: blocks ?? 1, customCents: null }),
  }
}

/** How many places the party takes, and the duration in blocks (BLOCKS offers only). */
function placesAndBlocks(sku: Sku, quantities: Quantities, wanted: number | undefined) {
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
function calendarOptions(
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
function slotsOptions(
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
  const { places, blocks } = placesAndBlocks(sku, partyQuantities(sku, search.party), search.blocks)
  const today = todayInShop()
  const chosen = search.date && search.date >= today ? search.date : undefined
  const { from, to } = monthRange(chosen ?? today)
  const slots = (day: string) =>
    queryClient.prefetchQuery(slotsOptions(slug, sku, day, blocks, places))
  // The month, and as soon as it is there the slots of its first available days (the likely
  // first click), not only once the calendar has rendered and the browser is idle.
  const first = queryClient.fetchQuery(calendarOptions(slug, sku, from, blocks, places)).then(
    (days) => Promise.all(daysWorthPrefetching(days).map(slots)),
    () => undefined,
  )
  const next = listing.availabilityHint.nextDate
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
  // tasks) wait for these (src/lib/lazy-hold.ts).
  pending.forEach(holdLazyWork)
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
  pending?.forEach(holdLazyWork)
}

/** The first three available days of a month: their slots are fetched ahead (online only). */
function daysWorthPrefetching(days: readonly AvailabilityDay[] | undefined): string[] {
  if (!days || !navigator.onLine || navigator.connection?.saveData) return []
  return days
    .filter((d) => d.status === 'AVAILABLE')
    .slice(0, 3)
    .map((d) => d.date)
}

/** The form's first quantities, with the URL's party where it fits the SKU's categories. */
function partyQuantities(sku: Sku, party: string | undefined): Quantities {
  const out = initialQuantities(sku)
  const counts = parseParty(party)
  const persons = sku.variants.filter((v) => v.kind === 'PERSON_CATEGORY')
  if (!persons.some((v) => counts[v.id] !== undefined)) return out
  for (const variant of persons) {
    const n = counts[variant.id] ?? 0
    out[variant.id] = Math.min(variant.maxQty, Math.max(variant.minQty, n))
  }
  return out
}
