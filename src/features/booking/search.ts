import * as v from 'valibot'

/**
 * The booking selection of a listing lives in the URL (`?sku=…&party=…&date=…&slot=…&blocks=…&start=…`)
 * so it can be shared and survives a reload. Parsed leniently: a malformed value is dropped on
 * its own, the rest is kept, and nothing here ever leads to an error page.
 *
 * This module is imported by the listing route's `validateSearch`, which is not code-split:
 * keep it to valibot only.
 */
export interface BookingSearch {
  sku?: string
  date?: string
  slot?: string
  blocks?: number
  start?: string
  /** The party: participants per price category, `adult:2,child:1` (variant id: count). */
  party?: string
  /**
   * The overview's head count (its people filter), carried by its cards: the form takes it as
   * the party in the first category and writes `party` instead.
   */
  people?: number
}

const Id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9][\w.:|-]{0,119}$/))
const LocalDate = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/),
  v.isoDate(),
  // isoDate lets 2026-02-30 through: the date must exist.
  v.check((text) => {
    const date = new Date(`${text}T12:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text)
  }),
)
const Blocks = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(24))
const Start = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/))
const Party = v.pipe(
  v.string(),
  v.maxLength(300),
  v.regex(/^[A-Za-z0-9][\w.:|-]{0,119}:\d{1,2}(,[A-Za-z0-9][\w.:|-]{0,119}:\d{1,2})*$/),
)

const People = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50))

const FIELDS = {
  sku: Id,
  date: LocalDate,
  slot: Id,
  blocks: Blocks,
  start: Start,
  party: Party,
  people: People,
} as const

export function parseBookingSearch(raw: Record<string, unknown>): BookingSearch {
  // Every key is set, undefined when dropped: the router merges the validated search over the
  // raw one of the parent routes, so a key left out would keep its malformed raw value.
  const out: BookingSearch = {
    sku: undefined,
    date: undefined,
    slot: undefined,
    blocks: undefined,
    start: undefined,
    party: undefined,
    people: undefined,
  }
  for (const key of Object.keys(FIELDS) as (keyof BookingSearch)[]) {
    let value = raw[key]
    if (value === undefined || value === null || Array.isArray(value)) continue
    // The router parses numbers from the query string; text fields want strings and back.
    const numeric = key === 'blocks' || key === 'people'
    if (numeric && typeof value === 'string' && /^\d+$/.test(value)) value = Number(value)
    else if (!numeric && typeof value === 'number') value = String(value)
    const parsed = v.safeParse(FIELDS[key] as v.GenericSchema, value)
    if (parsed.success) (out as Record<string, unknown>)[key] = parsed.output
  }
  // A slot or start time only means something on a date.
  if (!out.date) {
    out.slot = undefined
    out.start = undefined
  }
  return out
}

/** The party in the URL as counts per variant id (unknown ids are left to the caller). */
export function parseParty(party: string | undefined): Record<string, number> {
  const out: Record<string, number> = {}
  for (const part of party?.split(',') ?? []) {
    const at = part.lastIndexOf(':')
    if (at > 0) out[part.slice(0, at)] = Number(part.slice(at + 1))
  }
  return out
}

/** The counts as the URL writes them: `adult:2,child:1`, categories with nobody left out. */
export function formatParty(counts: Record<string, number>): string | undefined {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([id, n]) => `${id}:${n}`)
  return parts.length ? parts.join(',') : undefined
}
