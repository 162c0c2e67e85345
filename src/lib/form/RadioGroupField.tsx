import { useId, type ReactNode } from 'react'
import {
  FieldError,
  FieldHint,
  RequiredMark,
  fieldClass,
  useField,
  type Labelled,
} from './field-frame'

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
  const { field, id, hintId, errorId, error, describedByIds, change } = useField<string>(
    hint,
    required,
  )
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
                onChange={() => change(option.value)}
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
