import { useTranslation } from 'react-i18next'
import type { DiscountLine, SummaryLine } from '@/api/orders'
import { formatMoney } from '@/lib/format'

/** An item's priced lines: its price categories, then its additional services. */
export function SummaryLines({ lines, lang }: { lines: SummaryLine[]; lang: string }) {
  const { t } = useTranslation('checkout')
  return (
    <ul className="checkout-summary__lines">
      {lines.map((line, index) => (
        <li key={`${index}-${line.label}`}>
          <span>{t('summary.line', { quantity: line.quantity, label: line.label })}</span>
          <span className="checkout-summary__amount">{formatMoney(line.total, lang)}</span>
        </li>
      ))}
    </ul>
  )
}

/** Subtotal and each redeemed voucher with what it takes off; nothing without a voucher. */
export function DiscountRows({
  subtotal,
  vouchers,
  lang,
}: {
  subtotal: SummaryLine['total']
  vouchers: DiscountLine[]
  lang: string
}) {
  const { t } = useTranslation('checkout')
  if (vouchers.length === 0) return null
  return (
    <>
      <div>
        <dt>{t('summary.subtotal')}</dt>
        <dd>{formatMoney(subtotal, lang)}</dd>
      </div>
      {vouchers.map((voucher) => (
        <div key={voucher.code} className="checkout-summary__discount">
          <dt>{t('summary.voucher', { code: voucher.code })}</dt>
          <dd>{t('summary.negative', { amount: formatMoney(voucher.discount, lang) })}</dd>
        </div>
      ))}
    </>
  )
}
