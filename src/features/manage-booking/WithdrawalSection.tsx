import { Suspense, lazy, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Booking } from '@/api/bookings'
import { OutcomeIcon } from '@/features/payments'
import { formatDateTime } from '@/lib/format'
import { ensureNamespaces } from '@/lib/i18n'
import { importWhenOnline } from '@/lib/reliability/reload-guard'

const LONG: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' }

// The confirmation step is not part of the first view: it loads on the click.
const WithdrawalFlow = lazy(() =>
  importWhenOnline(() =>
    Promise.all([import('./WithdrawalFlow'), ensureNamespaces('problems')]).then(([m]) => m),
  ).then((module) => ({ default: module.WithdrawalFlow })),
)

/**
 * The right of withdrawal of purchases that carry one (gift vouchers, goods): each item's state,
 * "Withdraw from contract here" while something may be withdrawn, its confirmation step, and
 * every withdrawal received with the time and the address its acknowledgement went to. Nothing
 * for bookings without one: a dated activity's cancellation policy applies instead.
 */
export function WithdrawalSection({ booking, lang }: { booking: Booking; lang: string }) {
  const { t } = useTranslation('manage')
  const [open, setOpen] = useState(false)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const items = booking.items.filter((item) => item.withdrawal)
  if (items.length === 0) return null
  const received = booking.withdrawals ?? []
  return (
    <section className="payment-card manage-withdrawal" aria-labelledby="manage-withdrawal-heading">
      <h2
        id="manage-withdrawal-heading"
        ref={headingRef}
        tabIndex={-1}
        className="payment-card__heading"
      >
        {t('withdrawal.heading')}
      </h2>
      {received.map((withdrawal) => (
        <div key={withdrawal.id} className="payment-notice manage-done" role="status">
          <OutcomeIcon kind="success" />
          <span>
            {t('withdrawal.received', {
              at: formatDateTime(withdrawal.receivedAt, lang, LONG),
              email: withdrawal.acknowledgement.sentTo,
              sentAt: formatDateTime(withdrawal.acknowledgement.sentAt, lang, LONG),
            })}
          </span>
        </div>
      ))}
      <ul className="manage-withdrawal__states">
        {items.map((item) => (
          <li key={item.id}>
            <strong>{item.title}</strong>{' '}
            {t(`withdrawal.status.${item.withdrawal!.status}`, {
              date: formatDateTime(item.withdrawal!.until, lang, LONG),
              at: formatDateTime(
                item.withdrawal!.withdrawnAt ?? item.withdrawal!.until,
                lang,
                LONG,
              ),
            })}
          </li>
        ))}
      </ul>
      {booking.rules.canWithdraw && !open ? (
        <button type="button" className="button manage-danger" onClick={() => setOpen(true)}>
          {t('withdrawal.button')}
        </button>
      ) : null}
      {open && booking.rules.canWithdraw ? (
        <Suspense fallback={<p role="status">{t('withdrawal.quoting')}</p>}>
          <WithdrawalFlow
            booking={booking}
            lang={lang}
            onDone={() => {
              setOpen(false)
              headingRef.current?.focus()
            }}
            onCancel={() => {
              setOpen(false)
              headingRef.current?.focus()
            }}
          />
        </Suspense>
      ) : null}
    </section>
  )
}
