import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { DepositOffer } from '@/api/payments/schema'
import { formatDateTime, formatMoney } from '@/lib/format'

/** The due date of a deposit's rest as the visitor reads it: "3 July 2026". */
export const dueDate = (iso: string, lang: string) =>
  formatDateTime(iso, lang, { dateStyle: 'long' })

/**
 * With "Pay now" and a deposit offer: pay everything now, or the deposit now and the rest by
 * its due date. The offer's own terms (what happens to an unpaid rest) sit under the deposit,
 * and the split bill is named as not combinable, since the payment step then hides it.
 */
export function DepositChoice({
  offer,
  lang,
  deposit,
  onChange,
  disabled = false,
}: {
  offer: DepositOffer
  lang: string
  deposit: boolean
  onChange: (deposit: boolean) => void
  disabled?: boolean
}) {
  const { t } = useTranslation('order')
  const base = useId()
  const options = [
    {
      id: `${base}-full`,
      value: false,
      label: t('deposit.full'),
      hint: t('deposit.fullHint', { amount: formatMoney(offer.full, lang) }),
    },
    {
      id: `${base}-deposit`,
      value: true,
      label: t('deposit.deposit', {
        deposit: formatMoney(offer.deposit, lang),
        rest: formatMoney(offer.rest, lang),
        date: dueDate(offer.restDueAt, lang),
      }),
      hint: `${offer.text} ${t('deposit.noSplit')}`,
    },
  ]
  return (
    <fieldset className="field field--radios deposit-choice">
      <legend className="field__label">{t('deposit.legend')}</legend>
      <div className="field__options">
        {options.map((option) => (
          <div key={option.id} className="field__option">
            <input
              id={option.id}
              type="radio"
              name="deposit"
              checked={deposit === option.value}
              aria-describedby={`${option.id}-hint`}
              // As the online methods: the choice on its way to the provider does not change.
              aria-disabled={disabled || undefined}
              onChange={() => {
                if (!disabled) onChange(option.value)
              }}
            />
            <div className="field__option-text">
              <label htmlFor={option.id} className="field__option-label">
                {option.label}
              </label>
              <span id={`${option.id}-hint`} className="field__option-description">
                {option.hint}
              </span>
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  )
}
