import { useEffect, useRef } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { storeCart } from '@/api/carts'
import { openHandoff } from '@/api/share/handoff-api'
import { writeCartRef } from '@/lib/cart-ref/cart-ref'
import { isApiError } from '@/lib/http'
import { usePageTitle } from '@/lib/head/title'
import { problemMessage } from '@/lib/reliability/deferred/problems'
import { usePrivatePage } from '@/lib/head/use-private-page'
import '@/features/checkout/checkout.css'
import './handoff.css'

export const handoffQuery = (token: string, lang: string) => ({
  queryKey: ['handoff', token, lang] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => openHandoff(token, signal),
  retry: false,
  staleTime: Infinity,
})

/**
 * Opens a hand-off link on this device: the cart becomes this browser's cart (same id, same
 * hold) and the checkout opens. An unknown or expired link says so and leads to the offer.
 */
export function HandoffPage({ token, lang }: { token: string; lang: string }) {
  const { t } = useTranslation('handoff')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const query = useQuery(handoffQuery(token, lang))
  const cart = query.data
  const moved = useRef(false)
  usePrivatePage()
  const gone =
    isApiError(query.error) &&
    (query.error.code === 'HANDOFF_NOT_FOUND' || query.error.code === 'HANDOFF_EXPIRED')
  usePageTitle(query.isError ? t(gone ? 'goneHeading' : 'failedHeading') : undefined)

  useEffect(() => {
    if (!cart || moved.current) return
    moved.current = true
    storeCart(queryClient, cart, lang)
    writeCartRef({ id: cart.id, count: cart.items.length })
    void navigate({
      to: '/$lang/checkout/$cart',
      params: { lang, cart: cart.id },
      replace: true,
    })
  }, [cart, lang, navigate, queryClient])

  if (query.isError) {
    const slug =
      isApiError(query.error) && typeof query.error.details?.listingSlug === 'string'
        ? query.error.details.listingSlug
        : undefined
    return (
      <div className="checkout checkout--narrow handoff-page">
        <h1 className="checkout__title">{t(gone ? 'goneHeading' : 'failedHeading')}</h1>
        <p>{gone ? t('goneText') : problemMessage(t, query.error)}</p>
        <div className="checkout-actions">
          {slug ? (
            <Link
              to="/$lang/listing/$slug"
              params={{ lang, slug }}
              className="button button--primary"
            >
              {t('toOffer')}
            </Link>
          ) : null}
          {!gone ? (
            <button
              type="button"
              className="button button--primary"
              onClick={() => void query.refetch()}
            >
              {t('tryAgain')}
            </button>
          ) : null}
          <Link
            to="/$lang"
            params={{ lang }}
            className={`button ${slug || !gone ? 'button--secondary' : 'button--primary'}`}
          >
            {t('toOffers')}
          </Link>
        </div>
      </div>
    )
  }
  return (
    <div className="checkout checkout--narrow handoff-page">
      <p role="status">{t('opening')}</p>
    </div>
  )
}
