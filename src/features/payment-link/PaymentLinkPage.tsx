import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { preloadProblemText } from '@/components/ui/ProblemText'
import { usePageTitle } from '@/lib/head/title'
import { ensureNamespaces } from '@/lib/i18n'
import { prefetchWhenIdle } from '@/lib/loading/idle'
import { usePrivatePage } from '@/lib/head/use-private-page'
import { OutcomeView } from './OutcomeView'
import { useLinkPayment, type PaymentLinkPageProps } from './use-link-payment'
import { useOutcomeFocus } from './use-outcome-focus'
import './payment-link.css'

export type { PaymentLinkPageProps }

/**
 * Pays the open amount of a booking through a link from an e-mail. The token in the path is
 * the only authorisation, so the page is kept out of search engines and Referer headers, and
 * an unknown and an expired link look exactly alike.
 */
export function PaymentLinkPage({ lang, token, returnedPaymentId }: PaymentLinkPageProps) {
  usePrivatePage()
  const { t } = useTranslation('payment')
  // The message table and its texts are not part of the first render, to keep it small;
  // they come when the browser is idle, so a payment attempted offline can still say so.
  useEffect(() => {
    prefetchWhenIdle('problem-text', () =>
      Promise.all([ensureNamespaces('problems'), preloadProblemText()]),
    )
  }, [])
  const { outcome, busy, slow, method, pay, tryAgain, checkAgain } = useLinkPayment({
    lang,
    token,
    returnedPaymentId,
  })

  const title =
    'link' in outcome ? t('pageTitle', { code: outcome.link.booking.code }) : t('linkTitle')
  usePageTitle(outcome.kind === 'loading' ? undefined : title)

  const headingRef = useOutcomeFocus(outcome.kind, returnedPaymentId !== undefined)

  return (
    <div className="payment-link">
      <OutcomeView
        outcome={outcome}
        lang={lang}
        headingRef={headingRef}
        busy={busy}
        slow={slow}
        method={method}
        onPay={pay}
        onTryAgain={tryAgain}
        onCheckAgain={checkAgain}
      />
    </div>
  )
}
