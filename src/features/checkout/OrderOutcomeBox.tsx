import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import type { Order } from '@/api/orders'
import type { OrderOutcome } from '@/features/payments'
import { formatTime } from '@/lib/format'
import { useShopConfig } from '@/api/config'
import { answerComesLate, earliestStart } from './request-timing'

/** An order awaiting its online payment keeps its places this long after it was placed. */
const PAYMENT_WINDOW_MS = 30 * 60_000

/** The order's heading, in the visitor's words for its outcome (the success page). */
export function useOutcomeHeading(outcome: OrderOutcome | undefined, order?: Order): string {
  const { t } = useTranslation(['order', 'checkout'], { nsMode: 'fallback' })
  switch (outcome) {
    case 'confirmed':
      // Gift vouchers and goods are bought, not booked.
      return order && order.items.every((item) => !item.start)
        ? t('success.bought')
        : t('success.booked')
    case 'requested':
      return t('success.requested')
    case 'failed':
      return t('success.failedHeading')
    case 'cancelled':
      return t('success.cancelledHeading')
    case 'expired':
      return t('success.expiredHeading')
    case 'unpaid':
      return t('success.unpaidHeading')
    default:
      return t('success.processingHeading')
  }
}

/** The outcome at the top of the success page: code, heading and what happens next. */
export function OrderOutcomeBox({
  order,
  outcome,
  heading,
  headingRef,
}: {
  order: Order
  outcome: OrderOutcome
  heading: string
  headingRef: Ref<HTMLHeadingElement>
}) {
  const { t, i18n } = useTranslation(['order', 'checkout'], { nsMode: 'fallback' })
  const lang = i18n.language
  const answerHours = useShopConfig().requestAnswerHours
  const tone =
    outcome === 'confirmed' || outcome === 'requested'
      ? 'success'
      : outcome === 'processing' || outcome === 'unpaid'
        ? 'info'
        : 'error'
  return (
    <div
      className={`checkout-outcome checkout-outcome--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      <p className="checkout-outcome__code">
        {outcome === 'requested'
          ? t('success.requestCode', { code: order.code })
          : t('success.code', { code: order.code })}
      </p>
      <h1 ref={headingRef} tabIndex={-1} className="checkout__title">
        {heading}
      </h1>
      {outcome === 'confirmed' ? (
        <p>{t('success.bookedText', { email: order.customer.email })}</p>
      ) : outcome === 'requested' ? (
        <p>
          {answerComesLate(earliestStart(order.items), answerHours)
            ? t('success.requestedSoon', { email: order.customer.email, hours: answerHours })
            : answerHours
              ? t('success.requestedWithin', { email: order.customer.email, hours: answerHours })
              : t('success.requestedText', { email: order.customer.email })}
        </p>
      ) : outcome === 'failed' ? (
        // The heading says it failed; the text says what that means: nothing charged, and
        // how long the places wait (an unpaid order keeps them 30 minutes, docs/api).
        <p>
          {order.status === 'PENDING_PAYMENT'
            ? t('success.failedHeld', {
                time: formatTime(
                  new Date(Date.parse(order.createdAt) + PAYMENT_WINDOW_MS).toISOString(),
                  lang,
                ),
              })
            : t('success.failed')}
        </p>
      ) : outcome === 'cancelled' ? (
        <p>{t('success.cancelled')}</p>
      ) : outcome === 'expired' ? (
        <p>{t('success.expiredText')}</p>
      ) : outcome === 'unpaid' ? (
        <p>{t('success.unpaidText')}</p>
      ) : (
        <p>{t('success.processingText')}</p>
      )}
    </div>
  )
}
