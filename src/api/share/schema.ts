// valibot and relative imports only: the mock shapes its answers with these schemas.
import * as v from 'valibot'
import { DateTimeSchema, dataEnvelope } from '../shared/schemas'
import { CartSchema } from '../carts/schema'

/**
 * A hand-off link: opens the same cart, with its hold, in another browser. The URL carries a
 * single-purpose token (it only opens this cart, never changes it by itself), not the cart id.
 */
export const HandoffSchema = v.object({
  url: v.pipe(
    v.string(),
    v.description('The shop page that opens the cart: {origin}/{lang}/handoff/{token}.'),
  ),
  expiresAt: v.pipe(
    DateTimeSchema,
    v.description('UTC. The token expires with the hold: the cart’s expiresAt when created.'),
  ),
})
export type Handoff = v.InferOutput<typeof HandoffSchema>
export const HandoffResponseSchema = dataEnvelope(HandoffSchema)

/** What a hand-off token opens: the cart it belongs to (same answer as GET carts/{cart}). */
export const HandoffCartSchema = v.object({ cart: CartSchema })
export type HandoffCart = v.InferOutput<typeof HandoffCartSchema>
export const HandoffCartResponseSchema = dataEnvelope(HandoffCartSchema)
