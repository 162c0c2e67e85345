import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useExtendCart, type Cart } from '@/api/carts'
import { useHoldExpired } from '@/lib/hold/hold-expired'
import { FailureText } from './FailureText'

/**
 * The places are no longer held (the cart's hold ran out, or a change answered 409
 * CART_EXPIRED / HOLD_EXPIRED): offer to hold them again, or to go back to the listing.
 * Request carts hold nothing, so they never show it.
 */
export function HoldNotice({
  cart,
  lang,
  force = false,
  onHeld,
}: {
  cart: Cart
  lang: string
  /** Shown although the cart still says OPEN (the submit said HOLD_EXPIRED). */
  force?: boolean
  onHeld?: () => void
}) {
  const { t } = useTranslation('checkout')
  const extend = useExtendCart(cart.id, lang)
  const [failure, setFailure] = useState<{ error: unknown } | null>(null)
  const saidExpired = useHoldExpired(cart.id)
  const expired = force || saidExpired || cart.status === 'EXPIRED'
  if (!expired || cart.mode === 'REQUEST') return null
  const listing = cart.items[0]?.listing

  const holdAgain = () => {
    setFailure(null)
    extend.mutate(undefined, {
      onSuccess: () => onHeld?.(),
      onError: (error) => setFailure({ error }),
    })
  }

  return (
    <div className="checkout-notice checkout-notice--error" role="alert">
      <p className="checkout-notice__title">{t('hold.expired')}</p>
      <p>{t('hold.expiredText')}</p>
      {failure ? (
        <p>
          <FailureText error={failure.error} />
        </p>
      ) : null}
      <div className="checkout-actions">
        <button
          type="button"
          className="button button--primary"
          onClick={holdAgain}
          disabled={extend.isPending}
        >
          {t('hold.again')}
        </button>
        {listing ? (
          <Link
            to="/$lang/listing/$slug"
            params={{ lang, slug: listing.slug }}
            className="button button--secondary"
          >
            {t('hold.backToListing')}
          </Link>
        ) : null}
      </div>
    </div>
  )
}
