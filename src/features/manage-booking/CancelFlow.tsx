import { useId, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { bookingQueries, useCancelBooking, type Booking } from '@/api/bookings'
import { useRefreshWhenRefused } from './refresh'
import { formatMoney } from '@/lib/format'
import { FlowFooter, QuoteState, useConfirmedChange } from './flow'

/**
 * Cancelling (or withdrawing a request): what it costs and what comes back, as the API computes
 * it, an explicit confirmation, then the cancellation with one Idempotency-Key per confirmation.
 */
export function CancelFlow({
  booking,
  lang,
  onDone,
  onCancel,
}: {
  booking: Booking
  lang: string
  onDone: (booking: Booking) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('manage')
  const quote = useQuery({ ...bookingQueries.cancellationQuote(booking.token, lang), retry: false })
  useRefreshWhenRefused(booking.token, quote.error)
  const mutation = useCancelBooking(booking.token)
  const [confirmed, setConfirmed] = useState(false)
  const [unconfirmed, setUnconfirmed] = useState(false)
  const checkId = useId()
  const withdrawal = quote.data?.withdrawal ?? booking.status === 'REQUESTED'

  const { failure, send, sending } = useConfirmedChange(
    mutation,
    `booking:${booking.token}:cancel`,
    {
      onSuccess: onDone,
      onPriceChanged: () => {
        // The free period ended meanwhile: show the new fee and ask again.
        setConfirmed(false)
        void quote.refetch()
        return t('cancel.feeChanged')
      },
    },
  )

  const submit = () => {
    if (!quote.data || sending() || mutation.isPending) return
    if (!confirmed) {
      setUnconfirmed(true)
      document.getElementById(checkId)?.focus()
      return
    }
    send({ quotedFee: quote.data.fee.amount })
  }

  return (
    <div className="manage-cancel">
      <QuoteState quote={quote} pendingText={t('cancel.quoting')}>
        {(data) => (
          <>
            <dl className="payment-amounts" aria-live="polite">
              <div>
                <dt>{t('cancel.fee')}</dt>
                <dd data-testid="cancel-fee">
                  {data.fee.amount === 0 ? t('cancel.free') : formatMoney(data.fee, lang)}
                </dd>
              </div>
              <div>
                <dt>{t('cancel.refund')}</dt>
                <dd>{formatMoney(data.refund, lang)}</dd>
              </div>
              {data.toPay.amount > 0 ? (
                <div className="payment-amounts__open">
                  <dt>{t('cancel.toPay')}</dt>
                  <dd>{formatMoney(data.toPay, lang)}</dd>
                </div>
              ) : null}
            </dl>
            <div className={`manage-check${unconfirmed && !confirmed ? ' field--invalid' : ''}`}>
              <input
                id={checkId}
                type="checkbox"
                checked={confirmed}
                aria-describedby={unconfirmed && !confirmed ? `${checkId}-error` : undefined}
                aria-invalid={unconfirmed && !confirmed ? true : undefined}
                onChange={(event) => setConfirmed(event.target.checked)}
              />
              <label htmlFor={checkId}>
                {withdrawal
                  ? t('cancel.confirmWithdraw', { code: booking.code })
                  : t('cancel.confirmCheck', { code: booking.code })}
              </label>
              {unconfirmed && !confirmed ? (
                <p id={`${checkId}-error`} className="field__error">
                  {t('cancel.confirmRequired')}
                </p>
              ) : null}
            </div>
          </>
        )}
      </QuoteState>
      <FlowFooter
        failure={failure}
        confirm={
          quote.data ? (
            <button
              type="button"
              className="button manage-danger"
              aria-disabled={mutation.isPending || undefined}
              onClick={submit}
            >
              {mutation.isPending
                ? t('cancel.cancelling')
                : withdrawal
                  ? t('cancel.withdrawButton')
                  : quote.data.fee.amount > 0
                    ? t('cancel.buttonWithFee', { fee: formatMoney(quote.data.fee, lang) })
                    : t('cancel.button')}
            </button>
          ) : null
        }
        backLabel={t('cancel.keep')}
        onBack={onCancel}
      />
    </div>
  )
}
