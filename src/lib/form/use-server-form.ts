import { useState, type FormEvent } from 'react'
import { revalidateLogic, type AnyFormApi } from '@tanstack/react-form'
import { isApiError, type ApiError } from '@/lib/http'
import { focusFirstField, submitForm } from './focus'
import { useAppForm } from './hook'
import { clearServerErrors, setServerError } from './server-errors'

/** A message per field name. */
export type FieldMessages = Record<string, string>

/** A 422's field texts under the server's own paths: the first text of each. */
function serverPaths(error: ApiError): FieldMessages {
  const fields: FieldMessages = {}
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    if (messages[0]) fields[path] = messages[0]
  }
  return fields
}

export interface ServerFormOptions<TValues, TFailure> {
  defaultValues: TValues
  /** The message of each invalid field, in the page's order: focus goes to the first on screen. */
  validate: (values: TValues) => FieldMessages
  /** When a field's own error first shows: once it is left, or only after a submit. */
  showErrorsOn: 'blur' | 'submit'
  /** Sends valid values; what it throws is shown with showError. */
  onSubmit: (values: TValues, form: AnyFormApi) => Promise<void>
  /** A 422's field texts under the form's field names, in the page's order (default: as sent). */
  serverFields?: (error: ApiError) => FieldMessages
  /** What a failure shows above the button; null when the caller shows it otherwise. */
  failureOf: (error: unknown) => TFailure | null
  /** A long form: the field focused for its error is scrolled to the middle of the screen. */
  center?: boolean
}

/**
 * A form that the server answers: client validation (the first invalid field is focused), the
 * server's 422 field errors on the fields, and any other failure as the form's one failure.
 */
export function useServerForm<TValues, TFailure = string>({
  defaultValues,
  validate,
  showErrorsOn,
  onSubmit,
  serverFields = serverPaths,
  failureOf,
  center,
}: ServerFormOptions<TValues, TFailure>) {
  const [failure, setFailure] = useState<TFailure | null>(null)
  const form = useAppForm({
    defaultValues,
    validationLogic: revalidateLogic({ mode: showErrorsOn, modeAfterSubmission: 'change' }),
    validators: {
      onDynamic: ({ value }) => {
        const fields = validate(value)
        return Object.keys(fields).length ? { fields } : undefined
      },
    },
    onSubmitInvalid: ({ formApi }) => {
      focusFirstField(Object.keys(validate(formApi.state.values)), center)
    },
    onSubmit: async ({ value, formApi }) => {
      setFailure(null)
      try {
        await onSubmit(value, formApi)
      } catch (error) {
        showError(error)
      }
    },
  })

  /**
   * Shows a failed call: a 422's field texts on their fields (the first focused), anything else
   * (or a 422 naming no field on screen) as the failure.
   */
  const showError = (error: unknown, fieldsOf = serverFields) => {
    if (isApiError(error) && error.status === 422) {
      const fields = fieldsOf(error)
      for (const [name, message] of Object.entries(fields)) setServerError(form, name, message)
      if (focusFirstField(Object.keys(fields), center)) return
    }
    setFailure(failureOf(error))
  }

  /** The form element's submit: the server's errors of the last try go, then the usual submit. */
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    clearServerErrors(form)
    void submitForm(form)
  }

  return { form, failure, setFailure, showError, handleSubmit }
}
