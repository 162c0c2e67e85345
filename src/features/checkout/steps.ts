import type { Checkout } from '@/api/checkout'

export const STEP_IDS = ['configuration', 'contact', 'payment'] as const
export type StepId = (typeof STEP_IDS)[number]

// The search parsers run in the route definitions every page loads: plain code, no schema
// library, so the first page does not pay for one.

export interface CheckoutSearch {
  step?: StepId
}

/** `?step=` is read leniently: anything unknown is as if there were none. */
export function parseCheckoutSearch(raw: Record<string, unknown>): CheckoutSearch {
  const step = STEP_IDS.find((id) => id === raw.step)
  return { step }
}

export interface SuccessSearch {
  payment?: string
  result?: string
}

/** The success page: `payment` and `result` are the provider's hints, never trusted. */
export function parseSuccessSearch(raw: Record<string, unknown>): SuccessSearch {
  // A number-like id (`payment=12345`) arrives as a number from the router.
  const hint = (value: unknown) => {
    const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
    return typeof text === 'string' && text.length <= 128 ? text : undefined
  }
  return { payment: hint(raw.payment), result: hint(raw.result) }
}

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
  // Arriving, a step with something to choose (extras, a gift box) is shown even when nothing
  // is missing: otherwise the visitor would never see what they could add.
  const choices = checkout.steps.find((s) => s.id === 'configuration')
  if (!requested && choices?.applicable && choices.offersChoices) return 'configuration'
  if (!requested) return open
  return STEP_IDS.indexOf(requested) <= STEP_IDS.indexOf(open) ? requested : open
}

/** Cart ids are opaque and URL-safe; anything else cannot exist and is not sent to the API. */
export function isWellFormedId(id: string): boolean {
  return /^[A-Za-z0-9_-]{1,128}$/.test(id)
}
