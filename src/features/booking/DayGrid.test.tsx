import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DayGrid } from './DayGrid'

const day = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number)
  return new Date(y!, m! - 1, d!)
}
const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

/** June 2026 (a Monday the 1st), today the 17th, Sundays closed, months up to August. */
function Grid({ onSelect = () => {} }: { onSelect?: (date: string) => void }) {
  const [month, setMonth] = useState(day('2026-06-01'))
  const [selected, setSelected] = useState<Date>()
  return (
    <DayGrid
      selected={selected}
      onSelect={(date) => {
        setSelected(date)
        onSelect(iso(date))
      }}
      month={month}
      onMonthChange={setMonth}
      startMonth={day('2026-06-01')}
      endMonth={day('2026-08-01')}
      today={day('2026-06-17')}
      weekStartsOn={1}
      disabled={[{ before: day('2026-06-17') }, (date) => date.getDay() === 0]}
      formatters={{
        formatCaption: (date) => `month ${date.getMonth() + 1}`,
        formatWeekdayName: (date) => `wd${date.getDay()}`,
      }}
      labels={{
        labelNext: () => 'Next month',
        labelPrevious: () => 'Previous month',
        labelNav: () => 'Change month',
        labelGrid: (date) => `grid ${date.getMonth() + 1}`,
        labelWeekday: (date) => `weekday ${date.getDay()}`,
        labelDayButton: (date, mods) =>
          [iso(date), mods.today && 'today', mods.selected && 'selected']
            .filter(Boolean)
            .join(', '),
      }}
    />
  )
}

const button = (date: string) => screen.getByRole('button', { name: new RegExp(`^${date}`) })

describe('DayGrid', () => {
  it('is a labelled grid with one tab stop, today, and Monday first', () => {
    render(<Grid />)
    expect(screen.getByRole('grid', { name: 'grid 6' })).toBeInTheDocument()
    expect(screen.getAllByRole('columnheader', { hidden: true })[0]).toHaveTextContent('wd1')
    expect(button('2026-06-17')).toHaveAccessibleName('2026-06-17, today')
    const stops = screen.getAllByRole('button').filter((b) => b.tabIndex === 0)
    expect(stops.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Next month',
      '2026-06-17, today',
    ])
    expect(button('2026-06-16')).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Previous month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  })

  it('moves by arrow keys past closed days, turns the month and chooses with Enter', async () => {
    const user = userEvent.setup()
    const chosen = vi.fn()
    render(<Grid onSelect={chosen} />)
    button('2026-06-17').focus()
    await user.keyboard('{ArrowDown}')
    expect(button('2026-06-24')).toHaveFocus()
    // Saturday the 27th, then Sunday (closed) is skipped to Monday.
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}')
    expect(button('2026-06-29')).toHaveFocus()
    await user.keyboard('{End}')
    expect(button('2026-07-04')).toHaveFocus()
    expect(screen.getByRole('grid', { name: 'grid 7' })).toBeInTheDocument()
    await user.keyboard('{Home}')
    expect(button('2026-06-29')).toHaveFocus()
    await user.keyboard('{PageDown}')
    expect(button('2026-07-29')).toHaveFocus()
    await user.keyboard('{PageDown}')
    expect(button('2026-08-29')).toHaveFocus()
    // Not beyond the last month offered, nor before today.
    await user.keyboard('{PageDown}')
    expect(button('2026-08-29')).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(chosen).toHaveBeenCalledWith('2026-08-29')
    expect(button('2026-08-29')).toHaveAccessibleName('2026-08-29, selected')
    expect(button('2026-08-29').closest('td')).toHaveAttribute('aria-selected', 'true')
  })

  it('turns months with its buttons, within the months offered', async () => {
    const user = userEvent.setup()
    render(<Grid />)
    await user.click(screen.getByRole('button', { name: 'Next month' }))
    await user.click(screen.getByRole('button', { name: 'Next month' }))
    expect(screen.getByText('month 8')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next month' }))
    expect(screen.getByText('month 8')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Previous month' }))
    expect(screen.getByText('month 7')).toBeInTheDocument()
  })
})
