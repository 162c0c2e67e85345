import { Suspense, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import type { PaymentLink } from '@/api/payment-links'
import { ContactBox } from '@/components/ui/deferred/ContactBox'
import { ProblemText } from '@/components/ui/ProblemText'
import {
  LinkMethods,
  OutcomeIcon,
  type LinkOutcome as Outcome,
  type MethodChoice,
} from '@/features/payments'
import { AwaitingOrganiser, SplitProgress } from '@/features/split-bill'
import { BookingCalendar } from '@/components/ui/deferred/CalendarDownload'
import { isApiError } from '@/lib/http'
import { formatMoney, SHOP_TIME_ZONE } from '@/lib/format'
import { useShopConfig } from '@/api/config'
import { AmountSummary, BookingDetails } from './BookingSummary'
import { DepositSlot } from './deposit-slot'
import { BookingCancelled, BookingExpired, OutcomeHeader, PayAction } from './OutcomeParts'
import { QrBillOnRequest } from './QrBillOnRequest'

export interface OutcomeViewProps {
  outcome: Outcome
  lang: string
  headingRef: Ref<HTMLHeadingElement>
  busy: boolean
  slow: boolean
  /** The online method's choice above the pay button. */
  method: MethodChoice
  onPay: () => void
  onTryAgain: () => void
  onCheckAgain: () => Promise<void>
}

/** The payment link page for each outcome: what happened, what is booked, what to do. */
export function OutcomeView({
  outcome,
  lang,
  headingRef,
  busy,
  slow,
  method,
  onPay,
  onTryAgain,
  onCheckAgain,
}: OutcomeViewProps) {
  const { t } = useTranslation('payment')
  const config = useShopConfig()
  const timeZone = config.timeZone ?? SHOP_TIME_ZONE
  // The outcomes that know the link name its booking above their heading; most list it too.
  const known = 'link' in outcome ? outcome.link : undefined
  const header = {
    headingRef,
    eyebrow: known ? t('bookingCode', { code: known.booking.code }) : undefined,
  }
  const payLabel = (link: PaymentLink) =>
    t('payable.pay', { amount: formatMoney(link.booking.openAmount, lang) })
  // Card or TWINT (the link's onlineMethods) above the pay button, as at checkout.
  const payAction = (link: PaymentLink, label: string) => (
    <PayAction label={label} busy={busy} onPay={onPay}>
      <LinkMethods link={link} choice={method} busy={busy} />
    </PayAction>
  )
  const booked = known ? (
    <>
      <BookingDetails link={known} lang={lang} timeZone={timeZone} />
      {known.paymentPlan ? (
        <Suspense fallback={null}>
          <SplitProgress link={known} lang={lang} />
        </Suspense>
      ) : null}
    </>
  ) : null
  const bookingDetails = known ? (
    <>
      {booked}
      <BookingCalendar link={known} />
    </>
  ) : null

  switch (outcome.kind) {
    case 'loading':
      return (
        <p className="payment-link__loading" role="status">
          {t('loading')}
        </p>
      )

    case 'payable': {
      const { link } = outcome
      return (
        <>
          <header className="payment-link__header">
            <p className="payment-link__eyebrow">{t('payable.eyebrow')}</p>
            <h1 ref={headingRef} tabIndex={-1} className="payment-link__heading">
              {t('payable.heading', { code: link.booking.code })}
            </h1>
            <p className="payment-link__lead">{t('payable.lead')}</p>
          </header>
          {outcome.canceled ? (
            <p className="payment-notice" role="status">
              <OutcomeIcon kind="info" />
              <span>{t('payable.canceled')}</span>
            </p>
          ) : null}
          {bookingDetails}
          <AmountSummary link={link} lang={lang} />
          {payAction(link, payLabel(link))}
          <QrBillOnRequest link={link} lang={lang} />
        </>
      )
    }

    case 'success': {
      const { link } = outcome
      const amount = link.lastPayment?.amount ?? link.booking.paid
      return (
        <>
          <OutcomeHeader tone="success" role="status" {...header} heading={t('success.heading')}>
            <p>
              {t('success.message', { amount: formatMoney(amount, lang), code: link.booking.code })}
            </p>
            {link.booking.openAmount.amount === 0 ? (
              // A share's link knows only its share: the rest of the booking may still be open.
              <p>{t(link.paymentPlan ? 'success.sharePaid' : 'success.paidInFull')}</p>
            ) : null}
          </OutcomeHeader>
          {link.state === 'PAYABLE'
            ? // A part payment: the rest can be paid right here.
              payAction(link, payLabel(link))
            : null}
          <AmountSummary link={link} lang={lang} />
          {bookingDetails}
        </>
      )
    }

    case 'failed': {
      const { link } = outcome
      return (
        <>
          <OutcomeHeader tone="failed" role="alert" {...header} heading={t('failed.heading')}>
            <p>{t('failed.message')}</p>
          </OutcomeHeader>
          {payAction(link, t('failed.retry'))}
          <AmountSummary link={link} lang={lang} />
          {bookingDetails}
        </>
      )
    }

    case 'processing': {
      const { link } = outcome
      return (
        <>
          <OutcomeHeader
            tone="info"
            icon="pending"
            role="status"
            {...header}
            heading={t('processing.heading')}
          >
            <p>{slow ? t('processing.slow') : t('processing.message')}</p>
          </OutcomeHeader>
          {slow ? (
            <div className="payment-actions">
              <button type="button" className="button button--secondary" onClick={onTryAgain}>
                {t('processing.check')}
              </button>
            </div>
          ) : null}
          <AmountSummary link={link} lang={lang} />
        </>
      )
    }

    case 'paid': {
      const { link } = outcome
      return (
        <>
          <OutcomeHeader tone="success" role="status" {...header} heading={t('paid.heading')} />
          <AmountSummary link={link} lang={lang} />
          {bookingDetails}
        </>
      )
    }

    case 'notPayableOnline': {
      const { link } = outcome
      return (
        <>
          <OutcomeHeader
            tone="info"
            role="status"
            {...header}
            heading={t('notPayableOnline.heading')}
          >
            <p>{t('notPayableOnline.hint')}</p>
          </OutcomeHeader>
          <AmountSummary link={link} lang={lang} />
          <ContactBox />
        </>
      )
    }

    case 'bookingExpired': {
      const { deposit } = outcome.link.booking
      return (
        <BookingExpired header={header}>
          {deposit ? <DepositSlot schedule={deposit} lang={lang} /> : null}
        </BookingExpired>
      )
    }

    case 'bookingCancelled':
      return <BookingCancelled header={header} link={outcome.link} lang={lang} />

    case 'awaitingOrganiser':
      // Not confirmed yet: what was booked, no calendar entry and nothing to pay.
      return (
        <Suspense fallback={null}>
          <AwaitingOrganiser
            link={outcome.link}
            lang={lang}
            onCheck={onCheckAgain}
            header={(heading, hint) => (
              <OutcomeHeader tone="info" icon="pending" role="status" {...header} heading={heading}>
                <p>{hint}</p>
              </OutcomeHeader>
            )}
          >
            {booked}
          </AwaitingOrganiser>
        </Suspense>
      )

    case 'notFound':
      return (
        <>
          <OutcomeHeader
            tone="neutral"
            icon="link"
            role="status"
            {...header}
            heading={t('notFound.heading')}
          >
            <p>{t('notFound.hint')}</p>
          </OutcomeHeader>
          <ContactBox />
        </>
      )

    case 'error':
      return (
        <>
          <OutcomeHeader
            tone="failed"
            icon="error"
            role="alert"
            {...header}
            heading={
              // Server, connection and unexpected answers each say what happened; anything
              // else is the spec's unknown error. The message table loads only for this outcome.
              isApiError(outcome.cause) ? (
                <ProblemText error={outcome.cause} fallback={t('error.heading')} />
              ) : (
                t('error.heading')
              )
            }
          >
            {isApiError(outcome.cause) ? null : <p>{t('error.hint')}</p>}
          </OutcomeHeader>
          <div className="payment-actions">
            <button type="button" className="button button--secondary" onClick={onTryAgain}>
              {t('error.retry')}
            </button>
          </div>
          <ContactBox />
        </>
      )
  }
}
