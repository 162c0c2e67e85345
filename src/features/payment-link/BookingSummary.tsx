import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { PaymentLink } from '@/api/payment-links'
import { formatMoney } from '@/lib/format'
import { BookedItemList } from '@/components/ui/deferred/BookedItemList'
import { DepositSlot } from './deposit-slot'

interface Props {
  link: PaymentLink
  lang: string
}

/** What was booked: each item with its date and time in the shop's time zone. */
export function BookingDetails({ link, lang, timeZone }: Props & { timeZone: string }) {
  const { t } = useTranslation('payment')
  return (
    <BookedItemList
      heading={t('booking.heading')}
      whenLabel={t('booking.when')}
      items={link.booking.items}
      lang={lang}
      timeZone={timeZone}
      facts={(item) =>
        item.location ? (
          <div>
            <dt>{t('booking.location')}</dt>
            <dd>{item.location}</dd>
          </div>
        ) : null
      }
      below={(item) =>
        item.lines.length > 0 ? (
          <ul className="payment-item__lines">
            {[...item.lines, ...item.additionalServices].map((line, index) => (
              <li key={`${index}-${line.label}`}>
                <span>{t('booking.line', { quantity: line.quantity, label: line.label })}</span>
                <span className="payment-item__amount">{formatMoney(line.total, lang)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="payment-item__price">{formatMoney(item.price, lang)}</p>
        )
      }
    >
      {/* The booking's own page (check-in code, names, another date, cancelling): only a link of
          the whole booking leads there, never a guest's share. */}
      {link.booking.pageToken ? (
        <Link
          to="/$lang/aftersales/booking/$token"
          params={{ lang, token: link.booking.pageToken }}
          className="payment-manage-link"
        >
          {t('manage')}
        </Link>
      ) : null}
    </BookedItemList>
  )
}

/** Total, what is already paid and what is still open (with a deposit: by when). */
export function AmountSummary({ link, lang }: Props) {
  const { t } = useTranslation('payment')
  const headingId = useId()
  const { subtotal, vouchers, total, paid, openAmount } = link.booking
  return (
    <section className="payment-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="payment-card__heading">
        {t('summary.heading')}
      </h2>
      <dl className="payment-amounts">
        {vouchers.length > 0 ? (
          <div>
            <dt>{t('summary.subtotal')}</dt>
            <dd>{formatMoney(subtotal, lang)}</dd>
          </div>
        ) : null}
        {vouchers.map((voucher) => (
          <div key={voucher.code} className="payment-amounts__discount">
            <dt>{t('summary.voucher', { code: voucher.code })}</dt>
            <dd>{t('summary.negative', { amount: formatMoney(voucher.discount, lang) })}</dd>
          </div>
        ))}
        <div className="payment-amounts__total">
          <dt>{t('summary.total')}</dt>
          <dd>{formatMoney(total, lang)}</dd>
        </div>
        <div>
          <dt>{t('summary.paid')}</dt>
          <dd>{formatMoney(paid, lang)}</dd>
        </div>
        <div className="payment-amounts__open">
          <dt>{t('summary.open')}</dt>
          <dd>{formatMoney(openAmount, lang)}</dd>
        </div>
      </dl>
      {link.booking.deposit ? <DepositSlot schedule={link.booking.deposit} lang={lang} /> : null}
    </section>
  )
}
