import type { AnyFieldApi, AnyFormApi } from '@tanstack/react-form'
import { messageOf } from './messages'

/** Per form: how many submits had happened when each field was first shown. */
const shownSince = new WeakMap<object, Map<string, number>>()

/**
 * Whether the form was submitted while this field was on screen. A field revealed after a
 * failed submit (e.g. the participant's details once "someone else" is chosen) is not marked
 * wrong until it is left or the form is submitted again.
 */
function submittedWhileShown(form: AnyFormApi, name: string): boolean {
  // Keyed by the form's store: the app's form hook hands out wrappers of one form (the field's
  // `field.form` and the component's `form` are different objects around the same store).
  let fields = shownSince.get(form.store)
  if (!fields) shownSince.set(form.store, (fields = new Map()))
  let since = fields.get(name)
  if (since === undefined) fields.set(name, (since = form.state.submissionAttempts))
  return form.state.submissionAttempts > since
}

/**
 * The message a field shows: a server error until the field changes, else the first client
 * error once the field was left or the form was submitted while it was shown (not while typing
 * the first time).
 */
export function visibleError(field: AnyFieldApi): string | undefined {
  const meta = field.state.meta
  const server = messageOf(meta.errorMap.onServer)
  if (server) return server
  const shown = meta.isBlurred || submittedWhileShown(field.form, field.name)
  if (!shown) return undefined
  return messageOf(meta.errors)
}

/** The message a field shows right now, by name, for an error summary. */
export function shownErrors(
  fieldMeta: Record<string, AnyFieldApi['state']['meta'] | undefined>,
  submitted: boolean,
  /** With the form: only fields submitted while shown (see visibleError). */
  form?: AnyFormApi,
): Record<string, string> {
  const shown: Record<string, string> = {}
  for (const [name, meta] of Object.entries(fieldMeta)) {
    if (!meta) continue
    const server = messageOf(meta.errorMap?.onServer)
    // Asked on every render, so a field on screen before the submit counts from then on.
    const whileShown = form ? submittedWhileShown(form, name) : true
    const afterSubmit = submitted && whileShown
    const own = meta.isBlurred || afterSubmit ? messageOf(meta.errors) : undefined
    const message = server ?? own
    if (message) shown[name] = message
  }
  return shown
}
