import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { AvailabilityDay } from '@/api/availability'
import { formatLocalDate } from '@/lib/format'
import { addMonths, dateFromIso, isoFromDate } from './dates'
import { DayGrid, type DayButtonProps } from './DayGrid'
import { useStatusText } from './status-text'

const MONTH_TITLE: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' }
const WEEKDAY_SHORT: Intl.DateTimeFormatOptions = { weekday: 'short' }
const WEEKDAY_LONG: Intl.DateTimeFormatOptions = { weekday: 'long' }

export interface AvailabilityCalendarProps {
  /** The shown month's days (undefined while loading). */
  days: AvailabilityDay[] | undefined
  loading: boolean
  /** First day of the shown month. */
  month: string
  onMonthChange: (month: string) => void
  selected?: string
  onSelect: (date: string) => void
  /** Today in the shop's time zone. */
  today: string
  /** The visitor points at, focuses or touches a day: its slots can load before the click. */
  onIntent?: (date: string) => void
  /** Places the party needs: a day with fewer says how many it has and that they do not fit. */
  party?: number
}

const STATUS_CLASS = {
  AVAILABLE: 'available',
  STOCK_LOW: 'low',
  SOLD_OUT: 'soldout',
  UPON_REQUEST: 'request',
  CLOSED: 'closed',
} as const
const MARK_CLASSES = [...Object.values(STATUS_CLASS), 'short'] as const

/**
 * The month calendar (DayGrid: a labelled grid with arrow-key, Home/End and PageUp/
 * PageDown navigation). Each day shows its availability as a mark and says it in its
 * accessible name; closed and past days are disabled. A day too small for the party stays
 * focusable and says how many places it has left.
 */
export function AvailabilityCalendar({
  days,
  loading,
  month,
  onMonthChange,
  selected,
  onSelect,
  today,
  onIntent,
  party = 1,
}: AvailabilityCalendarProps) {
  const { t, i18n } = useTranslation('booking')
  const lang = i18n.language
  const baseText = useStatusText()
  // SOLD_OUT with places left: the day has some, but not enough for the whole party.
  const statusText = (status: AvailabilityDay['status'], amountLeft?: number) =>
    status === 'SOLD_OUT' && amountLeft
      ? t('calendar.tooFew', { count: amountLeft, party })
      : baseText(status, amountLeft)
  const byDate = useMemo(() => new Map((days ?? []).map((d) => [d.date, d])), [days])
  // The grid's titles and weekday names through the shared formatters: a new formatter per
  // call cost the calendar's every render a dozen of them (about 1 ms each on a phone).
  const dateText = (style: Intl.DateTimeFormatOptions) => (date: Date) =>
    formatLocalDate(isoFromDate(date), lang, style)

  const matcher = (status: keyof typeof STATUS_CLASS) => (date: Date) =>
    byDate.get(isoFromDate(date))?.status === status
  const modifiers = {
    available: matcher('AVAILABLE'),
    low: matcher('STOCK_LOW'),
    soldout: matcher('SOLD_OUT'),
    request: matcher('UPON_REQUEST'),
    closed: matcher('CLOSED'),
    short: (date: Date) => {
      const day = byDate.get(isoFromDate(date))
      return day?.status === 'SOLD_OUT' && Boolean(day.amountLeft)
    },
  }
  const modifiersClassNames = Object.fromEntries(MARK_CLASSES.map((name) => [name, `day--${name}`]))

  const selectedDay = selected ? byDate.get(selected) : undefined
  const footer = selected
    ? [
        t('calendar.chosen', { date: formatLocalDate(selected, lang) }),
        selectedDay ? statusText(selectedDay.status, selectedDay.amountLeft) : '',
      ]
        .filter(Boolean)
        .join(' – ')
    : loading
      ? t('calendar.loading')
      : t('calendar.pick')

  return (
    <div
      className={`calendar${loading ? ' calendar--loading' : ''}`}
      aria-busy={loading}
      onPointerOver={(event) => intent(event.target, onIntent)}
      onFocus={(event) => intent(event.target, onIntent)}
      onTouchStart={(event) => intent(event.target, onIntent)}
    >
      <DayGrid
        mode="single"
        selected={selected ? dateFromIso(selected) : undefined}
        onSelect={(date) => {
          if (date) onSelect(isoFromDate(date))
          else if (selected) onSelect(selected)
        }}
        month={dateFromIso(month)}
        onMonthChange={(date) => onMonthChange(isoFromDate(date))}
        startMonth={dateFromIso(today)}
        endMonth={dateFromIso(addMonths(today, 12))}
        today={dateFromIso(today)}
        weekStartsOn={1}
        disabled={[{ before: dateFromIso(today) }, modifiers.closed]}
        modifiers={modifiers}
        modifiersClassNames={modifiersClassNames}
        components={{ DayButton: StatusDayButton }}
        footer={footer}
        formatters={{
          formatCaption: dateText(MONTH_TITLE),
          formatWeekdayName: dateText(WEEKDAY_SHORT),
        }}
        labels={{
          labelNext: () => t('calendar.next'),
          labelPrevious: () => t('calendar.previous'),
          labelNav: () => t('calendar.nav'),
          labelGrid: dateText(MONTH_TITLE),
          labelWeekday: dateText(WEEKDAY_LONG),
          labelDayButton: (date, mods) => {
            const iso = isoFromDate(date)
            const day = byDate.get(iso)
            const parts = [formatLocalDate(iso, lang)]
            if (iso < today) parts.push(t('calendar.past'))
            else if (day) parts.push(statusText(day.status, day.amountLeft))
            else if (loading) parts.push(t('calendar.loadingDay'))
            if (mods.today) parts.push(t('calendar.today'))
            if (mods.selected) parts.push(t('calendar.selected'))
            return parts.join(', ')
          },
        }}
      />
      <ul className="calendar-legend" aria-label={t('calendar.legend')}>
        {(['AVAILABLE', 'STOCK_LOW', 'SOLD_OUT', 'UPON_REQUEST', 'CLOSED'] as const).map(
          (status) => (
            <li key={status} className={`day--${STATUS_CLASS[status]}`}>
              <span className="calendar-legend__mark" aria-hidden="true" />
              {t(`legend.${STATUS_CLASS[status]}`)}
            </li>
          ),
        )}
        {party > 1 ? (
          <li className="day--short">
            <span className="calendar-legend__mark" aria-hidden="true" />
            {t('legend.short', { count: party })}
          </li>
        ) : null}
      </ul>
    </div>
  )
}

/** Tells onIntent which enabled day the event is about, if any. */
function intent(target: EventTarget, onIntent?: (date: string) => void) {
  if (!onIntent || !(target instanceof Element)) return
  const button = target.closest<HTMLButtonElement>('button[data-day]')
  if (button && !button.disabled && button.dataset.day) onIntent(button.dataset.day)
}

/** The library's day button plus a mark for the status (the name already says it in words). */
function StatusDayButton({ day, modifiers, children, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus()
  }, [modifiers.focused])
  return (
    <button ref={ref} {...props} data-day={isoFromDate(day.date)}>
      <span className="day__number">{children}</span>
      <span className="day__mark" aria-hidden="true" />
    </button>
  )
}
