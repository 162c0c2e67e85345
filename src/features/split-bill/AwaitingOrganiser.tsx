import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { PaymentLink } from '@/api/payment-links'
import { formatMoney } from '@/lib/format'

/**
 * The payment link page of a split bill's guest share while the organiser has not paid theirs
 * (state AWAITING_ORGANISER): not payable yet, no pay button. The visitor can read the link
 * again; a check that finds nothing new says so (a payable link replaces this screen).
 */
export default function AwaitingOrganiser({
  link,
  lang,
  onCheck,
  header,
  children,
}: {
  link: PaymentLink
  lang: string
  /** Reads the link again. */
  onCheck: () => Promise<void>
  /** The page's outcome header (its focus handling) with this heading and text. */
  header: (heading: string, hint: string) => ReactNode
  /** What was booked. */
  children: ReactNode
}) {
  const { t } = useTranslation('split')
  const [checking, setChecking] = useState(false)
  const [checked, setChecked] = useState(false)
  const check = async () => {
    if (checking) return
    setChecking(true)
    setChecked(false)
    await onCheck()
    setChecking(false)
    setChecked(true)
  }
  return (
    <>
      {header(
        t('awaitingOrganiser.heading'),
        t('awaitingOrganiser.hint', { amount: formatMoney(link.booking.total, lang) }),
      )}
      <div className="payment-actions">
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={checking || undefined}
          onClick={() => void check()}
        >
          {t('awaitingOrganiser.check')}
        </button>
        <p className="payment-hint" role="status">
          {checked ? t('awaitingOrganiser.unchanged') : null}
        </p>
      </div>
      {children}
    </>
  )
}
