import { ensureNamespaces } from '@/lib/i18n'

/**
 * The changes of a booking, each with its code and texts, kept out of the page's first view (a
 * customer opens it cold from the confirmation e-mail): loaded on intent (pointing at or
 * focusing the button) or on the click, and those in IDLE_FLOWS when the browser is idle.
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
 * Fetched on idle (src/lib/loading/idle.ts) so a dropped connection does not keep the visitor from them.
 * Not the date change: its calendar would take the idle prefetch over its limit
 * (scripts/perf/harness.mjs), and it needs the network for the month anyway.
 */
export const IDLE_FLOWS: readonly FlowKind[] = ['names', 'cancel']

/** Starts loading a flow (on intent); a failure shows when the flow is opened. */
export function preloadFlow(kind: FlowKind): void {
  void FLOW_LOADERS[kind]().catch(() => undefined)
}
