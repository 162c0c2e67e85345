import { useTranslation } from 'react-i18next'
import {
  AVAILABILITY_VALUES,
  TIMES_OF_DAY,
  type AvailabilityValue,
  type TimeOfDay,
} from '@/api/staff/schema'
import { WEEK, type AvailabilityLabels } from './availability-labels'
import type { AvailabilityState } from './use-availability'

/** What to set on the selected days: the range, the value, the time of day, the weekdays. */
export function AvailabilityForm({
  state,
  labels,
}: {
  state: AvailabilityState
  labels: AvailabilityLabels
}) {
  const { t } = useTranslation('staff')
  return (
    // The page explains a refused change itself (a day in the past included), not the browser.
    <form
      noValidate
      className="staff-card staff-form staff-set"
      aria-labelledby="staff-set-heading"
      onSubmit={(event) => {
        event.preventDefault()
        state.apply((refused) =>
          refused.kind === 'past'
            ? t('availability.past')
            : t('availability.contradiction', {
                date: labels.longDate(refused.date),
                part: t(`time.${refused.part}`),
                current: t(`value.${refused.current}`),
              }),
        )
      }}
    >
      <h2 id="staff-set-heading">{t('availability.set')}</h2>
      <p role="status" className="staff-selection">
        {state.selection.from === state.selection.to
          ? t('availability.selectedOne', { date: labels.longDate(state.selection.from) })
          : t('availability.selected', {
              from: labels.longDate(state.selection.from),
              to: labels.longDate(state.selection.to),
            })}
      </p>
      <div className="staff-set__range">
        <DateInput
          id="staff-from"
          label={t('availability.from')}
          value={state.selection.from}
          min={state.today}
          onChange={state.setFrom}
        />
        <DateInput
          id="staff-to"
          label={t('availability.to')}
          value={state.selection.to}
          min={state.selection.from < state.today ? state.today : state.selection.from}
          onChange={state.setTo}
        />
      </div>
      <Choice
        legend={t('availability.value')}
        name="value"
        options={AVAILABILITY_VALUES.map((v) => ({ value: v, label: t(`value.${v}`) }))}
        value={state.value}
        onChange={(next) => state.setValue(next as AvailabilityValue)}
      />
      <Choice
        legend={t('availability.time')}
        name="timeOfDay"
        options={TIMES_OF_DAY.map((v) => ({ value: v, label: t(`time.${v}`) }))}
        value={state.timeOfDay}
        onChange={(next) => state.setTimeOfDay(next as TimeOfDay)}
      />
      <fieldset className="field staff-weekdays" aria-describedby="staff-weekdays-hint">
        <legend className="field__label">{t('availability.weekdays')}</legend>
        <p id="staff-weekdays-hint" className="field__hint">
          {t('availability.weekdaysHint')}
        </p>
        <div className="staff-choice__options">
          {WEEK.map((day) => (
            <label key={day} className="choice">
              <input
                type="checkbox"
                checked={state.weekdays.includes(day)}
                onChange={(event) => state.toggleWeekday(day, event.target.checked)}
              />
              {labels.longWeekday(day)}
            </label>
          ))}
        </div>
      </fieldset>
      {state.failure ? (
        <p role="alert" className="staff-alert">
          {state.failure}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary"
        aria-disabled={state.saving || undefined}
      >
        {t('availability.apply')}
      </button>
      <p role="status" className="staff-status">
        {state.status}
      </p>
    </form>
  )
}

function Choice({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string
  name: string
  options: { value: string; label: string }[]
  value: string
  onChange: (value: string) => void
}) {
  return (
    <fieldset className="field staff-choice">
      <legend className="field__label">{legend}</legend>
      <div className="staff-choice__options">
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function DateInput({
  id,
  label,
  value,
  min,
  onChange,
}: {
  id: string
  label: string
  value: string
  min?: string
  onChange: (date: string) => void
}) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className="field__input"
        value={value}
        min={min}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
