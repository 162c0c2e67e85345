import { useEffect, useState } from 'react'
import type { AlternativeSlot, Slot } from '@/api/availability'
import { todayInShop } from '@/lib/format'
import { bookingAction, type BookingAction } from './booking-action'
import { fitParty, placesAndBlocks } from './dated-queries'
import { monthRange } from './dates'
import { formatParty, type BookingSearch } from './search'
import { useSelection } from './selection'
import {
  cartLines,
  estimatePrice,
  initialQuantities,
  useAddFromForm,
  type BookingFormProps,
  type Quantities,
} from './shared'
import { useDatedAvailability } from './use-dated-availability'

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
  // The party comes first and lives in the URL: a shared link or a reload keeps it. One that
  // does not fit the offer is fitted, and the visitor told so.
  const [first] = useState(() => fitParty(sku, search))
  const [quantities, setQuantities] = useState<Quantities>(first.quantities)
  const [adjusted, setAdjusted] = useState<number | undefined>(first.adjusted)
  const [choice, choose] = useSelection(search, onSearchChange, (url) => {
    const fitted = fitParty(sku, url)
    setQuantities(fitted.quantities)
    // The form's own rewrite of the URL may come back as if from outside (the router renders
    // it before the form's state has caught up): the note stays while the party is the same.
    if (formatParty(fitted.quantities) !== formatParty(quantities)) setAdjusted(fitted.adjusted)
  })
  /** Slots this visitor has just put into the cart. */
  const [inCart, setInCart] = useState<ReadonlySet<string>>(() => new Set())
  const cart = useAddFromForm(addToCart)

  const persons = sku.variants.filter((v) => v.kind === 'PERSON_CATEGORY')
  const { personCount, places, blocks } = placesAndBlocks(sku, quantities, choice.blocks)

  // ---- dates -------------------------------------------------------------------------------
  const today = todayInShop()
  const date = choice.date && choice.date >= today ? choice.date : undefined
  const availability = useDatedAvailability({
    slug,
    sku,
    date,
    today,
    blocks,
    places,
    next: listing.availabilityHint.nextDate,
  })
  const { day, daySlots, setMonth } = availability
  const slot: Slot | undefined =
    shape === 'SLOTS'
      ? daySlots?.find((s) => s.id === choice.slot)
      : daySlots?.find((s) => s.startTime === choice.start)

  // ---- the decision ------------------------------------------------------------------------
  const action: BookingAction = bookingAction({
    listing,
    shape,
    day: day ? { status: day.status, amountLeft: day.amountLeft } : undefined,
    slot: slot ? { status: slot.status, amountLeft: slot.amountLeft } : undefined,
    stock: { status: 'AVAILABLE' },
    places,
    checking: date !== undefined && !day,
  })
  const participantsError =
    persons.length > 0 &&
    ((c.minParticipants !== undefined && personCount < c.minParticipants) ||
      (c.maxParticipants !== undefined && personCount > c.maxParticipants))

  // ---- URL changes -------------------------------------------------------------------------
  const party = formatParty(
    Object.fromEntries(persons.map((variant) => [variant.id, quantities[variant.id] ?? 0])),
  )
  // The URL says what the form holds: the fitted party, never the overview's head count.
  useEffect(() => {
    const stale =
      choice.people !== undefined || (choice.party !== undefined && choice.party !== party)
    if (persons.length && stale) choose({ ...choice, party, people: undefined })
    // Once, for the URL the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const base: BookingSearch = {
    sku: listing.skus.length > 1 ? sku.id : search.sku,
    party: choice.party,
  }
  const chooseDate = (next: string) => {
    cart.setAdded(false)
    choose({ ...base, date: next, blocks: choice.blocks })
  }
  const chooseSlot = (next: Slot) => {
    cart.setAdded(false)
    choose(
      shape === 'SLOTS'
        ? { ...base, date, slot: next.id }
        : { ...base, date, blocks, start: next.startTime },
    )
  }
  const chooseBlocks = (next: number) => {
    cart.setAdded(false)
    choose({ ...base, date, blocks: next, start: choice.start })
  }

  /** One click on a nearby fitting slot: its day and time chosen, its month shown, announced. */
  const [announced, setAnnounced] = useState<AlternativeSlot | undefined>()
  const chooseAlternative = (next: AlternativeSlot) => {
    cart.setAdded(false)
    setMonth(monthRange(next.date).from)
    setAnnounced(next)
    choose(
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
        choose({ ...base, party: undefined, date, blocks: choice.blocks })
      },
    )

  return {
    shape: shape as 'SLOTS' | 'BLOCKS',
    quantities,
    setQuantity: (variantId: string, value: number) => {
      const next = { ...quantities, [variantId]: value }
      setQuantities(next)
      setAdjusted(undefined)
      cart.setAdded(false)
      if (persons.some((v) => v.id === variantId)) {
        const counts = Object.fromEntries(persons.map((v) => [v.id, next[v.id] ?? 0]))
        choose({ ...base, ...choice, party: formatParty(counts) })
      }
    },
    party,
    adjusted,
    persons,
    personCount,
    places,
    today,
    blocks,
    date,
    ...availability,
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
