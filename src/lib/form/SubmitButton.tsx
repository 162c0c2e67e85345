import type { ReactNode } from 'react'
import { useStore } from '@tanstack/react-form'
import { useFormContext } from './context'
import { keepFocusOnPress } from './focus'

/**
 * The form's submit button: marked busy (not disabled, so it keeps focus and stays announced)
 * while the form submits; pressing it does not blur the field being edited, so an error shown
 * on blur cannot move it away before the release (keepFocusOnPress). Use inside `<form.AppForm>`.
 */
export function SubmitButton({
  children,
  busyLabel,
  variant = 'primary',
}: {
  children: ReactNode
  /** Shown while submitting; the normal label otherwise. */
  busyLabel?: ReactNode
  variant?: 'primary' | 'secondary'
}) {
  const form = useFormContext()
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  return (
    <button
      type="submit"
      className={`button button--${variant}`}
      aria-disabled={submitting || undefined}
      onMouseDown={keepFocusOnPress}
    >
      {submitting && busyLabel ? busyLabel : children}
    </button>
  )
}
