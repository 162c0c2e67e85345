import { ensureNamespaces } from '@/lib/i18n'

/**
 * The changes of a booking, each with its code and texts, kept out of the page's first view (the
 * page a customer opens cold from the confirmation e-mail; docs/performance.md, "the booking
 * page's first view"): loaded on intent (pointing at or focusing the button) or on the click,
 * and those in IDLE_FLOWS when the browser is idle after the page has loaded.
 * - names: the form library and the checkout's person fields and rules (texts: `checkout`);
 * - reschedule: the booking calendar and slot list (texts: `booking`);
 * - cancel: the quote and the confirmation.
 * Each says why a change failed from the message table (texts: `problems`).
 */
export const loadParticipantsForm = () =>
  Promise.all([import('./ParticipantsForm'), ensureNamespaces('checkout', 'problems')]).then(
    ([module]) => module,
  )

export const loadRescheduleFlow = () =>
  Promise.all([import('./RescheduleFlow'), ensureNamespaces('booking', 'problems')]).then(
    ([module]) => module,
  )

export const loadCancelFlow = () =>
  Promise.all([import('./CancelFlow'), ensureNamespaces('problems')]).then(([module]) => module)

export type FlowKind = 'names' | 'reschedule' | 'cancel'

export const FLOW_LOADERS: Record<FlowKind, () => Promise<unknown>> = {
  names: loadParticipantsForm,
  reschedule: loadRescheduleFlow,
  cancel: loadCancelFlow,
}

/**
 * Fetched on idle where the booking offers them (src/lib/idle.ts), so a connection that drops
 * later does not keep the visitor from them: the names (a form filled in without the network
 * until it is saved) and cancelling (little on top of it), 24 KiB together. Not the date change:
 * its calendar (24 KiB more) would take the idle prefetch over its limit (38.9 KiB,
 * scripts/perf/harness.mjs), and it asks the network for the month as it opens anyway.
 */
export const IDLE_FLOWS: readonly FlowKind[] = ['names', 'cancel']

/** Starts loading a flow (on intent); a failure shows when the flow is opened. */
export function preloadFlow(kind: FlowKind): void {
  void FLOW_LOADERS[kind]().catch(() => undefined)
}
