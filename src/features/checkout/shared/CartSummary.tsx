import { useTranslation } from 'react-i18next'
import type { Cart } from '@/api/carts'
import { formatMoney, formatTime } from '@/lib/format'
import { formatWhen } from './format'
import { DiscountRows, SummaryLines } from './SummaryLines'
import { VatRows } from './VatRows'
import { GiftVoucherRows } from '@/features/payments'
import { PickupDetails } from '@/components/ui/PickupDetails'

/** What is being booked, with dates in Zurich time, and the totals. */
export function CartSummary({
  cart,
  lang,
  headingId,
}: {
  cart: Cart
  lang: string
  headingId: string
}) {
  const { t } = useTranslation('checkout')
  const { totals } = cart
  return (
    <div className="checkout-summary checkout-card">
      <h2 id={headingId} className="checkout-summary__heading">
        {t('summary.heading')}
      </h2>
      <ul className="checkout-summary__items">
        {cart.items.map((item) => {
          return (
            <li key={item.id} className="checkout-summary__item">
              <p className="checkout-summary__title">{item.listing.title}</p>
              {item.sku.title !== item.listing.title ? (
                <p className="checkout-summary__meta">{item.sku.title}</p>
              ) : null}
              <SummaryWhen item={item} lang={lang} />
              {item.fulfilment ? (
                <PickupDetails pickup={item.fulfilment.pickup} ns="checkout" />
              ) : null}
              <SummaryLines lines={[...item.lines, ...item.additionalServices]} lang={lang} />
            </li>
          )
        })}
      </ul>
      <dl className="checkout-summary__totals">
        <DiscountRows subtotal={totals.subtotal} vouchers={cart.vouchers} lang={lang} />
        <div className="checkout-summary__total">
          <dt>{t('summary.total')}</dt>
          <dd>{formatMoney(totals.total, lang)}</dd>
        </div>
        <VatRows vat={totals.vat} lang={lang} />
        <GiftVoucherRows
          giftVouchers={cart.giftVouchers}
          open={totals.openAmount}
          lang={lang}
          ns="checkout"
        />
      </dl>
      {cart.mode === 'INSTANT' && cart.status === 'OPEN' ? (
        <p className="checkout-summary__note">
          {t('summary.heldUntil', { time: formatTime(cart.expiresAt, lang) })}
        </p>
      ) : null}
      {cart.mode === 'REQUEST' ? (
        <p className="checkout-summary__note">{t('summary.requestNote')}</p>
      ) : null}
    </div>
  )
}

/** When an item takes place, as a line of a summary; nothing for an item without a date. */
export function SummaryWhen({
  item,
  lang,
}: {
  item: { date?: string; start?: string; end?: string }
  lang: string
}) {
  const when = formatWhen(item, lang)
  if (!when) return null
  return (
    <p className="checkout-summary__meta">
      <time dateTime={item.start ?? item.date}>{when}</time>
    </p>
  )
}
