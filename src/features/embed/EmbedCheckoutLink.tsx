import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { postToHost, useFrameState } from './frame'

/**
 * From a widget, checkout opens outside the iframe (payment pages refuse to run framed): at the
 * top level or in a new tab, as the frame configuration says. The cart id travels in the URL, so
 * nothing depends on third-party cookies or storage.
 */
export function EmbedCheckoutLink({
  lang,
  cartId,
  itemCount,
}: {
  lang: string
  cartId: string
  itemCount: number
}) {
  const { t } = useTranslation('listings')
  const { config } = useFrameState()
  const target = config?.checkoutTarget ?? 'top'
  const url = new URL(`/${lang}/checkout/${encodeURIComponent(cartId)}`, window.location.origin)
    .href
  const announced = useRef(0)

  useEffect(() => {
    if (itemCount > announced.current) postToHost({ type: 'cart:item-added', cartId, itemCount })
    announced.current = itemCount
  }, [cartId, itemCount])

  if (itemCount === 0) return null
  return (
    <div className="embed-checkout">
      <p role="status">{t('widgets.inCart', { count: itemCount })}</p>
      <a
        className="button button--primary"
        href={url}
        target={target === 'top' ? '_top' : '_blank'}
        rel={target === 'top' ? undefined : 'noopener'}
        onClick={() => postToHost({ type: 'checkout:started', cartId, url, target })}
      >
        {target === 'top' ? t('widgets.checkout') : t('widgets.checkoutNewTab')}
      </a>
    </div>
  )
}
