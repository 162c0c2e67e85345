import { useTranslation } from 'react-i18next'
import type { VatLine } from '@/api/orders'
import { formatRate } from '@/lib/format/cash'
import { formatMoney } from '@/lib/format'
import '../swiss.css'

/**
 * The VAT included in a total, one row per rate as the API states it, below the total as a
 * Swiss receipt lists it ("incl. 8.1% VAT CHF 13.34"); nothing when the API states none.
 */
export function VatRows({ vat, lang }: { vat: VatLine[] | undefined; lang: string }) {
  const { t } = useTranslation('checkout')
  if (!vat?.length) return null
  return (
    <>
      {vat.map((line) => (
        <div key={line.rate} className="checkout-summary__vat">
          <dt>{t('summary.vatIncluded', { rate: formatRate(line.rate, lang) })}</dt>
          <dd>{formatMoney(line.amount, lang)}</dd>
        </div>
      ))}
    </>
  )
}
