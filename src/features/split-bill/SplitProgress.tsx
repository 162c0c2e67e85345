import { useTranslation } from 'react-i18next'
import type { PaymentLink } from '@/api/payment-links'
import { formatDateTime } from '@/lib/format'

/** A split bill's share on the payment link page: how many shares are paid, until when. */
export default function SplitProgress({ link, lang }: { link: PaymentLink; lang: string }) {
  const { t } = useTranslation('split')
  const plan = link.paymentPlan
  if (!plan) return null
  return (
    <section className="payment-card" aria-labelledby="split-progress-heading">
      <h2 id="split-progress-heading" className="payment-card__heading">
        {t('linkHeading')}
      </h2>
      <p>{t('progress', { count: plan.paidShares, total: plan.totalShares })}</p>
      {/* Awaiting the organiser, the link takes no payment yet: its page says so. */}
      {plan.share === 'OPEN' && link.state !== 'AWAITING_ORGANISER' ? (
        <p>{t('linkDue', { time: formatDateTime(plan.dueAt, lang) })}</p>
      ) : null}
    </section>
  )
}
