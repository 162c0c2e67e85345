import { useTranslation } from 'react-i18next'
import type { Booking } from '@/api/bookings'
import { IssuedVouchers } from '@/features/payments'

/** The gift vouchers bought with this booking: codes, for whom, the message and their PDFs. */
export function BoughtVouchers({ booking, lang }: { booking: Booking; lang: string }) {
  const { t } = useTranslation('order')
  if (!booking.issuedVouchers?.length) return null
  return (
    <section className="payment-card" aria-labelledby="manage-vouchers-heading">
      <h2 id="manage-vouchers-heading" className="payment-card__heading">
        {t('success.vouchers')}
      </h2>
      <IssuedVouchers vouchers={booking.issuedVouchers} items={booking.items} lang={lang} />
    </section>
  )
}
