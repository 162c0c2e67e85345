import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Order } from '@/api/orders'
import type { Share } from '@/api/split-bill/schema'
import { formatDateTime, formatMoney } from '@/lib/format'
import { CopyButton } from '@/components/ui/deferred/CopyButton'
import './split-bill.css'

/**
 * The success page's split bill (loaded only for a split order): how many shares are paid, and
 * for every other person's share its payment link to copy, send by e-mail or share.
 */
export default function SplitShares({ order, lang }: { order: Order; lang: string }) {
  const { t } = useTranslation('split')
  const plan = order.paymentPlan
  if (!plan) return null
  const moved = plan.shares.some((share) => share.status === 'MOVED')
  const own = plan.shares.find((share) => share.organiser)
  // Shares moved to the organiser may already be paid by them: then nothing is left to pay.
  const restOpen = order.totals.openAmount.amount > 0
  return (
    <section className="panel split-shares" aria-labelledby="split-shares-heading">
      <h2 id="split-shares-heading">{t('heading')}</h2>
      <p className="split-progress">
        {t('progress', { count: plan.paidShares, total: plan.totalShares })}
      </p>
      <p>
        {moved
          ? t(restOpen ? 'movedText' : 'movedPaid')
          : t('dueText', { time: formatDateTime(plan.dueAt, lang) })}
      </p>
      {moved && own && restOpen ? (
        <p>
          <a className="button button--primary" href={own.link}>
            {t('payRest')}
          </a>
        </p>
      ) : null}
      <ul>
        {plan.shares.map((share, index) => (
          <ShareItem key={share.id} share={share} number={index + 1} order={order} lang={lang} />
        ))}
      </ul>
    </section>
  )
}

function ShareItem({
  share,
  number,
  order,
  lang,
}: {
  share: Share
  number: number
  order: Order
  lang: string
}) {
  const { t } = useTranslation('split')
  const inputId = useId()
  // A guest share is named by the participant it is for when the checkout knew the name.
  const who = share.name
  const labels = who
    ? {
        name: t('shareNamed', { name: who }),
        link: t('linkLabelNamed', { name: who }),
        copy: t('copyNamed', { name: who }),
        email: t('emailNamed', { name: who }),
        share: t('shareButtonNamed', { name: who }),
      }
    : {
        name: t('share', { number }),
        link: t('linkLabel', { number }),
        copy: t('copy', { number }),
        email: t('email', { number }),
        share: t('shareButton', { number }),
      }
  const name = share.organiser ? t('yourShare') : labels.name
  const amount = formatMoney(share.amount, lang)
  const message = t('message', { code: order.code, amount, link: share.link })
  const subject = t('subject', { code: order.code })
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function'
  return (
    <li className="split-share">
      <p className="split-share__head">
        <span>{name}</span>
        <span>
          {amount} · {t(`status.${share.status}`)}
        </span>
      </p>
      {!share.organiser && share.status === 'OPEN' ? (
        <>
          <label htmlFor={inputId}>{labels.link}</label>
          <input
            id={inputId}
            className="split-share__link"
            type="url"
            readOnly
            value={share.link}
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="split-share__actions">
            <CopyButton
              text={share.link}
              label={labels.copy}
              done={t('copied')}
              failed={t('copyFailed')}
            />
            <a
              className="button button--secondary button--small"
              href={`mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}`}
            >
              {labels.email}
            </a>
            {canShare ? (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() =>
                  void navigator.share({ title: subject, text: message, url: share.link }).catch(
                    // Closed without sharing: nothing to say.
                    () => undefined,
                  )
                }
              >
                {labels.share}
              </button>
            ) : null}
          </div>
        </>
      ) : null}
    </li>
  )
}
