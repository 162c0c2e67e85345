import { useTranslation } from 'react-i18next'
import type { Booking } from '@/api/bookings'
import type { IssuedVoucher } from '@/api/orders'
import { IssuedVouchers } from '@/features/payments'

/**
 * The gift vouchers bought with this booking: codes, for whom, the message and their PDFs. Its
 * texts (the `order` namespace) load only for a booking that has some.
 */
export function BoughtVouchers({ booking, lang }: { booking: Booking; lang: string }) {
  if (!booking.issuedVouchers?.length) return null
  return <VoucherList vouchers={booking.issuedVouchers} items={booking.items} lang={lang} />
}

function VoucherList(props: { vouchers: IssuedVoucher[]; items: Booking['items']; lang: string }) {
  const { t } = useTranslation('order')
  return (
    <section className="payment-card" aria-labelledby="manage-vouchers-heading">
      <h2 id="manage-vouchers-heading" className="payment-card__heading">
        {t('success.vouchers')}
      </h2>
      <IssuedVouchers {...props} />
    </section>
  )
}
