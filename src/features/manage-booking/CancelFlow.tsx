import { useId, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { bookingQueries, useCancelBooking, type Booking } from '@/api/bookings'
import { isApiError, isLostAnswer } from '@/lib/api-client'
import { useRefreshWhenRefused } from './refresh'
import { formatMoney } from '@/lib/format'
import { problemMessage } from '@/lib/problems'
import { endIntent, intentKeyFor } from '@/features/checkout/storage'

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
  const [failure, setFailure] = useState<string | null>(null)
  const inFlight = useRef(false)
  const checkId = useId()
  const withdrawal = quote.data?.withdrawal ?? booking.status === 'REQUESTED'

  const submit = () => {
    if (!quote.data || inFlight.current || mutation.isPending) return
    if (!confirmed) {
      setUnconfirmed(true)
      document.getElementById(checkId)?.focus()
      return
    }
    inFlight.current = true
    setFailure(null)
    const input = { quotedFee: quote.data.fee.amount }
    const scope = `booking:${booking.token}:cancel`
    mutation.mutate(
      { input, key: intentKeyFor(scope, input) },
      {
        onSuccess: (cancelled) => {
          inFlight.current = false
          endIntent(scope)
          onDone(cancelled)
        },
        onError: (error) => {
          inFlight.current = false
          if (!isLostAnswer(error)) endIntent(scope)
          if (isApiError(error) && error.code === 'PRICE_CHANGED') {
            // The free period ended meanwhile: show the new fee and ask again.
            setConfirmed(false)
            setFailure(t('cancel.feeChanged'))
            void quote.refetch()
            return
          }
          setFailure(problemMessage(t, error))
        },
      },
    )
  }

  return (
    <div className="manage-cancel">
      {quote.isPending ? (
        <p role="status">{t('cancel.quoting')}</p>
      ) : quote.isError ? (
        <p className="notice notice--error" role="alert">
          {problemMessage(t, quote.error)}
        </p>
      ) : quote.data ? (
        <>
          <dl className="payment-amounts" aria-live="polite">
            <div>
              <dt>{t('cancel.fee')}</dt>
              <dd data-testid="cancel-fee">
                {quote.data.fee.amount === 0 ? t('cancel.free') : formatMoney(quote.data.fee, lang)}
              </dd>
            </div>
            <div>
              <dt>{t('cancel.refund')}</dt>
              <dd>{formatMoney(quote.data.refund, lang)}</dd>
            </div>
            {quote.data.toPay.amount > 0 ? (
              <div className="payment-amounts__open">
                <dt>{t('cancel.toPay')}</dt>
                <dd>{formatMoney(quote.data.toPay, lang)}</dd>
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
      ) : null}
      {failure ? (
        <p className="checkout-notice checkout-notice--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="payment-actions">
        {quote.data ? (
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
        ) : null}
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('cancel.keep')}
        </button>
      </div>
    </div>
  )
}
