// valibot and relative imports only: the mock validates and shapes answers with these schemas.
import * as v from 'valibot'
import { AvailabilityStatusSchema, ListingSummarySchema } from '../listings/schema'
import {
  DateTimeSchema,
  LocalDateSchema,
  LocalTimeSchema,
  MoneySchema,
  dataEnvelope,
} from '../shared/schemas'

/** The longest range GET availability answers (422 beyond). */
export const AVAILABILITY_MAX_DAYS = 92

export const AvailabilityDaySchema = v.object({
  date: LocalDateSchema,
  status: AvailabilityStatusSchema,
  /**
   * Places left in the best slot, present with STOCK_LOW and SOLD_OUT. SOLD_OUT with places
   * left: the day has some, but fewer than the `quantity` asked for (too few for the party).
   */
  amountLeft: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(0),
      v.description(
        'Places left in the best slot (STOCK_LOW at 3 or fewer). SOLD_OUT with amountLeft > 0: places left, but fewer than the `quantity` asked for.',
      ),
    ),
  ),
  /** Lowest unit price that day; null when prices are chosen freely. */
  priceFrom: v.nullable(MoneySchema),
})
export type AvailabilityDay = v.InferOutput<typeof AvailabilityDaySchema>
export const AvailabilityResponseSchema = dataEnvelope(v.array(AvailabilityDaySchema))

export const SlotSchema = v.object({
  /** Pass it to POST carts/{cart}/items as slotId. */
  id: v.pipe(v.string(), v.description('Pass it to POST carts/{cart}/items as slotId.')),
  start: DateTimeSchema,
  end: DateTimeSchema,
  /** Local start time `HH:MM` (Europe/Zurich), for display. */
  startTime: LocalTimeSchema,
  endTime: LocalTimeSchema,
  status: AvailabilityStatusSchema,
  amountLeft: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Price for the requested quantity and blocks at the lowest variant price. */
  price: v.optional(MoneySchema),
})
export type Slot = v.InferOutput<typeof SlotSchema>
export const SlotsResponseSchema = dataEnvelope(v.array(SlotSchema))

export interface AvailabilityQuery {
  /** SKU id; the listing's first dated SKU when absent. */
  sku?: string
  from: string
  to: string
  /** Places needed; days with fewer left answer SOLD_OUT. */
  quantity?: number
  /** Private services: the duration in blocks the start times must fit. */
  blocks?: number
}

export interface SlotsQuery {
  sku?: string
  date: string
  quantity?: number
  blocks?: number
}

/** A fitting slot of the same offer near a date that cannot take the party (GET alternatives). */
export const AlternativeSlotSchema = v.object({
  date: LocalDateSchema,
  /** The slot id for POST carts/{cart}/items (private services: of the asked blocks). */
  slotId: v.pipe(v.string(), v.minLength(1)),
  startTime: LocalTimeSchema,
  endTime: LocalTimeSchema,
  status: AvailabilityStatusSchema,
  amountLeft: v.pipe(v.number(), v.integer(), v.minValue(0)),
})
export type AlternativeSlot = v.InferOutput<typeof AlternativeSlotSchema>

export const AlternativesSchema = v.object({
  /** Up to three fitting slots before the date (nearest last), searched up to 92 days back. */
  before: v.array(AlternativeSlotSchema),
  /** Up to three fitting slots after the date (nearest first), searched up to 92 days ahead. */
  after: v.array(AlternativeSlotSchema),
  /** Up to three other listings sharing a tag that take the whole party on the date. */
  listings: v.array(ListingSummarySchema),
})
export type Alternatives = v.InferOutput<typeof AlternativesSchema>
export const AlternativesResponseSchema = dataEnvelope(AlternativesSchema)

export interface AlternativesQuery {
  sku?: string
  date: string
  quantity?: number
  blocks?: number
  /** The chosen slot on that date, when it is the one that does not fit. */
  slot?: string
}
