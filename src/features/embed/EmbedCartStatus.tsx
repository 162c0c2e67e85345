import type { Cart } from '@/api/carts'
import { HoldCountdown } from '@/features/cart'
import { EmbedCheckoutLink } from './EmbedCheckoutLink'

/** The booking widget's cart status (hold countdown, checkout link): loaded once there is a cart. */
export default function EmbedCartStatus({ cart, lang }: { cart: Cart; lang: string }) {
  return (
    <div className="cart-status">
      <HoldCountdown cart={cart} lang={lang} />
      <EmbedCheckoutLink lang={lang} cart={cart} />
    </div>
  )
}
