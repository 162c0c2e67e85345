import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { bookingQueries } from '@/api/bookings'
import { ContactBox } from '@/components/ui/deferred/ContactBox'
import { ProblemText } from '@/components/ui/ProblemText'
import { isLinkGone, OutcomeIcon } from '@/features/payments'
import { isApiError } from '@/lib/http'
import { formatDateTime, formatMoney } from '@/lib/format'
import { usePageTitle } from '@/lib/head/title'
import { prefetchWhenIdle } from '@/lib/loading/idle'
import { usePrivatePage } from '@/lib/head/use-private-page'
import { isWellFormedToken } from '@/lib/navigation/token'
import { Amounts } from './Amounts'
import { WithdrawalSection } from './WithdrawalSection'
import { BoughtVouchers } from './BoughtVouchers'
import { BookedItems } from './BookedItems'
import { ChangesSection, offeredFlows, type Done } from './ChangesSection'
import { CheckInCode } from './CheckInCode'
import { FLOW_LOADERS, IDLE_FLOWS, type FlowKind } from './load-flows'
import '@/features/payment-link/payment-link.css'
import './manage.css'

const LONG_DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' }

/**
 * The customer's booking page from the confirmation e-mail: what is booked, the check-in code,
 * what is paid and open, and the changes the API allows now (names, another date, cancelling).
 * The token is the only credential: kept out of search engines and Referer headers, and an
 * unknown and an expired link look exactly alike.
 */
export function ManageBookingPage({ lang, token }: { lang: string; token: string }) {
  usePrivatePage()
  const { t } = useTranslation('manage')
  const wellFormed = isWellFormedToken(token)
  const query = useQuery({
    ...bookingQueries.detail(token, lang),
    enabled: wellFormed,
    retryOnMount: false,
    refetchOnMount: false,
  })
  const booking = query.data
  const gone = !wellFormed || (!booking && isLinkGone(query.error))
  usePageTitle(
    booking
      ? t('pageTitle', { code: booking.code })
      : gone || query.isError
        ? t('linkTitle')
        : undefined,
  )

  const [done, setDone] = useState<Done | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const noticeRef = useRef<HTMLDivElement>(null)
  // After a change, focus goes to what it did; closing a panel returns to the heading.
  useEffect(() => {
    if (done) noticeRef.current?.focus()
  }, [done])

  // The changes this booking offers (those of IDLE_FLOWS), fetched when the browser is idle
  // after the page has loaded, so a connection that drops later does not stop the visitor.
  const offered = offeredFlows(booking)
    .filter((kind) => IDLE_FLOWS.includes(kind))
    .join(' ')
  useEffect(() => {
    for (const kind of offered.split(' ').filter(Boolean) as FlowKind[])
      prefetchWhenIdle(`manage-${kind}`, FLOW_LOADERS[kind])
  }, [offered])

  if (gone) {
    return (
      <div className="payment-link manage">
        <Outcome tone="neutral" icon="link" heading={t('notFound.heading')}>
          <p>{t('notFound.hint')}</p>
        </Outcome>
        <ContactBox />
      </div>
    )
  }
  if (!booking) {
    if (query.isError) {
      return (
        <div className="payment-link manage">
          <Outcome
            tone="failed"
            icon="error"
            heading={<ProblemText error={query.error} fallback={t('payment:error.heading')} />}
            alert
          >
            {isApiError(query.error) ? null : <p>{t('error.hint')}</p>}
          </Outcome>
          <div className="payment-actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void query.refetch()}
            >
              {t('error.retry')}
            </button>
          </div>
          <ContactBox />
        </div>
      )
    }
    return (
      <div className="payment-link manage">
        <p className="payment-link__loading" role="status">
          {t('loading')}
        </p>
      </div>
    )
  }

  const live = booking.status === 'CONFIRMED' || booking.status === 'REQUESTED'

  return (
    <div className="payment-link manage">
      <header className="payment-link__header">
        <p className="payment-link__eyebrow">{t('eyebrow', { code: booking.code })}</p>
        <h1 ref={headingRef} tabIndex={-1} className="payment-link__heading">
          {t(`heading.${booking.status}`, { code: booking.code })}
        </h1>
        <p className="payment-link__lead">{t(`lead.${booking.status}`)}</p>
      </header>

      {done ? (
        <div ref={noticeRef} tabIndex={-1} className="payment-notice manage-done" role="status">
          <OutcomeIcon kind="success" />
          <span>
            {done.kind === 'names'
              ? t('done.names')
              : done.kind === 'moved'
                ? done.refund > 0
                  ? t('done.movedRefund', {
                      amount: formatMoney({ amount: done.refund, currency: 'CHF' }, lang),
                    })
                  : t('done.moved')
                : booking.status === 'CANCELLED' && booking.mode === 'REQUEST'
                  ? t('done.withdrawn')
                  : t('done.cancelled')}
          </span>
        </div>
      ) : null}

      {booking.cancellation ? (
        <section className="payment-card" aria-labelledby="manage-cancelled-heading">
          <h2 id="manage-cancelled-heading" className="payment-card__heading">
            {t('cancelled.heading')}
          </h2>
          <dl className="payment-amounts">
            <div>
              <dt>{t('cancelled.at')}</dt>
              <dd>{formatDateTime(booking.cancellation.cancelledAt, lang, LONG_DATE_TIME)}</dd>
            </div>
            <div>
              <dt>{t('cancel.fee')}</dt>
              <dd>{formatMoney(booking.cancellation.fee, lang)}</dd>
            </div>
            <div>
              <dt>{t('cancel.refund')}</dt>
              <dd>{formatMoney(booking.cancellation.refund, lang)}</dd>
            </div>
          </dl>
        </section>
      ) : null}

      {booking.status === 'CONFIRMED' ? <CheckInCode code={booking.code} /> : null}

      <BookedItems booking={booking} lang={lang} />
      <Amounts booking={booking} lang={lang} />
      <BoughtVouchers booking={booking} lang={lang} />
      <WithdrawalSection booking={booking} lang={lang} />

      {live ? (
        <ChangesSection
          booking={booking}
          lang={lang}
          onDone={setDone}
          onClose={() => headingRef.current?.focus()}
        />
      ) : null}

      <ContactBox />
    </div>
  )
}

function Outcome({
  tone,
  icon,
  heading,
  alert,
  children,
}: {
  tone: 'neutral' | 'failed'
  icon: 'link' | 'error'
  heading: ReactNode
  alert?: boolean
  children?: ReactNode
}) {
  return (
    <div className={`payment-outcome payment-outcome--${tone}`} role={alert ? 'alert' : 'status'}>
      <OutcomeIcon kind={icon} />
      <h1 tabIndex={-1} className="payment-link__heading">
        {heading}
      </h1>
      {children}
    </div>
  )
}
