import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { openCartDrawer } from './cart-ref'
import { HoldCountdown } from './HoldCountdown'
import { useCart } from './use-cart'
import './cart.css'

/**
 * Under the booking buttons: how long the cart's places are held (with extend) and a way to the
 * cart summary. Nothing while the cart is empty.
 */
export function CartStatus({ lang }: { lang: string }) {
  const { t } = useTranslation('cart')
  const { data: cart } = useCart(lang)
  if (!cart || cart.items.length === 0 || cart.status === 'CHECKED_OUT') return null
  return (
    <section className="cart-status" aria-labelledby="cart-status-title">
      <h3 id="cart-status-title" className="cart-status__title">
        {t('status.title', { count: cart.items.length })}
      </h3>
      <HoldCountdown cart={cart} lang={lang} />
      <div className="cart-status__actions">
        <Link
          className="button button--primary"
          to="/$lang/checkout/$cart"
          params={{ lang, cart: cart.id }}
        >
          {cart.mode === 'REQUEST' ? t('status.toRequest') : t('status.toCheckout')}
        </Link>
        <button type="button" className="button button--secondary" onClick={openCartDrawer}>
          {t('status.view')}
        </button>
      </div>
    </section>
  )
}
