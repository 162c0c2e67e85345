import * as v from 'valibot'

/** Where the visitor meets the guide; coordinates (WGS 84) when known, for a maps link. */
export const MeetingPointSchema = v.object({
  name: v.string(),
  address: v.string(),
  latitude: v.optional(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
  longitude: v.optional(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
})
export type MeetingPoint = v.InferOutput<typeof MeetingPointSchema>

/** Collecting goods in person: the place, and when it is open (lines in the request's language). */
export const PickupSchema = v.object({
  place: MeetingPointSchema,
  hours: v.array(v.string()),
})
export type Pickup = v.InferOutput<typeof PickupSchema>

/**
 * How goods reach the buyer. Pick-up is the one way offered: the shop ships nothing, so no
 * delivery cost is ever part of a price or total (docs/api/README.md, "SKU shapes").
 */
export const FulfilmentSchema = v.object({ pickup: PickupSchema })
export type Fulfilment = v.InferOutput<typeof FulfilmentSchema>
