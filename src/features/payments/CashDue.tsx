import { useTranslation } from 'react-i18next'
import type { Money } from '@/api/shared/schemas'
import { cashRounded } from '@/lib/format/cash'
import { formatMoney } from '@/lib/format'
import './cash.css'

/**
 * What is due on site, as a row of a summary's totals: the cash amount rounded to 5 Rappen
 * (Swiss cash rounding); the note beside it (CashNote) says a card pays the exact amount.
 */
export function CashDueRow({ open, lang }: { open: Money; lang: string }) {
  const { t } = useTranslation('order')
  if (open.amount <= 0) return null
  return (
    <div className="checkout-summary__cash">
      <dt>{t('cash.due')}</dt>
      <dd>{formatMoney(cashRounded(open), lang)}</dd>
    </div>
  )
}

export function CashNote({ open, lang }: { open: Money; lang: string }) {
  const { t } = useTranslation('order')
  if (open.amount <= 0) return null
  return (
    <p className="checkout-summary__note">{t('cash.note', { exact: formatMoney(open, lang) })}</p>
  )
}

/** The on-site option's hint on the payment step: cash rounded, card exact. */
export function useOnSiteHint(total: Money, lang: string): string {
  const { t } = useTranslation('order')
  return t('cash.hint', {
    cash: formatMoney(cashRounded(total), lang),
    exact: formatMoney(total, lang),
  })
}
