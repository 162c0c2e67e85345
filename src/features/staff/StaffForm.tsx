import type { FormEvent, ReactNode } from 'react'
import type { AnyFormApi } from '@tanstack/react-form'
import { SubmitButton, formContext } from '@/lib/form'

/**
 * A staff form (of useServerForm): fields, then the failure, the submit button (busy while
 * submitting) and the status line.
 */
export function StaffForm({
  form,
  onSubmit,
  failure,
  status = '',
  submitLabel,
  busyLabel,
  children,
}: {
  form: AnyFormApi
  onSubmit: (event: FormEvent) => void
  failure: string | null
  status?: string
  submitLabel: ReactNode
  busyLabel: ReactNode
  children: ReactNode
}) {
  return (
    <form noValidate className="staff-form" onSubmit={onSubmit}>
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
