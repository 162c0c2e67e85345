import { useTranslation } from 'react-i18next'
import type { PaymentLink } from '@/api/payment-links'
import { CalendarDownload } from '@/features/checkout/CalendarDownload'
import { CalendarSubscribe } from './CalendarSubscribe'
import './calendar-feed.css'

/** The payment link page's calendar block: the .ics download and the subscription. */
export function BookingCalendar({ link }: { link: PaymentLink }) {
  const { t } = useTranslation('share')
  const dated = link.booking.items.some((item) => item.start)
  if (!dated) return null
  return (
    <section className="payment-card" aria-labelledby="booking-calendar-heading">
      <h2 id="booking-calendar-heading" className="payment-card__heading">
        {t('calendar.heading')}
      </h2>
      <div className="booking-calendar__actions">
        <CalendarDownload
          order={link.booking}
          label={t('calendar.download')}
          className="button button--secondary"
        />
        <CalendarSubscribe orderToken={link.booking.pageToken} dated={dated} />
      </div>
    </section>
  )
}
