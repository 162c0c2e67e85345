import { useTranslation } from 'react-i18next'
import type { OnlineMethod } from '@/api/orders'
import type { PaymentLink } from '@/api/payment-links'
import { OnlineMethods } from './OnlineMethods'
// The radios are the shop's controls; the page's own sheet (payment-link.css) sizes the choice.
import '@/lib/controls/controls.css'

export interface MethodChoice {
  /** The online method the visitor picked, if any (methodFor decides what is sent). */
  chosen: OnlineMethod | undefined
  /** The API refused the method last sent (422 on onlineMethod). */
  refused: boolean
  onChange: (method: OnlineMethod) => void
}

/**
 * The online method a payment of the link starts with: the one the visitor chose, else the
 * method of the link's last payment (a declined TWINT payment is retried with TWINT), else the
 * first the link names; only ever one the link names (none when it names none).
 */
export function methodFor(link: PaymentLink, chosen?: OnlineMethod): OnlineMethod | undefined {
  const offered = link.onlineMethods ?? []
  const last = link.lastPayment?.method
  return [chosen, last].find((method) => method && offered.includes(method)) ?? offered[0]
}

/**
 * Above the pay button: card or TWINT, the checkout's choice (nothing with fewer than two), and
 * what the API said when it refused the method sent.
 */
export function LinkMethods({
  link,
  choice,
  busy = false,
}: {
  link: PaymentLink
  choice: MethodChoice
  /** A payment is starting: the choice stays as sent. */
  busy?: boolean
}) {
  const { t } = useTranslation('payment')
  return (
    <>
      <OnlineMethods
        ns="payment"
        methods={link.onlineMethods ?? []}
        value={methodFor(link, choice.chosen)}
        onChange={choice.onChange}
        disabled={busy}
      />
      {choice.refused ? (
        <p className="field__error" role="alert">
          {t('online.refused')}
        </p>
      ) : null}
    </>
  )
}
