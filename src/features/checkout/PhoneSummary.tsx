import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Cart } from '@/api/carts'
import { secondsLeft } from '@/lib/hold/hold-clock'
import { formatMoney } from '@/lib/format'
import { CartSummary } from './shared/CartSummary'

/**
 * On a phone the summary sits at the top, folded: the total and the hold's countdown stay in
 * sight before the step's submit button, the lines open on demand. Wide screens show the
 * summary beside the form only (CSS hides this one there).
 */
export function PhoneSummary({ cart, lang }: { cart: Cart; lang: string }) {
  const { t } = useTranslation('checkout')
  const held = cart.mode === 'INSTANT' && cart.status === 'OPEN'
  const [left, setLeft] = useState(() => secondsLeft(cart.expiresAt))
  useEffect(() => {
    if (!held) return
    const tick = () => setLeft(secondsLeft(cart.expiresAt))
    const timer = window.setInterval(tick, 1000)
    return () => window.clearInterval(timer)
  }, [cart.expiresAt, held])
  return (
    <details className="checkout-phone-summary">
      <summary>
        <span className="checkout-phone-summary__label">{t('summary.phoneToggle')}</span>
        <span className="checkout-phone-summary__total">
          {t('summary.phoneTotal', { total: formatMoney(cart.totals.total, lang) })}
        </span>
        {held ? (
          <span className="checkout-phone-summary__hold">
            {left >= 60
              ? t('summary.phoneHold', { minutes: Math.floor(left / 60) })
              : t('summary.phoneHoldLast')}
          </span>
        ) : null}
      </summary>
      <CartSummary cart={cart} lang={lang} headingId="checkout-phone-summary-heading" />
    </details>
  )
}
