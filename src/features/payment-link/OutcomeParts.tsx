import type { ReactNode, Ref } from 'react'
import { useTranslation } from 'react-i18next'
import type { PaymentLink } from '@/api/payment-links'
import { ContactBox } from '@/components/ui/deferred/ContactBox'
import { OutcomeIcon } from '@/features/payments'
import { formatMoney } from '@/lib/format'

/**
 * The booking expired unpaid (its payment window passed; for a split bill: the organiser never
 * paid their share; a deposit's rest unpaid: the deposit is kept): its places are released and
 * nothing is due, so no amounts and no pay button, plain words and who to ask. Its texts are
 * the split bill's, loaded when shown.
 */
export function BookingExpired({
  header,
  children,
}: {
  header: OutcomeHeaderProps
  /** What became of a deposit, when the booking had one. */
  children?: ReactNode
}) {
  const { t, ready } = useTranslation('split')
  if (!ready) return null
  return (
    <>
      <OutcomeHeader tone="neutral" role="status" {...header} heading={t('bookingExpired.heading')}>
        <p>{t('bookingExpired.hint')}</p>
        {children}
      </OutcomeHeader>
      <ContactBox />
    </>
  )
}

/**
 * The booking was cancelled (on its booking page or by staff): nothing is due, so no amounts and
 * no pay button. The link's `paid` is what is kept after the refunds (the cancellation fee paid);
 * everything else went back. Its texts are the split bill's, as the expired booking's.
 */
export function BookingCancelled({
  header,
  link,
  lang,
}: {
  header: OutcomeHeaderProps
  link: PaymentLink
  lang: string
}) {
  const { t, ready } = useTranslation('split')
  if (!ready) return null
  const kept = link.booking.paid
  return (
    <>
      <OutcomeHeader
        tone="neutral"
        role="status"
        {...header}
        heading={t('bookingCancelled.heading')}
      >
        <p>{t('bookingCancelled.hint')}</p>
        <p>
          {kept.amount > 0
            ? t('bookingCancelled.kept', { amount: formatMoney(kept, lang) })
            : t('bookingCancelled.refunded')}
        </p>
      </OutcomeHeader>
      <ContactBox />
    </>
  )
}

export type OutcomeHeaderProps = Pick<Parameters<typeof OutcomeHeader>[0], 'headingRef' | 'eyebrow'>

export function OutcomeHeader({
  tone,
  icon,
  role,
  headingRef,
  eyebrow,
  heading,
  children,
}: {
  tone: 'success' | 'failed' | 'info' | 'neutral'
  icon?: 'pending' | 'link' | 'error'
  role: 'status' | 'alert'
  headingRef: Ref<HTMLHeadingElement>
  eyebrow?: string
  heading: ReactNode
  children?: ReactNode
}) {
  return (
    <div className={`payment-outcome payment-outcome--${tone}`} role={role}>
      <OutcomeIcon kind={icon ?? tone} />
      {eyebrow ? <p className="payment-link__eyebrow">{eyebrow}</p> : null}
      <h1 ref={headingRef} tabIndex={-1} className="payment-link__heading">
        {heading}
      </h1>
      {children}
    </div>
  )
}

export function PayAction({
  label,
  busy,
  onPay,
  children,
}: {
  label: string
  busy: boolean
  onPay: () => void
  /** Above the button: the online methods' choice. */
  children?: ReactNode
}) {
  const { t } = useTranslation('payment')
  return (
    <div className="payment-actions payment-actions--pay">
      {children}
      {/* aria-disabled, not disabled: the button keeps the keyboard focus while we redirect. */}
      <button
        type="button"
        className="button button--primary payment-pay"
        aria-disabled={busy || undefined}
        aria-describedby="payment-pay-hint"
        onClick={onPay}
      >
        {busy ? t('payable.redirecting') : label}
      </button>
      <p id="payment-pay-hint" className="payment-hint" role="status">
        {busy ? t('payable.redirecting') : t('payable.providerHint')}
      </p>
    </div>
  )
}
