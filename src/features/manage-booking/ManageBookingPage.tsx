import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { bookingQueries, type Booking, type BookingItem } from '@/api/bookings'
import { isApiError } from '@/lib/api-client'
import { formatDateTime, formatMoney, SHOP_TIME_ZONE } from '@/lib/format'
import { CashDueRow, CashNote } from '@/features/checkout/CashDue'
import { usePageTitle } from '@/lib/head'
import { ProblemText } from '@/components/ui/ProblemText'
import { useShopConfig } from '@/lib/shop-config'
import { usePrivatePage } from '@/lib/use-private-page'
import { CalendarDownload } from '@/components/ui/CalendarDownload'
import { ContactBox } from '@/components/ui/ContactBox'
import { OutcomeIcon } from '@/features/payment-link/OutcomeIcon'
import { isLinkGone } from '@/features/payment-link/outcome'
import { isWellFormedToken } from '@/features/payment-link/search'
import { MapsLink } from '@/components/MapsLink'
import { BookedItemList } from '@/components/ui/BookedItemList'
import { prefetchWhenIdle } from '@/lib/idle'
import { importWhenOnline } from '@/lib/reload-guard'
import { CheckInCode } from './CheckInCode'
import {
  loadCancelFlow,
  loadParticipantsForm,
  loadRescheduleFlow,
  preloadFlow,
  FLOW_LOADERS,
  IDLE_FLOWS,
  type FlowKind,
} from './load-flows'
import '@/features/payment-link/payment-link.css'
import './manage.css'

// The changes are not part of the first view: their code and texts load on idle, on intent or
// on the click (./load-flows.ts).
const ParticipantsForm = lazy(() =>
  importWhenOnline(loadParticipantsForm).then((module) => ({ default: module.ParticipantsForm })),
)
const RescheduleFlow = lazy(() =>
  importWhenOnline(loadRescheduleFlow).then((module) => ({ default: module.RescheduleFlow })),
)
const CancelFlow = lazy(() =>
  importWhenOnline(loadCancelFlow).then((module) => ({ default: module.CancelFlow })),
)

const LONG_DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' }

type Panel =
  { kind: 'names'; itemId: string } | { kind: 'reschedule'; itemId: string } | { kind: 'cancel' }

/** What the last change on this page did, said at the top until the next one. */
type Done = { kind: 'names' } | { kind: 'moved'; refund: number } | { kind: 'cancelled' }

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

  const [panel, setPanel] = useState<Panel | null>(null)
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

  const close = () => {
    setPanel(null)
    headingRef.current?.focus()
  }
  const finish = (result: Done) => {
    setPanel(null)
    setDone(result)
  }

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

  const { rules } = booking
  const changeable = rules.canChangeParticipants || rules.canReschedule || rules.canCancel
  const live = booking.status === 'CONFIRMED' || booking.status === 'REQUESTED'
  const panelItem = (id: string) => booking.items.find((item) => item.id === id)

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

      {live ? (
        <section className="payment-card" aria-labelledby="manage-changes-heading">
          <h2 id="manage-changes-heading" className="payment-card__heading">
            {t('changes.heading')}
          </h2>
          <p>{rules.cancellation.text}</p>
          <Deadlines booking={booking} lang={lang} />
          {!changeable ? (
            <div className="payment-notice manage-too-late" role="status">
              <OutcomeIcon kind="info" />
              <span>
                {lastDeadline(booking)
                  ? t('tooLate.since', {
                      date: formatDateTime(lastDeadline(booking) ?? '', lang),
                    })
                  : t('tooLate.message')}{' '}
                {t('tooLate.contact')}
              </span>
            </div>
          ) : panel === null ? (
            <div className="payment-actions manage-actions">
              {rules.canChangeParticipants
                ? booking.items
                    .filter((item) => item.people.length > 0 && item.requiredFields.length > 0)
                    .map((item) => (
                      <button
                        key={`names-${item.id}`}
                        type="button"
                        className="button button--secondary"
                        onPointerEnter={() => preloadFlow('names')}
                        onFocus={() => preloadFlow('names')}
                        onClick={() => setPanel({ kind: 'names', itemId: item.id })}
                      >
                        {booking.items.length > 1
                          ? t('actions.namesOf', { title: item.title })
                          : t('actions.names')}
                      </button>
                    ))
                : null}
              {rules.canReschedule
                ? booking.items
                    .filter((item) => item.start)
                    .map((item) => (
                      <button
                        key={`move-${item.id}`}
                        type="button"
                        className="button button--secondary"
                        onPointerEnter={() => preloadFlow('reschedule')}
                        onFocus={() => preloadFlow('reschedule')}
                        onClick={() => setPanel({ kind: 'reschedule', itemId: item.id })}
                      >
                        {booking.items.length > 1
                          ? t('actions.rescheduleOf', { title: item.title })
                          : t('actions.reschedule')}
                      </button>
                    ))
                : null}
              {rules.canCancel ? (
                <button
                  type="button"
                  className="button button--secondary"
                  onPointerEnter={() => preloadFlow('cancel')}
                  onFocus={() => preloadFlow('cancel')}
                  onClick={() => setPanel({ kind: 'cancel' })}
                >
                  {booking.status === 'REQUESTED' ? t('actions.withdraw') : t('actions.cancel')}
                </button>
              ) : null}
            </div>
          ) : null}
          {panel && changeable ? (
            <PanelFrame
              heading={
                panel.kind === 'names'
                  ? t('names.heading')
                  : panel.kind === 'reschedule'
                    ? t('reschedule.heading')
                    : booking.status === 'REQUESTED'
                      ? t('cancel.withdrawHeading')
                      : t('cancel.heading')
              }
            >
              <Suspense fallback={<p role="status">{t('common:loading')}</p>}>
                {panel.kind === 'names' && panelItem(panel.itemId) ? (
                  <ParticipantsForm
                    booking={booking}
                    item={panelItem(panel.itemId) as BookingItem}
                    lang={lang}
                    onDone={() => finish({ kind: 'names' })}
                    onCancel={close}
                  />
                ) : panel.kind === 'reschedule' && panelItem(panel.itemId) ? (
                  <RescheduleFlow
                    booking={booking}
                    item={panelItem(panel.itemId) as BookingItem}
                    lang={lang}
                    onDone={(result) => finish({ kind: 'moved', refund: result.refund.amount })}
                    onCancel={close}
                  />
                ) : panel.kind === 'cancel' ? (
                  <CancelFlow
                    booking={booking}
                    lang={lang}
                    onDone={() => finish({ kind: 'cancelled' })}
                    onCancel={close}
                  />
                ) : null}
              </Suspense>
            </PanelFrame>
          ) : null}
        </section>
      ) : null}

      <ContactBox />
    </div>
  )
}

