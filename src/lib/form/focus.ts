import type { MouseEvent } from 'react'
import type { AnyFormApi } from '@tanstack/react-form'

/** The DOM id of a field's input: stable, so an error summary can link to it. */
export function fieldDomId(name: string): string {
  return `field-${name.replace(/[^\w-]+/g, '-')}`
}

/**
 * For a form's submit (and back) buttons: pressing one leaves the keyboard focus where it is.
 * Otherwise the blur shows the left field's error, pushes the button down and the click is
 * lost. Keyboard users are unaffected: Tab already blurred the field.
 */
export function keepFocusOnPress(event: MouseEvent): void {
  // Only the primary button: a right click still opens the context menu where it is pressed.
  if (event.button === 0) event.preventDefault()
}

/**
 * Moves the focus to a field after a refused submit, once its error is on screen (the next
 * frame), so a screen reader reads the field with its message. When the field has the focus
 * already (the visitor clicked submit from it, see keepFocusOnPress), the focus leaves first
 * and comes back.
 */
export function focusAgain(element: HTMLElement | null | undefined): void {
  if (!element) return
  if (element === document.activeElement) element.blur()
  requestAnimationFrame(() => element.focus())
}

/**
 * Submits a form whose submit button was pressed without leaving the field being edited
 * (keepFocusOnPress): that field's blur validation has not run, so the form's errors are first
 * brought up to date as a blur would (a value typed since is not refused for a stale error).
 */
export function submitForm(form: AnyFormApi): Promise<void> {
  void form.validate('blur')
  return form.handleSubmit()
}

/**
 * Focuses the first of these fields (named in the page's order) that is on screen; false when
 * none is. `center` scrolls it to the middle, so a long form's field is seen with its context.
 */
export function focusFirstField(names: readonly string[], center?: boolean): boolean {
  const first = names
    .map((name) => document.getElementById(fieldDomId(name)))
    .find((element) => element !== null)
  focusAgain(first)
  if (center) first?.scrollIntoView({ block: 'center' })
  return first !== undefined
}

/** Focuses a field by name (from an error summary's link, or after a refused submit). */
export function focusField(name: string): void {
  focusFirstField([name], true)
}
