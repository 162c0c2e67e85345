/** What every field component shares: ids, the shown message, the label, hint and error. */
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useFieldContext } from './context'
import { fieldDomId } from './focus'
import { translateMessage } from './messages'
import { clearServerError } from './server-errors'
import { visibleError } from './shown-errors'
import '../controls/controls.css'

export interface Labelled {
  label: ReactNode
  hint?: ReactNode
  required?: boolean
  /** Extra classes on the field's wrapper. */
  className?: string
}

function describedBy(...ids: (string | undefined | false)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ')
  return list || undefined
}

/**
 * What every field component needs: its field, ids (the error's is in aria-describedby only
 * when shown), the message it shows, the attributes and handlers its control shares with the
 * others (id, name, required, invalid, described by, blur), and `change`, which also drops a server error.
 */
export function useField<T>(hint: ReactNode, required: boolean | undefined) {
  const field = useFieldContext<T>()
  const base = useId()
  const id = fieldDomId(field.name)
  const hintId = hint ? `${base}-hint` : undefined
  const errorId = `${base}-error`
  const error = visibleError(field)
  const describedByIds = describedBy(hintId, error && errorId)
  const control = {
    id,
    name: field.name,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedByIds,
    onBlur: field.handleBlur,
  }
  const change = (value: T) => {
    clearServerError(field)
    field.handleChange(value)
  }
  return { field, id, hintId, errorId, error, describedByIds, control, change }
}

/** The wrapper's classes: `field`, a modifier, `field--invalid` while an error shows, the caller's. */
export function fieldClass(
  modifier: string,
  error: string | undefined,
  className: string | undefined,
) {
  return `field${modifier}${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`
}

/** The field's hint, when it has one. */
export function FieldHint({ id, hint }: { id: string | undefined; hint: ReactNode }) {
  if (!hint) return null
  return (
    <p id={id} className="field__hint">
      {hint}
    </p>
  )
}

/** A visual mark; assistive technology hears aria-required on the input instead. */
export function RequiredMark({ required }: { required?: boolean }) {
  if (!required) return null
  return (
    <span className="field__required" aria-hidden="true">
      {' *'}
    </span>
  )
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const { t } = useTranslation()
  if (!message) return null
  return (
    <p id={id} className="field__error">
      {translateMessage(t, message)}
    </p>
  )
}

/** A label above its hint, the control and the error: text and select fields. */
export function StackedField({
  id,
  hintId,
  errorId,
  error,
  label,
  hint,
  required,
  className,
  children,
}: Labelled & {
  id: string
  hintId: string | undefined
  errorId: string
  error: string | undefined
  children: ReactNode
}) {
  return (
    <div className={fieldClass('', error, className)}>
      <label htmlFor={id} className="field__label">
        {label}
        <RequiredMark required={required} />
      </label>
      <FieldHint id={hintId} hint={hint} />
      {children}
      <FieldError id={errorId} message={error} />
    </div>
  )
}
