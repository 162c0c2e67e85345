import * as v from 'valibot'
import type { Checkout } from '@/api/checkout'

export const STEP_IDS = ['configuration', 'contact', 'payment'] as const
export type StepId = (typeof STEP_IDS)[number]

/** `?step=` is read leniently: anything unknown is as if there were none. */
export const checkoutSearchSchema = v.object({
  step: v.fallback(v.optional(v.picklist(STEP_IDS)), undefined),
})
export type CheckoutSearch = v.InferOutput<typeof checkoutSearchSchema>

/** The success page: `payment` and `result` are the provider's hints, never trusted. */
const hint = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(128))), undefined)
export const successSearchSchema = v.object({ payment: hint, result: hint })
export type SuccessSearch = v.InferOutput<typeof successSearchSchema>

/**
 * Whether a step counts as done for reaching the next one. The configuration step is done when
 * nothing needs configuring; the last step (payment, or sending the request) is never done.
 */
export function isStepDone(checkout: Pick<Checkout, 'steps'>, id: StepId): boolean {
  if (id === 'payment') return false
  const step = checkout.steps.find((s) => s.id === id)
  if (!step) return true
  return !step.applicable || step.completed
}

/** The first step that still needs the visitor. */
export function firstOpenStep(checkout: Pick<Checkout, 'steps'>): StepId {
  return STEP_IDS.find((id) => !isStepDone(checkout, id)) ?? 'payment'
}

/**
 * The step to show for a requested one: itself when every step before it is done, else the
 * first open step (a step cannot be skipped to).
 */
export function resolveStep(
  checkout: Pick<Checkout, 'steps'>,
  requested: StepId | undefined,
): StepId {
  const open = firstOpenStep(checkout)
  if (!requested) return open
  return STEP_IDS.indexOf(requested) <= STEP_IDS.indexOf(open) ? requested : open
}

/** Cart ids are opaque and URL-safe; anything else cannot exist and is not sent to the API. */
export function isWellFormedId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,128}$/.test(id)
}
