import { useState, type ReactNode } from 'react'
import type { AnyFormApi } from '@tanstack/react-form'
import { isApiError } from '@/lib/http'
import {
  SubmitButton,
  clearServerErrors,
  formContext,
  setServerError,
  focusAgain,
  submitForm,
} from '@/lib/form'

/** What a staff form shows besides its fields: a failure (alert) and a success (status). */
export function useFormFeedback() {
  const [formElement, attach] = useState<HTMLFormElement | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [status, setStatus] = useState('')
  /** Focuses the first field that shows an error (after a refused submit). */
  const focusInvalid = () =>
    requestAnimationFrame(() =>
      focusAgain(formElement?.querySelector<HTMLElement>('[aria-invalid="true"]')),
    )
  const reset = () => {
    setFailure(null)
    setStatus('')
  }
  return { attach, failure, setFailure, status, setStatus, focusInvalid, reset }
}

/** 422 field texts of the server onto the form's fields; false for any other failure. */
export function showServerErrors(form: AnyFormApi, error: unknown): boolean {
  if (!isApiError(error) || error.status !== 422) return false
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    if (messages[0]) setServerError(form, name, messages[0])
  }
  return true
}

/**
 * A staff form: fields, then the failure, the submit button (busy while submitting) and the
 * status line. Server (422) errors of an earlier submit are cleared before each new one.
 */
export function StaffForm({
  form,
  attach,
  failure,
  status,
  submitLabel,
  busyLabel,
  children,
}: {
  form: AnyFormApi
  attach: (form: HTMLFormElement | null) => void
  failure: string | null
  status: string
  submitLabel: ReactNode
  busyLabel: ReactNode
  children: ReactNode
}) {
  return (
    <form
      ref={attach}
      noValidate
      className="staff-form"
      onSubmit={(event) => {
        event.preventDefault()
        clearServerErrors(form)
        void submitForm(form)
      }}
    >
      {children}
      {failure ? (
        <p role="alert" className="staff-alert">
          {failure}
        </p>
      ) : null}
      <formContext.Provider value={form}>
        <SubmitButton busyLabel={busyLabel}>{submitLabel}</SubmitButton>
      </formContext.Provider>
      <p role="status" className="staff-status">
        {status}
      </p>
    </form>
  )
}
