import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Booking, BookingItem } from '@/api/bookings'
import { OutcomeIcon } from '@/features/payments'
import { formatDateTime } from '@/lib/format'
import { importWhenOnline } from '@/lib/reliability/reload-guard'
import { Deadlines, lastDeadline } from './Deadlines'
import {
  loadCancelFlow,
  loadParticipantsForm,
  loadRescheduleFlow,
  preloadFlow,
  type FlowKind,
} from './load-flows'

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

type Panel =
  { kind: 'names'; itemId: string } | { kind: 'reschedule'; itemId: string } | { kind: 'cancel' }

/** What the last change on this page did, said at the top until the next one. */
export type Done = { kind: 'names' } | { kind: 'moved'; refund: number } | { kind: 'cancelled' }

/**
 * The changes a live booking allows now (names, another date, cancelling), their deadlines,
 * and the change in progress; "too late" once none is left.
 */
export function ChangesSection({
  booking,
  lang,
  onDone,
  onClose,
}: {
  booking: Booking
  lang: string
  onDone: (result: Done) => void
  /** A change was closed unfinished: the page takes the focus back. */
  onClose: () => void
}) {
  const { t } = useTranslation('manage')
  const [panel, setPanel] = useState<Panel | null>(null)
  const { rules } = booking
  const changeable = rules.canChangeParticipants || rules.canReschedule || rules.canCancel
  const panelItem = (id: string) => booking.items.find((item) => item.id === id)
  const close = () => {
    setPanel(null)
    onClose()
  }
  const finish = (result: Done) => {
    setPanel(null)
    onDone(result)
  }

  return (
    <section className="payment-card" aria-labelledby="manage-changes-heading">
      <h2 id="manage-changes-heading" className="payment-card__heading">
        {t('changes.heading')}
      </h2>
      {/* Vouchers and goods have no start: a dated activity's policy would promise nothing. */}
      {booking.items.some((item) => item.start) ? <p>{rules.cancellation.text}</p> : null}
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
  )
}

/** The changes the booking's buttons offer (the same conditions as the buttons below). */
export function offeredFlows(booking: Booking | undefined): FlowKind[] {
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
