import { useTranslation } from 'react-i18next'
import type { Order } from '@/api/orders'
import { formatMoney } from '@/lib/format'
import { SummaryWhen } from './shared/CartSummary'
import { meetingPlace } from '@/lib/calendar/place'
import { DiscountRows, SummaryLines } from './shared/SummaryLines'
import { VatRows } from './shared/VatRows'
import { PickupDetails } from '@/components/ui/PickupDetails'
import {
  CashDueRow,
  CashNote,
  DepositNote,
  GiftVoucherRows,
  IssuedVouchers,
} from '@/features/payments'

/** Every line that makes the order's total: items with their categories and extras, vouchers. */
export function OrderSummary({ order, lang }: { order: Order; lang: string }) {
  const { t } = useTranslation(['order', 'checkout'], { nsMode: 'fallback' })
  const onSite = order.paymentMethod === 'ON_SITE' && order.status !== 'CANCELLED'
  return (
    <section className="checkout-card" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading">
        {order.mode === 'REQUEST' ? t('success.summaryRequest') : t('success.summary')}
      </h2>
      <ul className="checkout-summary__items">
        {order.items.map((item) => {
          return (
            <li key={item.id} className="checkout-summary__item">
              <h3 className="checkout-summary__title">{item.title}</h3>
              {item.skuTitle !== item.title ? (
                <p className="checkout-summary__meta">{item.skuTitle}</p>
              ) : null}
              <SummaryWhen item={item} lang={lang} />
              {item.meetingPoint ? (
                <p className="checkout-summary__meta">
                  {t('success.meetingPoint', { place: meetingPlace(item.meetingPoint) })}
                </p>
              ) : item.location ? (
                <p className="checkout-summary__meta">{item.location}</p>
              ) : null}
              {item.fulfilment ? (
                <PickupDetails pickup={item.fulfilment.pickup} ns="checkout" />
              ) : null}
              <SummaryLines lines={[...item.lines, ...item.additionalServices]} lang={lang} />
            </li>
          )
        })}
      </ul>
      <dl className="checkout-summary__totals">
        <DiscountRows subtotal={order.totals.subtotal} vouchers={order.vouchers} lang={lang} />
        <div className="checkout-summary__total">
          <dt>{t('summary.total')}</dt>
          <dd>{formatMoney(order.totals.total, lang)}</dd>
        </div>
        <VatRows vat={order.totals.vat} lang={lang} />
        <GiftVoucherRows giftVouchers={order.giftVouchers} lang={lang} ns="checkout" />
        {order.status === 'CONFIRMED' && order.totals.paid.amount > 0 ? (
          <div>
            <dt>{t('summary.paid')}</dt>
            <dd>{formatMoney(order.totals.paid, lang)}</dd>
          </div>
        ) : null}
        {order.paymentMethod ? (
          <div>
            <dt>{t('payment.method')}</dt>
            <dd>{t(`payment.methods.${order.paymentMethod}`)}</dd>
          </div>
        ) : null}
        {onSite ? <CashDueRow open={order.totals.openAmount} lang={lang} /> : null}
      </dl>
      {onSite ? <CashNote open={order.totals.openAmount} lang={lang} /> : null}
      {order.deposit ? <DepositNote schedule={order.deposit} lang={lang} /> : null}
      {order.issuedVouchers.length > 0 ? (
        <>
          <h3>{t('success.vouchers')}</h3>
          <IssuedVouchers vouchers={order.issuedVouchers} items={order.items} lang={lang} />
        </>
      ) : null}
    </section>
  )
}
