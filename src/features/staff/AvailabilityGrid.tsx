import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  AVAILABILITY_VALUES,
  TIMES_OF_DAY,
  type AvailabilityDay,
  type AvailabilityValue,
  type TimeOfDay,
} from '@/api/staff/schema'
import { WEEK, type AvailabilityLabels } from './availability-labels'
import { monthWeeks } from './calendar'
import type { AvailabilityState } from './use-availability'

/**
 * The month as a grid of day buttons (one tab stop; arrows, Home and End move, Shift extends
 * the selection), each day's value per time of day shown by a symbol, and their key below.
 */
export function AvailabilityGrid({
  state,
  labels,
}: {
  state: AvailabilityState
  labels: AvailabilityLabels
}) {
  const { grid } = state
  const busy = state.query.isFetching
  return (
    <>
      <table
        ref={grid}
        className="staff-calendar"
        aria-labelledby="staff-month-heading"
        aria-describedby="staff-grid-help"
        aria-busy={busy || undefined}
      >
        <thead>
          <tr>
            {WEEK.map((day) => (
              <th key={day} scope="col">
                <abbr title={labels.longWeekday(day)}>{labels.shortWeekday(day)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(state.month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, index) =>
                date ? (
                  <td key={date}>
                    <DayButton
                      date={date}
                      day={state.days.get(date)}
                      label={labels.longDate(date)}
                      today={date === state.today}
                      selected={state.isSelected(date)}
                      focusable={date === state.focused}
                      onChoose={(extend) => state.choose(date, extend)}
                      onKey={(event) => state.onKey(event, date)}
                    />
                  </td>
                ) : (
                  <td key={`pad-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <Legend />
    </>
  )
}

function DayButton({
  date,
  day,
  label,
  today,
  selected,
  focusable,
  onChoose,
  onKey,
}: {
  date: string
  day: AvailabilityDay | undefined
  label: string
  today: boolean
  selected: boolean
  focusable: boolean
  onChoose: (extend: boolean) => void
  onKey: (event: KeyboardEvent<HTMLButtonElement>) => void
}) {
  const { t } = useTranslation('staff')
  const valueOf = (time: TimeOfDay): AvailabilityValue => day?.[time] ?? 'UNKNOWN'
  const text = t('availability.dayLabel', {
    date: today ? `${label} (${t('availability.today')})` : label,
    am: t(`value.${valueOf('AM')}`),
    day: t(`value.${valueOf('DAY')}`),
    pm: t(`value.${valueOf('PM')}`),
  })
  return (
    <button
      type="button"
      data-date={date}
      className={`staff-day${today ? ' staff-day--today' : ''}`}
      tabIndex={focusable ? 0 : -1}
      aria-pressed={selected}
      aria-label={text}
      aria-current={today ? 'date' : undefined}
      onClick={(event) => onChoose(event.shiftKey)}
      onKeyDown={onKey}
    >
      <span className="staff-day__number">{Number(date.slice(8))}</span>
      {TIMES_OF_DAY.map((time) => (
        <span
          key={time}
          className={`staff-day__slot staff-value--${valueOf(time)}`}
          data-time={time}
        >
          {t(`symbol.${valueOf(time)}`)}
        </span>
      ))}
    </button>
  )
}

function Legend() {
  const { t } = useTranslation('staff')
  return (
    <div className="staff-legend">
      <h2 className="staff-legend__title">{t('availability.legend')}</h2>
      <ul className="staff-legend__list">
        {AVAILABILITY_VALUES.map((v) => (
          <li key={v}>
            <span className={`staff-day__slot staff-value--${v}`} aria-hidden="true">
              {t(`symbol.${v}`)}
            </span>{' '}
            {t(`value.${v}`)}
          </li>
        ))}
        <li>{TIMES_OF_DAY.map((time) => t(`time.${time}`)).join(' · ')}</li>
      </ul>
    </div>
  )
}
