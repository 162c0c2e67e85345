/** The text, select and checkbox fields of `useAppForm` (labels, required marks, errors). */
import {
  FieldError,
  FieldHint,
  RequiredMark,
  StackedField,
  fieldClass,
  useField,
  type Labelled,
} from './field-frame'

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
  const { field, id, hintId, errorId, error, control, change } = useField<string>(hint, required)
  return (
    <StackedField {...{ id, hintId, errorId, error, label, hint, required, className }}>
      <input
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
        onChange={(event) => change(event.target.value)}
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
  const { field, id, hintId, errorId, error, control, change } = useField<string>(hint, required)
  return (
    <StackedField {...{ id, hintId, errorId, error, label, hint, required, className }}>
      <select
        className="field__input field__select"
        value={field.state.value ?? ''}
        autoComplete={autoComplete}
        {...control}
        onChange={(event) => change(event.target.value)}
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
  const { field, id, hintId, errorId, error, control, change } = useField<boolean>(hint, required)
  return (
    <div className={fieldClass(' field--checkbox', error, className)}>
      <input
        type="checkbox"
        className="field__checkbox"
        checked={Boolean(field.state.value)}
        {...control}
        onChange={(event) => change(event.target.checked)}
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
