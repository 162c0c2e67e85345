import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { openCartDrawer } from '@/lib/cart-ref/cart-ref'
import { HoldCountdown } from './HoldCountdown'
import type { Cart } from '@/api/carts'
import './cart.css'

/** The cart status under the booking buttons (CartStatus): loaded once the cart holds something. */
export default function CartStatusPanel({ cart, lang }: { cart: Cart; lang: string }) {
  const { t } = useTranslation('cart')
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
