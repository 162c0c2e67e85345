/**
 * TanStack Form set up once (`useAppForm`), so every field gets labels, required marks, linked
 * error texts and server (422) errors alike. Only forms import it, so routes without one do not
 * load TanStack Form. A message made with `messageKey(key, params)` is translated; any other
 * text (a server's, already translated) is shown as it is.
 */
import { useId, type MouseEvent, type ReactNode } from 'react'
import {
  createFormHook,
  createFormHookContexts,
  useStore,
  type AnyFieldApi,
  type AnyFormApi,
} from '@tanstack/react-form'
import { useTranslation } from 'react-i18next'

export const { fieldContext, formContext, useFieldContext, useFormContext } =
  createFormHookContexts()

const KEY_SEPARATOR = '|'

/** A validation message as an i18n key (with its namespace) and interpolation values. */
export function messageKey(key: string, values?: Record<string, string | number>): string {
  return values ? `${key}${KEY_SEPARATOR}${JSON.stringify(values)}` : key
}

/** Splits a message written with messageKey; plain texts come back as { text }. */
export function parseMessage(
  message: string,
): { key: string; values: Record<string, unknown> } | { text: string } {
  const [key = '', json] = message.split(KEY_SEPARATOR, 2)
  if (!/^[\w-]+:[\w.-]+$/.test(key)) return { text: message }
  try {
    return { key, values: json ? (JSON.parse(json) as Record<string, unknown>) : {} }
  } catch {
    return { text: message }
  }
}

/** The translation function of react-i18next, as far as messages need it. */
type Translate = (key: string, values: Record<string, unknown>) => string

export function translateMessage(t: Translate, message: string): string {
  const parsed = parseMessage(message)
  if ('text' in parsed) return parsed.text
  return t(parsed.key, parsed.values)
}

function messageOf(error: unknown): string | undefined {
  if (!error) return undefined
  if (typeof error === 'string') return error
  if (Array.isArray(error)) return messageOf(error[0])
  if (typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message
  }
  return undefined
}

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

/** form.setFieldMeta by a field name only known at run time. */
function metaSetter(form: AnyFormApi) {
  return form.setFieldMeta as unknown as (
    name: string,
    updater: (meta: AnyFieldApi['state']['meta'] | undefined) => unknown,
  ) => void
}

/** Sets a server (422) message on a field; it stays until the field's value changes. */
export function setServerError(form: AnyFormApi, name: string, message: string): void {
  const setMeta = metaSetter(form)
  setMeta(name, (meta) => ({
    ...(meta ?? {}),
    isBlurred: true,
    errorMap: { ...(meta?.errorMap ?? {}), onServer: message },
  }))
}

function clearServerError(field: AnyFieldApi) {
  if (!field.state.meta.errorMap.onServer) return
  field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
}

/** Ids for the input, its hint and its error; the error id is in aria-describedby only when shown. */
function useFieldIds(field: AnyFieldApi, hint?: ReactNode) {
  const base = useId()
  const id = fieldDomId(field.name)
  const hintId = hint ? `${base}-hint` : undefined
  const errorId = `${base}-error`
  return { id, hintId, errorId }
}

/**
 * What every field component needs: its ids, the message it shows, and the attributes and
 * handlers its control shares with the others (required, invalid, described by, blur).
 */
function useFieldState(field: AnyFieldApi, hint: ReactNode, required: boolean | undefined) {
  const ids = useFieldIds(field, hint)
  const error = visibleError(field)
  const describedByIds = describedBy(ids.hintId, error && ids.errorId)
  const control = {
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedByIds,
    onBlur: field.handleBlur,
  }
  return { ...ids, error, describedByIds, control }
}

/** The wrapper's classes: `field`, a modifier, `field--invalid` while an error shows, the caller's. */
function fieldClass(modifier: string, error: string | undefined, className: string | undefined) {
  return `field${modifier}${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`
}

/** The field's hint, when it has one. */
function FieldHint({ id, hint }: { id: string | undefined; hint: ReactNode }) {
  if (!hint) return null
  return (
    <p id={id} className="field__hint">
      {hint}
    </p>
  )
}

