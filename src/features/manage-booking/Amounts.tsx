import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Booking } from '@/api/bookings'
import { CashDueRow, CashNote, DepositNote, GiftVoucherRows } from '@/features/payments'
import { formatMoney } from '@/lib/format'

/** Total, paid, refunded and open; the open amount is paid on the payment link page. */
export function Amounts({ booking, lang }: { booking: Booking; lang: string }) {
  const { t } = useTranslation('manage')
  const { total, openAmount, refunded } = booking.totals
  // The API's `paid` is net of refunds; the visitor reads what they paid, then what came back.
  const paid = { ...booking.totals.paid, amount: booking.totals.paid.amount + refunded.amount }
  // Paid on site: in cash to the nearest 5 centimes, as the checkout and its receipt say.
  const onSite = booking.paymentMethod === 'ON_SITE' && booking.status !== 'CANCELLED'
  return (
    <section className="payment-card" aria-labelledby="manage-amounts-heading">
      <h2 id="manage-amounts-heading" className="payment-card__heading">
        {t('amounts.heading')}
      </h2>
      <dl className="payment-amounts">
        <div className="payment-amounts__total">
          <dt>{t('amounts.total')}</dt>
          <dd>{formatMoney(total, lang)}</dd>
        </div>
        <GiftVoucherRows giftVouchers={booking.giftVouchers} lang={lang} ns="manage" />
        <div>
          <dt>{t('amounts.paid')}</dt>
          <dd>{formatMoney(paid, lang)}</dd>
        </div>
        {refunded.amount > 0 ? (
          <div>
            <dt>{t('amounts.refunded')}</dt>
            <dd>{formatMoney(refunded, lang)}</dd>
          </div>
        ) : null}
        <div className="payment-amounts__open">
          <dt>{t('amounts.open')}</dt>
          <dd>{formatMoney(openAmount, lang)}</dd>
        </div>
        {onSite ? <CashDueRow open={openAmount} lang={lang} /> : null}
      </dl>
      {onSite ? <CashNote open={openAmount} lang={lang} /> : null}
      {booking.deposit ? <DepositNote schedule={booking.deposit} lang={lang} /> : null}
      {booking.paymentLinkToken ? (
        <div className="payment-actions">
          <Link
            to="/$lang/aftersales/payment/$token"
            params={{ lang, token: booking.paymentLinkToken }}
            className="button button--primary"
          >
            {t('amounts.pay', { amount: formatMoney(openAmount, lang) })}
          </Link>
        </div>
      ) : openAmount.amount > 0 && booking.paymentMethod === 'ON_SITE' ? (
        <p className="payment-hint">{t('amounts.onSite')}</p>
      ) : null}
    </section>
  )
}
