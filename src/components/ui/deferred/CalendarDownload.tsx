import { useTranslation } from 'react-i18next'
import type { PaymentLink } from '@/api/payment-links'
import { calendarFeedUrl } from '@/api/share/calendar-feed'
import type { orderEvents } from '@/lib/calendar/ics'

type Booked = Parameters<typeof orderEvents>[0]
type Details = Parameters<typeof orderEvents>[1]

/** The dated items as an .ics file, built on click (the builder loads then) and downloaded. */
export function CalendarDownload({
  order,
  label,
  note,
  className = 'button button--primary',
  details,
}: {
  order: Booked
  label: string
  /** A line the events' description adds to the booking code (e.g. the open rest, its date). */
  note?: string
  className?: string
  /** Lines of each event's description after the booking code, in the page's words. */
  details?: Details
}) {
  if (!order.items.some((item) => item.start)) return null
  const download = async () => {
    const { buildIcs, icsFileName, orderEvents } = await import('@/lib/calendar/ics')
    const withNote: Details = (item) => [...(note ? [note] : []), ...(details?.(item) ?? [])]
    const url = URL.createObjectURL(
      new Blob([buildIcs(orderEvents(order, withNote))], { type: 'text/calendar;charset=utf-8' }),
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
    <button type="button" onClick={() => void download()} className={className}>
      {label}
    </button>
  )
}

/**
 * "Subscribe in your calendar": the webcal:// address of the order's feed. Unlike the .ics
 * download, a subscription follows the booking: when the shop moves it, the calendar moves it
 * too. Its texts are the page's (the order's or the payment link's namespace).
 */
export function CalendarSubscribe({
  orderToken,
  dated,
  className = 'button button--secondary',
  ns = 'order',
}: {
  orderToken: string
  /** The page's namespace, holding calendar.subscribe and calendar.hint. */
  ns?: 'order' | 'payment'
  /** Whether the booking has anything with a date (nothing to subscribe to otherwise). */
  dated: boolean
  className?: string
}) {
  const { t } = useTranslation(ns)
  if (!dated) return null
  return (
    <div>
      <a
        href={calendarFeedUrl(orderToken)}
        className={className}
        aria-describedby="calendar-subscribe-hint"
      >
        {t('calendar.subscribe')}
      </a>
      <p id="calendar-subscribe-hint" className="muted">
        {t('calendar.hint')}
      </p>
    </div>
  )
}

/** The payment link page's calendar block: the .ics download and the subscription. */
export function BookingCalendar({ link }: { link: PaymentLink }) {
  const { t } = useTranslation('payment')
  const dated = link.booking.items.some((item) => item.start)
  if (!dated) return null
  return (
    <section className="payment-card" aria-labelledby="booking-calendar-heading">
      <h2 id="booking-calendar-heading" className="payment-card__heading">
        {t('calendar.heading')}
      </h2>
      <div className="payment-actions">
        <CalendarDownload
          order={link.booking}
          label={t('calendar.download')}
          className="button button--secondary"
        />
        {link.booking.pageToken ? (
          <CalendarSubscribe orderToken={link.booking.pageToken} dated={dated} ns="payment" />
        ) : null}
      </div>
    </section>
  )
}