/** A label above its hint, the control and the error: text and select fields. */
function StackedField({
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

/** The DOM id of a field's input: stable, so an error summary can link to it. */
export function fieldDomId(name: string): string {
  return `field-${name.replace(/[^\w-]+/g, '-')}`
}

function describedBy(...ids: (string | undefined | false)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ')
  return list || undefined
}

interface Labelled {
  label: ReactNode
  hint?: ReactNode
  required?: boolean
  /** Extra classes on the field's wrapper. */
  className?: string
}

/** A visual mark; assistive technology hears aria-required on the input instead. */
function RequiredMark({ required }: { required?: boolean }) {
  if (!required) return null
  return (
    <span className="field__required" aria-hidden="true">
      {' *'}
    </span>
  )
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const { t } = useTranslation()
  if (!message) return null
  return (
    <p id={id} className="field__error">
      {translateMessage(t, message)}
    </p>
  )
}

export function TextField({
  label,
  hint,
  required,
  className,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  max,
  min,
  step,
}: Labelled & {
  type?: 'text' | 'email' | 'tel' | 'number' | 'date' | 'password'
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal'
  maxLength?: number
  max?: string | number
  min?: string | number
  step?: string | number
}) {
  const field = useFieldContext<string>()
  const { id, hintId, errorId, error, control } = useFieldState(field, hint, required)
  return (
    <StackedField {...{ id, hintId, errorId, error, label, hint, required, className }}>
      <input
        id={id}
        name={field.name}
        className="field__input"
        type={type}
        value={field.state.value ?? ''}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        max={max}
        min={min}
        step={step}
        {...control}
        onChange={(event) => {
          clearServerError(field)
          field.handleChange(event.target.value)
        }}
      />
    </StackedField>
  )
}

export interface Option {
  value: string
  label: string
}

export function SelectField({
  label,
  hint,
  required,
  className,
  options = [],
  groups = [],
  placeholder,
  autoComplete,
}: Labelled & {
  options?: readonly Option[]
  /** Options in labelled groups (<optgroup>), after the ungrouped ones. */
  groups?: readonly { label: string; options: readonly Option[] }[]
  placeholder?: string
  autoComplete?: string
}) {
  const field = useFieldContext<string>()
  const { id, hintId, errorId, error, control } = useFieldState(field, hint, required)
  return (
    <StackedField {...{ id, hintId, errorId, error, label, hint, required, className }}>
      <select
        id={id}
        name={field.name}
        className="field__input field__select"
        value={field.state.value ?? ''}
        autoComplete={autoComplete}
        {...control}
        onChange={(event) => {
          clearServerError(field)
          field.handleChange(event.target.value)
        }}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        <Options options={options} />
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            <Options options={group.options} />
          </optgroup>
        ))}
      </select>
    </StackedField>
  )
}

function Options({ options }: { options: readonly Option[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ))
}

export function CheckboxField({ label, hint, required, className }: Labelled) {
  const field = useFieldContext<boolean>()
  const { id, hintId, errorId, error, control } = useFieldState(field, hint, required)
  return (
    <div className={fieldClass(' field--checkbox', error, className)}>
      <input
        id={id}
        name={field.name}
        type="checkbox"
        className="field__checkbox"
        checked={Boolean(field.state.value)}
        {...control}
        onChange={(event) => {
          clearServerError(field)
          field.handleChange(event.target.checked)
        }}
      />
      <label htmlFor={id} className="field__label">
        {label}
        <RequiredMark required={required} />
      </label>
      <FieldHint id={hintId} hint={hint} />
      <FieldError id={errorId} message={error} />
    </div>
  )
}

export interface RadioOption {
  value: string
  label: ReactNode
  description?: ReactNode
}

/** A radio group in a fieldset with its legend; the first radio carries the field's DOM id. */
export function RadioGroupField({
  label,
  hint,
  required,
  className,
  options,
}: Labelled & { options: readonly RadioOption[] }) {
  const field = useFieldContext<string>()
  const { id, hintId, errorId, error, describedByIds } = useFieldState(field, hint, required)
  const base = useId()
  return (
    <fieldset
      className={fieldClass(' field--radios', error, className)}
      aria-describedby={describedByIds}
    >
      <legend className="field__label">
        {label}
        <RequiredMark required={required} />
      </legend>
      <FieldHint id={hintId} hint={hint} />
      <div className="field__options">
        {options.map((option, index) => {
          const optionId = index === 0 ? id : `${base}-${index}`
          const descriptionId = option.description ? `${base}-${index}-description` : undefined
          return (
            <div key={option.value} className="field__option">
              <input
                id={optionId}
                type="radio"
                name={field.name}
                value={option.value}
                checked={field.state.value === option.value}
                aria-describedby={descriptionId}
                onBlur={field.handleBlur}
                onChange={() => {
                  clearServerError(field)
                  field.handleChange(option.value)
                }}
              />
              <div className="field__option-text">
                <label htmlFor={optionId} className="field__option-label">
                  {option.label}
                </label>
                {option.description ? (
                  <span id={descriptionId} className="field__option-description">
                    {option.description}
                  </span>
                ) : null}
              </div>
            </div>
          )
        })}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  )
}

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

export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, SelectField, CheckboxField, RadioGroupField },
  formComponents: { SubmitButton },
})

export { revalidateLogic, useStore } from '@tanstack/react-form'

/** Clears every field's server error (before a new submit: the server will answer again). */
export function clearServerErrors(form: AnyFormApi): void {
  const setMeta = metaSetter(form)
  for (const [name, meta] of Object.entries(form.state.fieldMeta)) {
    const errorMap = (meta as AnyFieldApi['state']['meta'] | undefined)?.errorMap
    if (errorMap?.onServer) {
      setMeta(name, (current) => ({
        ...(current ?? {}),
        errorMap: { ...(current?.errorMap ?? {}), onServer: undefined },
      }))
    }
  }
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
