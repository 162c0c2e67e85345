import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { setAvailability } from '@/api/staff/api'
import {
  AVAILABILITY_VALUES,
  TIMES_OF_DAY,
  type AvailabilityDay,
  type AvailabilityInput,
  type AvailabilityValue,
  type StaffAvailability,
  type TimeOfDay,
} from '@/api/staff/schema'
import { usePageTitle } from '@/lib/head'
import { problemMessage } from '@/lib/problems'
import { useShopConfig } from '@/lib/shop-config'
import {
  addDays,
  addMonths,
  applyChange,
  mergeDays,
  monthRange,
  monthWeeks,
  todayIn,
  weekdayOf,
} from './calendar'
import { staffQueries } from './queries'

/** Monday first on screen; the values are the contract's (0 = Sunday). */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const

interface Selection {
  from: string
  to: string
}

/**
 * The signed-in person's availability a month at a time; a day or range (pointer or keyboard)
 * gets a value per time of day, optionally as a weekly pattern. Changes show at once and roll
 * back with a message when the save fails; keyed by month so each starts with its own selection.
 */
export function AvailabilityPage({ lang, month: asked }: { lang: string; month?: string }) {
  const { t } = useTranslation('staff')
  usePageTitle(t('availability.title'))
  const config = useShopConfig()
  const today = todayIn(config.timeZone)
  const month = asked ?? today.slice(0, 7)
  const { from, to } = monthRange(month)
  const query = useQuery({
    ...staffQueries.availability(from, to),
    placeholderData: keepPreviousData,
  })
  const queryClient = useQueryClient()

  const [focused, setFocused] = useState(today.startsWith(month) ? today : from)
  const [anchor, setAnchor] = useState(focused)
  const [selection, setSelection] = useState<Selection>({ from: focused, to: focused })
  const [value, setValue] = useState<AvailabilityValue>('AVAILABLE')
  const [timeOfDay, setTimeOfDay] = useState<TimeOfDay>('DAY')
  const [weekdays, setWeekdays] = useState<number[]>([])
  const [status, setStatus] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const grid = useRef<HTMLTableElement>(null)
  const moveFocus = useRef(false)

  useEffect(() => {
    if (!moveFocus.current) return
    moveFocus.current = false
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus()
  }, [focused])

  const key = staffQueries.availability(from, to).queryKey
  const save = useMutation({
    mutationFn: setAvailability,
    onMutate: async (input: AvailabilityInput) => {
      setFailure(null)
      setStatus('')
      await queryClient.cancelQueries({ queryKey: key })
      const before = queryClient.getQueryData<StaffAvailability>(key)
      if (before) queryClient.setQueryData(key, applyChange(before, input))
      return { before }
    },
    onError: (error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before)
      setFailure(t('availability.rolledBack', { reason: problemMessage(t, error) }))
    },
    onSuccess: (saved) => {
      const now = queryClient.getQueryData<StaffAvailability>(key)
      if (now) queryClient.setQueryData(key, mergeDays(now, saved.days))
      setStatus(t('availability.applied'))
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [...staffQueries.all(), 'availability'] }),
  })

  const dateFormat = new Intl.DateTimeFormat(lang, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const longDate = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`))
  // 1 February 2026 was a Sunday: day 0 of the contract's numbering.
  const weekdayIn = (style: 'short' | 'long') => (day: number) =>
    new Intl.DateTimeFormat(lang, { weekday: style, timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 1, 1 + day)),
    )
  const shortWeekday = weekdayIn('short')
  const longWeekday = weekdayIn('long')
  const monthTitle = new Intl.DateTimeFormat(lang, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${from}T00:00:00Z`))

  const days = new Map((query.data?.from === from ? query.data.days : []).map((d) => [d.date, d]))

  const choose = (date: string, extend: boolean) => {
    const start = extend ? anchor : date
    if (!extend) setAnchor(date)
    setSelection(start <= date ? { from: start, to: date } : { from: date, to: start })
    setFocused(date)
  }

  const onKey = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const moves: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
    }
    let next: string | undefined
    if (event.key in moves) next = addDays(date, moves[event.key]!)
    else if (event.key === 'Home') next = addDays(date, -((weekdayOf(date) + 6) % 7))
    else if (event.key === 'End') next = addDays(date, 6 - ((weekdayOf(date) + 6) % 7))
    else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      choose(date, event.shiftKey)
      return
    } else return
    event.preventDefault()
    if (next < from || next > to) return
    moveFocus.current = true
    setFocused(next)
    if (event.shiftKey) choose(next, true)
  }

  const apply = () => {
    if (save.isPending) return
    const input: AvailabilityInput = {
      from: selection.from,
      to: selection.to,
      timeOfDay,
      value,
      ...(weekdays.length ? { weekdays: [...weekdays].sort() } : {}),
    }
    save.mutate(input)
  }

  const selected = (date: string) => date >= selection.from && date <= selection.to

  return (
    <div className="staff-page staff-availability">
      <h1>{t('availability.title')}</h1>
      <div className="staff-month">
        <Link
          to="/$lang/staff/availability"
          params={{ lang }}
          search={{ month: addMonths(month, -1) }}
          className="button button--secondary"
        >
          {t('availability.previous')}
        </Link>
        <h2 id="staff-month-heading" className="staff-month__title">
          {monthTitle}
        </h2>
        <Link
          to="/$lang/staff/availability"
          params={{ lang }}
          search={{ month: addMonths(month, 1) }}
          className="button button--secondary"
        >
          {t('availability.next')}
        </Link>
      </div>
      <p id="staff-grid-help" className="field__hint">
        {t('availability.instructions')}
      </p>
      {query.isError && !query.data ? (
        <div role="alert" className="staff-alert">
          <p>{t('availability.loadFailed', { reason: problemMessage(t, query.error) })}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void query.refetch()}
          >
            {t('availability.retry')}
          </button>
        </div>
      ) : null}
      <table
        ref={grid}
        className="staff-calendar"
        aria-labelledby="staff-month-heading"
        aria-describedby="staff-grid-help"
        aria-busy={query.isFetching || undefined}
      >
        <thead>
          <tr>
            {WEEK.map((day) => (
              <th key={day} scope="col">
                <abbr title={longWeekday(day)}>{shortWeekday(day)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, index) =>
                date ? (
                  <td key={date}>
                    <DayButton
                      date={date}
                      day={days.get(date)}
                      label={longDate(date)}
                      today={date === today}
                      selected={selected(date)}
                      focusable={date === focused}
                      onChoose={(extend) => choose(date, extend)}
                      onKey={(event) => onKey(event, date)}
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

      <form
        className="staff-card staff-form staff-set"
        aria-labelledby="staff-set-heading"
        onSubmit={(event) => {
          event.preventDefault()
          apply()
        }}
      >
        <h2 id="staff-set-heading">{t('availability.set')}</h2>
        <p role="status" className="staff-selection">
          {selection.from === selection.to
            ? t('availability.selectedOne', { date: longDate(selection.from) })
            : t('availability.selected', {
                from: longDate(selection.from),
                to: longDate(selection.to),
              })}
        </p>
        <div className="staff-set__range">
          <div className="field">
            <label htmlFor="staff-from" className="field__label">
              {t('availability.from')}
            </label>
            <input
              id="staff-from"
              type="date"
              className="field__input"
              value={selection.from}
              onChange={(event) => {
                const date = event.target.value
                if (/^\d{4}-\d{2}-\d{2}$/.test(date))
                  setSelection((s) => ({ from: date, to: s.to < date ? date : s.to }))
              }}
            />
          </div>
          <div className="field">
            <label htmlFor="staff-to" className="field__label">
              {t('availability.to')}
            </label>
            <input
              id="staff-to"
              type="date"
              className="field__input"
              value={selection.to}
              min={selection.from}
              onChange={(event) => {
                const date = event.target.value
                if (/^\d{4}-\d{2}-\d{2}$/.test(date))
                  setSelection((s) => ({ from: s.from > date ? date : s.from, to: date }))
              }}
            />
          </div>
        </div>
        <Choice
          legend={t('availability.value')}
          name="value"
          options={AVAILABILITY_VALUES.map((v) => ({ value: v, label: t(`value.${v}`) }))}
          value={value}
          onChange={(next) => setValue(next as AvailabilityValue)}
        />
        <Choice
          legend={t('availability.time')}
          name="timeOfDay"
          options={TIMES_OF_DAY.map((v) => ({ value: v, label: t(`time.${v}`) }))}
          value={timeOfDay}
          onChange={(next) => setTimeOfDay(next as TimeOfDay)}
        />
        <fieldset className="field staff-weekdays" aria-describedby="staff-weekdays-hint">
          <legend className="field__label">{t('availability.weekdays')}</legend>
          <p id="staff-weekdays-hint" className="field__hint">
            {t('availability.weekdaysHint')}
          </p>
          <div className="staff-choice__options">
            {WEEK.map((day) => (
              <label key={day} className="staff-choice__option">
                <input
                  type="checkbox"
                  checked={weekdays.includes(day)}
                  onChange={(event) =>
                    setWeekdays((list) =>
                      event.target.checked ? [...list, day] : list.filter((d) => d !== day),
                    )
                  }
                />
                {longWeekday(day)}
              </label>
            ))}
          </div>
        </fieldset>
        {failure ? (
          <p role="alert" className="staff-alert">
            {failure}
          </p>
        ) : null}
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={save.isPending || undefined}
        >
          {t('availability.apply')}
        </button>
        <p role="status" className="staff-status">
          {status}
        </p>
      </form>
    </div>
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
          <label key={option.value} className="staff-choice__option">
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
