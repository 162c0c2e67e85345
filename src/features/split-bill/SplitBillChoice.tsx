import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Cart } from '@/api/carts'
import { formatMoney } from '@/lib/format'
import { organiserShare, personsIn, startsTooSoonToSplit } from './shares'
import './split-bill.css'

/**
 * "Each person pays their own share" at the payment step of a pay-now order with two or more
 * people: the visitor pays their share now; everyone else gets a payment link on the success
 * page. Shown only then (PaymentStep decides when the method is "pay now").
 */
export function SplitBillChoice({
  cart,
  lang,
  checked,
  onChange,
}: {
  cart: Cart
  lang: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const { t } = useTranslation('split')
  const id = useId()
  const persons = personsIn(cart)
  if (persons < 2) return null
  if (startsTooSoonToSplit(cart)) {
    // Said rather than hidden: a visitor who came for the split learns why it is not offered.
    return <p className="split-choice split-choice--off">{t('tooSoon')}</p>
  }
  const total = cart.totals.total
  const own = { ...total, amount: organiserShare(total.amount, persons) }
  return (
    <div className="split-choice">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={id}>{t('choice')}</label>
      <p id={`${id}-hint`} className="split-choice__hint">
        {t('choiceHint', { count: persons - 1, amount: formatMoney(own, lang) })}
      </p>
    </div>
  )
}
