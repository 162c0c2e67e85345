import { useMemo } from 'react'
import { buildIcs, icsFileName, orderEvents } from './ics'

type Booked = Parameters<typeof orderEvents>[0]

/** The dated items as an .ics file, built here on click and offered as a download. */
export function CalendarDownload({
  order,
  label,
  className = 'button button--primary',
}: {
  order: Booked
  label: string
  className?: string
}) {
  const events = useMemo(() => orderEvents(order), [order])
  if (events.length === 0) return null
  const download = () => {
    const url = URL.createObjectURL(
      new Blob([buildIcs(events)], { type: 'text/calendar;charset=utf-8' }),
    )
    const anchor = document.createElement('a')
    anchor.href = url
    anchor.download = icsFileName(order.code)
    document.body.appendChild(anchor)
    anchor.click()
    anchor.remove()
    window.setTimeout(() => URL.revokeObjectURL(url), 1_000)
  }
  return (
    <button type="button" onClick={download} className={className}>
      {label}
    </button>
  )
}
