import type { MouseEvent } from 'react'

/**
 * For a form's submit (and back) buttons: pressing one leaves the keyboard focus where it is.
 *
 * Without it the press moves the focus, the field the visitor just left shows its error on
 * blur, the text pushes the button down, and the release lands beside it: the click is lost
 * and the visitor has to click again (on a phone as on a desktop). With it the click arrives
 * and the form's own rule answers it: the submit, or the error summary with the focus on the
 * first field that needs a change, every error tied to its field (aria-describedby). Keyboard
 * and screen reader users are not affected: they reach the button with Tab, which blurs the
 * field before they press it. Safari does the same for every button by itself.
 */
export function keepFocusOnPress(event: MouseEvent): void {
  // Only the primary button: a right click still opens the context menu where it is pressed.
  if (event.button === 0) event.preventDefault()
}

/**
 * Moves the focus to a field after a refused submit. When the field has it already (the visitor
 * clicked submit from it, see keepFocusOnPress), the focus leaves and comes back once the error
 * is on screen (the next frame), so a screen reader reads the field again with its message.
 */
export function focusAgain(element: HTMLElement | null | undefined): void {
  if (!element) return
  if (element !== document.activeElement) {
    element.focus()
    return
  }
  element.blur()
  requestAnimationFrame(() => element.focus())
}
