import { useTranslation } from 'react-i18next'
import type { Booking } from '@/api/bookings'
import { formatMoney } from '@/lib/format'
import { FlowFooter, QuoteState } from './flow'
import { useWithdrawal, withdrawable } from './use-withdrawal'

/**
 * The confirmation step of "Withdraw from contract here": the items to withdraw, the refund
 * and the vouchers that stop working, then "Confirm withdrawal".
 */
export function WithdrawalFlow({
  booking,
  lang,
  onDone,
  onCancel,
}: {
  booking: Booking
  lang: string
  onDone: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation('manage')
  const flow = useWithdrawal(booking, lang, onDone)
  const items = withdrawable(booking)
  return (
    <div className="manage-withdrawal">
      <fieldset className="manage-withdrawal__items">
        <legend>{t('withdrawal.choose')}</legend>
        {items.map((item) => (
          <div key={item.id} className="manage-check">
            <input
              id={`withdraw-${item.id}`}
              type="checkbox"
              checked={flow.itemIds.includes(item.id)}
              onChange={(event) => flow.toggle(item.id, event.target.checked)}
            />
            <label htmlFor={`withdraw-${item.id}`}>
              {t('withdrawal.item', { title: item.title, price: formatMoney(item.price, lang) })}
            </label>
          </div>
        ))}
      </fieldset>
      {flow.itemIds.length === 0 ? (
        <p className="field__error">{t('withdrawal.noneChosen')}</p>
      ) : (
        <QuoteState quote={flow.quote} pendingText={t('withdrawal.quoting')}>
          {(quote) => (
            <dl className="payment-amounts" aria-live="polite">
              <div>
                <dt>{t('withdrawal.refund')}</dt>
                <dd>{formatMoney(quote.refund, lang)}</dd>
              </div>
              {quote.items.some((item) => item.voidsVouchers.length > 0) ? (
                <div>
                  <dt>{t('withdrawal.voids')}</dt>
                  <dd>{quote.items.flatMap((item) => item.voidsVouchers).join(', ')}</dd>
                </div>
              ) : null}
            </dl>
          )}
        </QuoteState>
      )}
      <FlowFooter
        failure={flow.failure}
        confirm={
          flow.quote.data && flow.itemIds.length > 0 ? (
            <button
              type="button"
              className="button manage-danger"
              aria-disabled={flow.pending || undefined}
              onClick={flow.confirm}
            >
              {flow.pending ? t('withdrawal.confirming') : t('withdrawal.confirm')}
            </button>
          ) : null
        }
        backLabel={t('withdrawal.back')}
        onBack={onCancel}
      />
    </div>
  )
}
