import { lazy, Suspense } from 'react'
import { useCart } from './shared/use-cart'

// The panel (hold countdown, extend, links) and its styles load only once the cart holds
// something: a first visit to a listing never needs them.
const CartStatusPanel = lazy(() => import('./CartStatusPanel'))

/**
 * Under the booking buttons: how long the cart's places are held (with extend) and a way to the
 * cart summary. Nothing while the cart is empty.
 */
export function CartStatus({ lang }: { lang: string }) {
  const { data: cart } = useCart(lang)
  if (!cart || cart.items.length === 0) return null
  return (
    <Suspense fallback={null}>
      <CartStatusPanel cart={cart} lang={lang} />
    </Suspense>
  )
}
