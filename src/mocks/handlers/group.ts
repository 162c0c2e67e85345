import { http } from 'msw'
import * as v from 'valibot'
import { WaitingListInputSchema, type WaitingListEntry } from '../../api/waiting-list/schema'
import type { Alternatives, AlternativeSlot } from '../../api/availability/schema'
import { HINT_HORIZON_DAYS } from '../db/availability'
import { today } from '../db/lookup'
import { dayInfo, parseSlotId, slotsFor, type SlotInfo } from '../db/slots'
import { toSummary } from '../db/listing-resources'
import { message } from '../db/locale'
import { nextId, type MockDb, type WaitingEntryState } from '../db/session'
import { addDays, utcIso } from '../db/time'
import type { SeedListing, SeedSku } from '../db/types'
import { dateParam, listingOf, listingQuery } from './availability'
import { contextOf, readJson } from './context'
import { MOCK_CONTROL } from './control'
import { mutation } from './middleware'
import { issuesToErrors, validateBody } from './validate'
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

/** The entry as the API answers it (name and e-mail stay with the shop). */
function entryResource(entry: WaitingEntryState): WaitingListEntry {
  return {
    id: entry.id,
    slotId: entry.slotId,
    people: entry.people,
    status: entry.status,
    createdAt: utcIso(entry.createdAt),
  }
}

/** The slot a waiting-list entry is about, as the availability calls see it now. */
function slotNow(db: MockDb, listing: SeedListing, slotIdText: string): SlotInfo | undefined {
  const parsed = parseSlotId(slotIdText)
  const sku = parsed && listing.skus.find((s) => s.id === parsed.skuId && s.shape === 'SLOTS')
  if (!parsed || !sku) return undefined
  return slotsFor(db, listing, sku, parsed.date).find((slot) => slot.time === parsed.time)
}

/**
 * Places came back (a hold expired, a booking was cancelled): the first entries of each slot
 * that fit the places now free, in the order they came, are marked NOTIFIED (the e-mail goes
 * out). The mock works it out whenever entries are read; holds expire by the clock alone.
 */
export function notifyWaitingList(db: MockDb) {
  const bySlot = new Map<string, WaitingEntryState[]>()
  for (const entry of db.waitingList) {
    if (entry.status === 'WAITING')
      bySlot.set(entry.slotId, [...(bySlot.get(entry.slotId) ?? []), entry])
  }
  for (const [slotIdText, entries] of bySlot) {
    const listing = db.listings.find((l) => l.id === entries[0]?.listingId)
    const slot = listing && slotNow(db, listing, slotIdText)
    if (!slot) continue
    // Places already promised to entries told before are not free for the next ones.
    const promised = db.waitingList
      .filter((e) => e.slotId === slotIdText && e.status === 'NOTIFIED')
      .reduce((n, e) => n + e.people, 0)
    let free = slot.amountLeft - promised
    for (const entry of entries) {
      if (entry.people > free) continue
      entry.status = 'NOTIFIED'
      free -= entry.people
    }
  }
}

export const groupHandlers = [
  http.get(`${API}/listings/:slug/alternatives`, ({ request, params }) => {
    const query = listingQuery(request, String(params.slug), (search, errors, lang) => {
      const date = dateParam(search, 'date', errors, lang)
      const slot = search.get('slot') ?? undefined
      if (slot !== undefined && !/^[\w.:|-]{1,160}$/.test(slot))
        errors.slot = [message('validation.invalid', lang)]
      return date === undefined ? undefined : { date, slot }
    })
    if (!query.ok) return query.response
    const { db, lang, listing, sku, own } = query
    const { date, slot } = own
    const options = {
      quantity: query.quantity ?? 1,
      blocks: query.blocks,
      // A chosen slot of that day: the others of the day split into before and after it.
      time: slot && slot.includes(date) ? slotTime(slot) : undefined,
    }
    const before = nearest(db, listing, sku, date, options, -1)
    const after = nearest(db, listing, sku, date, options, 1)
    // Other listings sharing a tag that take the whole party on that date.
    const listings = db.listings
      .filter(
        (other) => other.id !== listing.id && other.tags.some((t) => listing.tags.includes(t)),
      )
      .filter((other) =>
        other.skus.some((otherSku) => {
          if (otherSku.shape === 'NONE') return false
          if (otherSku.maxParticipants !== undefined && options.quantity > otherSku.maxParticipants)
            return false
          const status = dayInfo(db, other, otherSku, date, { quantity: options.quantity }).status
          return status === 'AVAILABLE' || status === 'STOCK_LOW' || status === 'UPON_REQUEST'
        }),
      )
      .sort((a, b) => a.rank - b.rank)
      .slice(0, ALTERNATIVES_EACH)
      .map((other) => toSummary(db, other, lang))
    const data: Alternatives = { before, after, listings }
    return json({ data })
  }),

  http.post(
    `${API}/listings/:slug/waiting-list`,
    mutation(({ request, db, lang, params, body }) => {
      const listing = listingOf(request, String(params.slug))
      if (!listing) return errorJson(404, 'LISTING_NOT_FOUND', 'Listing not found.')
      const input = validateBody(WaitingListInputSchema, body, lang)
      if (!input.ok) return input.response
      const { slotId, name, email, people } = input.value
      const slot = listing.waitingList ? slotNow(db, listing, slotId) : undefined
      // Only a slot of this listing that cannot take the party has a waiting list.
      if (!slot || (slot.status !== 'SOLD_OUT' && slot.amountLeft >= people)) {
        return validationError({ slotId: [message('validation.invalid', lang)] })
      }
      const key = email.toLowerCase()
      const known = db.waitingList.find((e) => e.slotId === slotId && e.email === key)
      // The same e-mail for the same slot again: the entry it has (its party size updated).
      if (known) {
        if (known.status === 'WAITING') Object.assign(known, { name, people })
        return json({ data: entryResource(known) })
      }
      const entry: WaitingEntryState = {
        id: nextId(db, 'wl'),
        listingId: listing.id,
        slotId,
        name,
        email: key,
        people,
        status: 'WAITING',
        createdAt: db.clock.now(),
      }
      db.waitingList.push(entry)
      return json({ data: entryResource(entry) }, { status: 201 })
    }),
  ),
]

const CancellationSchema = v.object({
  slotId: v.pipe(v.string(), v.nonEmpty()),
  places: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)),
})

/** Mock-only: another guest's booking of a slot is cancelled; the waiting list, as it reads now. */
export const groupControlHandlers = [
  http.post(`${MOCK_CONTROL}/cancellations`, async ({ request }) => {
    const { db, lang } = contextOf(request)
    const parsed = v.safeParse(CancellationSchema, await readJson(request))
    if (!parsed.success) return validationError(issuesToErrors(parsed.issues, lang))
    const { slotId, places } = parsed.output
    db.returnedPlaces.set(slotId, (db.returnedPlaces.get(slotId) ?? 0) + places)
    notifyWaitingList(db)
    return json({ data: { slotId, returned: db.returnedPlaces.get(slotId) } })
  }),
  http.get(`${MOCK_CONTROL}/waiting-list`, ({ request }) => {
    const { db } = contextOf(request)
    notifyWaitingList(db)
    return json({
      data: db.waitingList.map((entry) => ({ ...entryResource(entry), email: entry.email })),
    })
  }),
]

/** The time (HHMM) a slot id ends with (before its blocks). */
function slotTime(slot: string): string {
  const match = /_(\d{4})(?:_\d+b)?$/.exec(slot)
  return match?.[1] ?? ''
}
