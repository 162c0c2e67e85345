// valibot and relative imports only: the mock validates requests with these schemas.
import * as v from 'valibot'
import { MSG } from '../checkout/schema'
import { DateTimeSchema, dataEnvelope } from '../shared/schemas'

/** Most places one waiting-list entry may ask for (the availability calls' `quantity` bound). */
export const WAITING_LIST_MAX_PEOPLE = 50

const Required = v.pipe(v.string(MSG.required), v.trim(), v.nonEmpty(MSG.required))

/** POST listings/{slug}/waiting-list: who waits for which full slot, and for how many places. */
export const WaitingListInputSchema = v.object({
  slotId: Required,
  name: v.pipe(Required, v.maxLength(100, MSG.invalid)),
  email: v.pipe(Required, v.maxLength(254, MSG.invalid), v.email(MSG.email)),
  people: v.pipe(
    v.number(MSG.invalid),
    v.integer(MSG.invalid),
    v.minValue(1, MSG.invalid),
    v.maxValue(WAITING_LIST_MAX_PEOPLE, MSG.invalid),
  ),
})
export type WaitingListInput = v.InferOutput<typeof WaitingListInputSchema>

export const WaitingListEntrySchema = v.object({
  id: v.string(),
  slotId: v.string(),
  people: v.number(),
  /**
   * WAITING until places come back; NOTIFIED once enough for this entry are free again (the
   * first entries that fit, in the order they came, are told by e-mail).
   */
  status: v.picklist(['WAITING', 'NOTIFIED']),
  createdAt: DateTimeSchema,
})
export type WaitingListEntry = v.InferOutput<typeof WaitingListEntrySchema>
export const WaitingListEntryResponseSchema = dataEnvelope(WaitingListEntrySchema)
