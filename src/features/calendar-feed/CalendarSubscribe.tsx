import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { calendarFeedUrl } from '@/api/share/calendar-feed'
import './calendar-feed.css'

/**
 * "Subscribe in your calendar": the webcal:// address of the order's feed. Unlike the .ics
 * download, a subscription follows the booking: when the shop moves it, the calendar moves it
 * too. Needs the `share` namespace (loaded by the success and payment link routes).
 */
export function CalendarSubscribe({
  orderToken,
  dated,
  className = 'button button--secondary',
}: {
  orderToken: string
  /** Whether the booking has anything with a date (nothing to subscribe to otherwise). */
  dated: boolean
  className?: string
}) {
  const { t } = useTranslation('share')
  const hintId = useId()
  if (!dated) return null
  return (
    <div className="calendar-subscribe">
      <a href={calendarFeedUrl(orderToken)} className={className} aria-describedby={hintId}>
        {t('calendar.subscribe')}
      </a>
      <p id={hintId} className="calendar-subscribe__hint">
        {t('calendar.hint')}
      </p>
    </div>
  )
}
