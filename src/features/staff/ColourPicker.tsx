import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { contrastRatio, readableUnderText, TEXT_ON_COLOUR } from '@/api/staff/colour'
import { HEX_COLOR } from '@/api/staff/schema'
import { fieldDomId, messageKey, translateMessage, useFieldContext, visibleError } from '@/lib/form'

/** `#rrggbb` of an rgb triple (the shop configuration's palette entries). */
export function hexOf([r, g, b]: readonly number[]): string {
  return `#${[r, g, b].map((c) => (c ?? 0).toString(16).padStart(2, '0')).join('')}`
}

const ratioText = (hex: string, lang: string) =>
  new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(
    contrastRatio(hex, TEXT_ON_COLOUR),
  )

/** The colour check of the profile form: a `#rrggbb` colour readable under white text. */
export function colourError(value: string, lang: string): string | undefined {
  if (!HEX_COLOR.test(value)) return messageKey('staff:validation.invalid')
  if (!readableUnderText(value))
    return messageKey('staff:colour.tooLow', { ratio: ratioText(value, lang) })
  return undefined
}

/**
 * The colour that marks a person in calendars: the shop's palette as swatches, or any colour
 * (typed or pasted as #rrggbb, or from the browser's colour dialog). A colour that white text
 * cannot be read on is refused with its contrast ratio. Use inside `form.AppField`.
 */
export function ColourPicker({
  palette,
  initials,
}: {
  palette: readonly string[]
  initials: string
}) {
  const { t, i18n } = useTranslation('staff')
  const field = useFieldContext<string>()
  const base = useId()
  const value = field.state.value
  const error = visibleError(field)
  const errorId = `${base}-error`
  const hintId = `${base}-hint`
  const valid = HEX_COLOR.test(value)
  const set = (next: string) => field.handleChange(next.trim().toLowerCase())

  return (
    <fieldset className={`field staff-colour${error ? ' field--invalid' : ''}`}>
      <legend className="field__label">{t('colour.legend')}</legend>
      <p id={hintId} className="field__hint">
        {t('colour.hint')}
      </p>
      <div className="staff-colour__swatches" role="group" aria-label={t('colour.palette')}>
        {palette.map((hex) => (
          <label key={hex} className="staff-colour__swatch">
            <input
              type="radio"
              name={`${field.name}-palette`}
              value={hex}
              checked={value === hex}
              onChange={() => set(hex)}
              onBlur={field.handleBlur}
            />
            <span className="staff-colour__chip" style={{ background: hex }} aria-hidden="true" />
            <span className="visually-hidden">{t('colour.swatch', { value: hex })}</span>
          </label>
        ))}
      </div>
      <div className="staff-colour__custom">
        <label htmlFor={fieldDomId(field.name)} className="field__label">
          {t('colour.custom')}
        </label>
        <div className="staff-colour__inputs">
          <input
            id={fieldDomId(field.name)}
            className="field__input staff-colour__hex"
            value={value}
            maxLength={7}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
            onChange={(event) => set(event.target.value)}
            onBlur={field.handleBlur}
          />
          <input
            type="color"
            className="staff-colour__native"
            aria-label={t('colour.dialog')}
            value={valid ? value : '#000000'}
            onChange={(event) => set(event.target.value)}
            onBlur={field.handleBlur}
          />
        </div>
      </div>
      {/* A refused colour is not previewed: its white text would be unreadable. */}
      {valid && readableUnderText(value) ? (
        <p className="staff-colour__preview">
          <span className="staff-badge" style={{ background: value }} aria-hidden="true">
            {initials}
          </span>{' '}
          {t('colour.contrast', { ratio: ratioText(value, i18n.language) })}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error">
          {translateMessage(t, error)}
        </p>
      ) : null}
    </fieldset>
  )
}