/** The changes the booking's buttons offer (the same conditions as the buttons below). */
function offeredFlows(booking: Booking | undefined): FlowKind[] {
  if (!booking || (booking.status !== 'CONFIRMED' && booking.status !== 'REQUESTED')) return []
  const { rules } = booking
  const kinds: FlowKind[] = []
  if (
    rules.canChangeParticipants &&
    booking.items.some((item) => item.people.length > 0 && item.requiredFields.length > 0)
  )
    kinds.push('names')
  if (rules.canReschedule && booking.items.some((item) => item.start)) kinds.push('reschedule')
  if (rules.canCancel) kinds.push('cancel')
  return kinds
}

/** The last moment anything could be changed (for the "too late" notice). */
function lastDeadline({ rules }: Booking): string | null {
  const all = [rules.participantsUntil, rules.rescheduleUntil, rules.cancelUntil].filter(
    (value): value is string => value !== null,
  )
  return all.sort((a, b) => Date.parse(a) - Date.parse(b)).at(-1) ?? null
}

/** A change in progress: its heading takes the focus when it opens. */
function PanelFrame({ heading, children }: { heading: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div className="manage-panel">
      <h3 ref={ref} tabIndex={-1} className="manage-panel__heading">
        {heading}
      </h3>
      {children}
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

/** What is booked: when (Zurich time), where to meet, who takes part. */
function BookedItems({ booking, lang }: { booking: Booking; lang: string }) {
  const { t } = useTranslation('manage')
  const timeZone = useShopConfig().timeZone ?? SHOP_TIME_ZONE
  return (
    <BookedItemList
      heading={t('items.heading')}
      whenLabel={t('items.when')}
      items={booking.items}
      lang={lang}
      timeZone={timeZone}
      facts={(item) => (
        <>
          {item.meetingPoint ? (
            <div>
              <dt>{t('meetingPoint.heading')}</dt>
              <dd>
                <span className="manage-meeting__name">{item.meetingPoint.name}</span>
                {item.meetingPoint.address ? (
                  <span className="manage-meeting__address">{item.meetingPoint.address}</span>
                ) : null}
                {item.meetingPoint.latitude !== undefined &&
                item.meetingPoint.longitude !== undefined ? (
                  <MapsLink
                    latitude={item.meetingPoint.latitude}
                    longitude={item.meetingPoint.longitude}
                    label={t('meetingPoint.openInMaps', { name: item.meetingPoint.name })}
                    className="manage-maps"
                  />
                ) : null}
              </dd>
            </div>
          ) : item.location ? (
            <div>
              <dt>{t('items.location')}</dt>
              <dd>{item.location}</dd>
            </div>
          ) : null}
          {item.people.length > 0 ? (
            <div>
              <dt>{t('items.people', { count: item.people.length })}</dt>
              <dd>
                <ul className="manage-people">
                  {item.people.map((person, index) => (
                    <li key={person.id}>
                      {[person.firstname, person.surname].filter(Boolean).join(' ') ||
                        t('items.person', { number: index + 1 })}
                      <span className="manage-people__category"> ({person.variantLabel})</span>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : item.lines.length > 0 ? (
            <div>
              <dt>{t('items.lines')}</dt>
              <dd>
                {item.lines
                  .map((line) => t('items.line', { quantity: line.quantity, label: line.label }))
                  .join(', ')}
              </dd>
            </div>
          ) : null}
        </>
      )}
    >
      {booking.status === 'CONFIRMED' ? (
        <div className="payment-actions">
          <CalendarDownload
            order={booking}
            label={t('items.calendar')}
            className="button button--secondary"
          />
        </div>
      ) : null}
    </BookedItemList>
  )
}

/** Total, paid, refunded and open; the open amount is paid on the payment link page. */
function Amounts({ booking, lang }: { booking: Booking; lang: string }) {
  const { t } = useTranslation('manage')
  const { total, paid, openAmount, refunded } = booking.totals
  // Paid on site: in cash to the nearest 5 centimes, as the checkout and its receipt say.
  const onSite = booking.paymentMethod === 'ON_SITE' && booking.status !== 'CANCELLED'
  return (
    <section className="payment-card" aria-labelledby="manage-amounts-heading">
      <h2 id="manage-amounts-heading" className="payment-card__heading">
        {t('amounts.heading')}
      </h2>
      <dl className="payment-amounts">
        <div className="payment-amounts__total">
          <dt>{t('amounts.total')}</dt>
          <dd>{formatMoney(total, lang)}</dd>
        </div>
        <div>
          <dt>{t('amounts.paid')}</dt>
          <dd>{formatMoney(paid, lang)}</dd>
        </div>
        {refunded.amount > 0 ? (
          <div>
            <dt>{t('amounts.refunded')}</dt>
            <dd>{formatMoney(refunded, lang)}</dd>
          </div>
        ) : null}
        <div className="payment-amounts__open">
          <dt>{t('amounts.open')}</dt>
          <dd>{formatMoney(openAmount, lang)}</dd>
        </div>
        {onSite ? <CashDueRow open={openAmount} lang={lang} /> : null}
      </dl>
      {onSite ? <CashNote open={openAmount} lang={lang} /> : null}
      {booking.paymentLinkToken ? (
        <div className="payment-actions">
          <Link
            to="/$lang/aftersales/payment/$token"
            params={{ lang, token: booking.paymentLinkToken }}
            className="button button--primary"
          >
            {t('amounts.pay', { amount: formatMoney(openAmount, lang) })}
          </Link>
        </div>
      ) : openAmount.amount > 0 && booking.paymentMethod === 'ON_SITE' ? (
        <p className="payment-hint">{t('amounts.onSite')}</p>
      ) : null}
    </section>
  )
}

/** Until when what can be changed, in the shop's time. */
function Deadlines({ booking, lang }: { booking: Booking; lang: string }) {
  const { t } = useTranslation('manage')
  const timeZone = useShopConfig().timeZone ?? SHOP_TIME_ZONE
  const { rules } = booking
  const at = (iso: string) =>
    formatDateTime(iso, lang, { dateStyle: 'full', timeStyle: 'short' }, timeZone)
  const rows: Array<[string, string | null]> = [
    [t('deadlines.free'), booking.status === 'CONFIRMED' ? rules.freeCancellationUntil : null],
    [t('deadlines.reschedule'), rules.rescheduleUntil],
    [t('deadlines.names'), rules.participantsUntil],
    [
      booking.status === 'REQUESTED' ? t('deadlines.withdraw') : t('deadlines.cancel'),
      rules.cancelUntil,
    ],
  ]
  const shown = rows.filter((row): row is [string, string] => row[1] !== null)
  if (shown.length === 0) return null
  return (
    <dl className="manage-deadlines">
      {shown.map(([label, until]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <time dateTime={until}>{at(until)}</time>
          </dd>
        </div>
      ))}
    </dl>
  )
}
