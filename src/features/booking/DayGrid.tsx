/**
 * A one-month date grid for choosing a single day: our own, in place of react-day-picker (19.5 KiB
 * gzip with date-fns and @date-fns/tz on every listing page; this is about 2 KiB). It keeps the
 * accessibility model of the WAI-ARIA date picker grid that library follows, and its `rdp-*` class
 * names, so the theme in booking.css applies unchanged:
 *
 * - a `grid` labelled with the month, weekday headers named in full, one button per day whose
 *   accessible name the caller writes (`labels.labelDayButton`), `aria-selected` on the chosen day;
 * - one tab stop (roving tabindex): the focused day, else the selected one, else today, else the
 *   month's first enabled day;
 * - arrow keys move by a day or a week, Home/End to the week's start/end, PageUp/PageDown by a month
 *   (with Shift by a year), skipping disabled days and turning the month when focus leaves it,
 *   never beyond `startMonth`/`endMonth`;
 * - previous/next month buttons in a named `nav`, the caption and the footer as polite live regions.
 *
 * Dates are `Date` objects at local midnight; only their year, month and day are read.
 */
import {
  useState,
  type ButtonHTMLAttributes,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import {
  DAY,
  dayClass,
  keyMove,
  key,
  matches,
  monthKey,
  monthWeeks,
  plusDays,
  sameDay,
  type DayModifiers,
  type Matcher,
} from './day-grid-dates'
import { MonthNav } from './MonthNav'
import './day-grid.css'

export type { DayModifiers } from './day-grid-dates'

export type DayButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  day: { date: Date }
  modifiers: DayModifiers
}

export interface DayGridProps {
  mode?: 'single'
  selected?: Date
  onSelect: (date: Date) => void
  /** Any day of the shown month. */
  month: Date
  onMonthChange: (month: Date) => void
  startMonth: Date
  endMonth: Date
  today: Date
  /** 0 = Sunday, 1 = Monday. */
  weekStartsOn?: number
  disabled?: Matcher[]
  modifiers?: Record<string, (date: Date) => boolean>
  modifiersClassNames?: Record<string, string>
  components?: { DayButton?: ComponentType<DayButtonProps> }
  footer?: ReactNode
  formatters: {
    formatCaption: (month: Date) => string
    formatWeekdayName: (date: Date) => string
  }
  labels: {
    labelNext: () => string
    labelPrevious: () => string
    labelNav: () => string
    labelGrid: (month: Date) => string
    labelWeekday: (date: Date) => string
    labelDayButton: (date: Date, modifiers: DayModifiers) => string
  }
}

function DefaultDayButton({ day: _day, modifiers, ...props }: DayButtonProps) {
  return (
    <button
      ref={(button) => {
        if (button && modifiers.focused && document.activeElement !== button) button.focus()
      }}
      {...props}
    />
  )
}

export function DayGrid({
  selected,
  onSelect,
  month: shown,
  onMonthChange,
  startMonth,
  endMonth,
  today,
  weekStartsOn = 0,
  disabled = [],
  modifiers = {},
  modifiersClassNames = {},
  components,
  footer,
  formatters,
  labels,
}: DayGridProps) {
  const [focused, setFocused] = useState<Date>()
  const DayButton = components?.DayButton ?? DefaultDayButton
  const month = new Date(shown.getFullYear(), shown.getMonth(), 1)
  const first = monthKey(startMonth)
  const last = monthKey(endMonth)
  const isDisabled = (date: Date) => disabled.some((matcher) => matches(matcher, date))
  const inRange = (date: Date) => monthKey(date) >= first && monthKey(date) <= last

  const weeks = monthWeeks(month, weekStartsOn)
  const days = weeks.flat().filter((date) => date.getMonth() === month.getMonth())
  const enabled = (date: Date | undefined) =>
    !!date && monthKey(date) === monthKey(month) && !isDisabled(date)
  const tabStop = [focused, selected, today].find(enabled) ?? days.find((date) => !isDisabled(date))

  /**
   * Moves the focus by a key: to its target, or past a disabled target on to the next enabled
   * day, never out of the months offered.
   */
  function onKeyDown(event: KeyboardEvent, from: Date) {
    const move = keyMove(event.key, event.shiftKey, from, weekStartsOn)
    if (!move) return
    event.preventDefault()
    let [to] = move
    for (let attempt = 0; inRange(to) && isDisabled(to) && attempt < 366; attempt++) {
      to = plusDays(to, move[1])
    }
    if (!inRange(to) || isDisabled(to)) return
    if (monthKey(to) !== monthKey(month))
      onMonthChange(new Date(to.getFullYear(), to.getMonth(), 1))
    setFocused(to)
  }

  const turn = (months: number) => () => {
    const to = new Date(month.getFullYear(), month.getMonth() + months, 1)
    if (inRange(to)) onMonthChange(to)
  }
  const hasPrevious = monthKey(month) > first
  const hasNext = monthKey(month) < last

  return (
    <div className="rdp-root" data-mode="single">
      <div className="rdp-months">
        <MonthNav
          label={labels.labelNav()}
          previous={{ label: labels.labelPrevious(), enabled: hasPrevious, onClick: turn(-1) }}
          next={{ label: labels.labelNext(), enabled: hasNext, onClick: turn(1) }}
        />
        <div className="rdp-month">
          <div className="rdp-month_caption">
            <span className="rdp-caption_label" role="status" aria-live="polite">
              {formatters.formatCaption(month)}
            </span>
          </div>
          <table
            role="grid"
            aria-multiselectable="false"
            aria-label={labels.labelGrid(month)}
            className="rdp-month_grid"
          >
            <thead aria-hidden="true">
              <tr className="rdp-weekdays">
                {weeks[0]!.map((date) => (
                  <th
                    key={key(date)}
                    className="rdp-weekday"
                    scope="col"
                    aria-label={labels.labelWeekday(date)}
                  >
                    {formatters.formatWeekdayName(date)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="rdp-weeks">
              {weeks.map((week) => (
                <tr key={key(week[0]!)} className="rdp-week">
                  {week.map((date) => {
                    const outside = date.getMonth() !== month.getMonth()
                    if (outside) {
                      return (
                        <td
                          key={key(date)}
                          role="gridcell"
                          className="rdp-day rdp-hidden rdp-outside"
                        />
                      )
                    }
                    const custom = Object.entries(modifiers).filter(([, test]) => test(date))
                    const mods: DayModifiers = {
                      ...Object.fromEntries(custom.map(([name]) => [name, true])),
                      today: sameDay(date, today),
                      selected: sameDay(date, selected),
                      disabled: isDisabled(date),
                      focused: sameDay(date, focused),
                      outside: false,
                    }
                    return (
                      <td
                        key={key(date)}
                        role="gridcell"
                        className={dayClass(mods, modifiersClassNames)}
                        aria-selected={mods.selected || undefined}
                      >
                        <DayButton
                          type="button"
                          className="rdp-day_button"
                          day={{ date }}
                          modifiers={mods}
                          disabled={mods.disabled}
                          tabIndex={sameDay(date, tabStop) ? 0 : -1}
                          aria-label={labels.labelDayButton(date, mods)}
                          onClick={() => onSelect(date)}
                          onFocus={() => setFocused(date)}
                          onBlur={() => setFocused(undefined)}
                          onKeyDown={(event) => onKeyDown(event, date)}
                        >
                          {DAY(date)}
                        </DayButton>
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      {footer ? (
        <div className="rdp-footer" role="status" aria-live="polite">
          {footer}
        </div>
      ) : null}
    </div>
  )
}
