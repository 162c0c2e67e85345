import { useTranslation } from 'react-i18next'
import type { Order, PaymentMethod } from '@/api/orders'
import type { OrderOutcome, useOrderPayment } from '@/features/payments'
import { formatMoney } from '@/lib/format'

/**
 * An order not paid yet: back to the provider page still open (unpaid), pay again or choose
 * another method the order allows (failed, cancelled), and what the last try answered.
 */
export function PayAgain({
  order,
  outcome,
  lang,
  payment,
}: {
  order: Order
  outcome: OrderOutcome
  lang: string
  payment: ReturnType<typeof useOrderPayment>
}) {
  const { t } = useTranslation(['order', 'checkout'], { nsMode: 'fallback' })
  const { busy, redirecting, retry, continuePayment, failure } = payment
  const otherMethods = (order.paymentMethods ?? []).filter(
    (method): method is Exclude<PaymentMethod, 'NOW'> => method !== 'NOW',
  )
  const failed = outcome === 'failed' || outcome === 'cancelled'
  return (
    <>
      {outcome === 'unpaid' ? (
        <div className="checkout-actions">
          <button
            type="button"
            className="button button--primary"
            aria-disabled={busy || undefined}
            onClick={continuePayment}
          >
            {redirecting ? t('payment.redirecting') : t('success.continuePayment')}
          </button>
        </div>
      ) : null}
      {failed ? (
        <div className="checkout-actions">
          <button
            type="button"
            className="button button--primary"
            aria-disabled={busy || undefined}
            onClick={() => retry()}
          >
            {redirecting
              ? t('payment.redirecting')
              : t('success.retry', { amount: formatMoney(order.totals.openAmount, lang) })}
          </button>
        </div>
      ) : null}
      {failed && otherMethods.length ? (
        <section className="panel" aria-labelledby="other-methods-title">
          <h2 id="other-methods-title">{t('success.otherMethods')}</h2>
          <div className="checkout-actions">
            {otherMethods.map((method) => (
              <button
                key={method}
                type="button"
                className="button button--secondary"
                aria-disabled={busy || undefined}
                aria-describedby={`other-method-${method}`}
                onClick={() => retry(method)}
              >
                {t(`success.switchTo.${method}`)}
              </button>
            ))}
          </div>
          {otherMethods.map((method) => (
            <p key={method} id={`other-method-${method}`} className="muted">
              {t(`payment.methodHints.${method}`)}
            </p>
          ))}
        </section>
      ) : null}
      {failure ? (
        <p className="checkout-notice checkout-notice--error" role="alert">
          {failure}
        </p>
      ) : null}
    </>
  )
}
