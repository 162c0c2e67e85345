import { useTranslation } from 'react-i18next'
import type { GiftVoucherLine } from '@/api/payments/schema'
import type { Money } from '@/api/shared/schemas'
import { formatMoney } from '@/lib/format'
import './deposit.css'

/** The namespaces holding `giftVoucher.line`, `giftVoucher.balance` and `giftVoucher.toPay`. */
export type GiftVoucherNs = 'checkout' | 'manage'

/**
 * Gift vouchers as what they are, a means of payment: below the total and its VAT (which stay
 * those of the full price), each with what it pays and what stays on it, then what is left to
 * pay. Rows of the surrounding description list; nothing without a gift voucher.
 */
export function GiftVoucherRows({
  giftVouchers,
  open,
  lang,
  ns,
}: {
  giftVouchers: readonly GiftVoucherLine[] | undefined
  /** What is still to pay after them; absent: the page shows it itself. */
  open?: Money
  lang: string
  ns: GiftVoucherNs
}) {
  const { t } = useTranslation(ns)
  if (!giftVouchers?.length) return null
  return (
    <>
      {giftVouchers.map((voucher) => (
        <div key={voucher.code} className="gift-voucher-row">
          <dt>
            {t('giftVoucher.line', { code: voucher.code })}
            <span className="gift-voucher-row__balance">
              {t('giftVoucher.balance', { amount: formatMoney(voucher.balance, lang) })}
            </span>
          </dt>
          <dd>{`−${formatMoney(voucher.applied, lang)}`}</dd>
        </div>
      ))}
      {open ? (
        <div className="gift-voucher-row gift-voucher-row--open">
          <dt>{t('giftVoucher.toPay')}</dt>
          <dd>{formatMoney(open, lang)}</dd>
        </div>
      ) : null}
    </>
  )
}
