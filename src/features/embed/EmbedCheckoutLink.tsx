import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Cart } from '@/api/carts'
import { cartCommerce } from '@/lib/embed/commerce'
import { postToHost, useFrameState } from './frame'
import type { EmbedReturn } from './return/return'

/**
 * The fragment of the checkout link: where the success page leads back to and reports to
 * (read by rememberEmbedReturn in ./return; never sent to a server).
 */
export function checkoutFragment(info: EmbedReturn): string {
  const params = new URLSearchParams({
    'webshop-return': info.returnUrl,
    w: info.widgetId,
    via: info.via,
  })
  if (info.title) params.set('t', info.title)
  return `#${params}`
}

/**
 * From a widget, checkout opens outside the iframe (payment pages refuse to run framed): at the
 * top level or in a new tab, as the frame configuration says. The cart id travels in the URL, so
 * nothing depends on third-party cookies or storage; the host hears only value, currency and
 * offers, never the cart id (it is the cart's credential). The link's fragment tells the
 * success page where to report the purchase (the host page, or this frame via window.opener).
 */
export function EmbedCheckoutLink({ lang, cart }: { lang: string; cart: Cart }) {
  const { t } = useTranslation('listings')
  const { config, widgetId, returnUrl, hostTitle } = useFrameState()
  const target = config?.checkoutTarget ?? 'top'
  const itemCount = cart.items.length
  const url = new URL(`/${lang}/checkout/${encodeURIComponent(cart.id)}`, window.location.origin)
  if (widgetId && returnUrl)
    url.hash = checkoutFragment({ returnUrl, widgetId, via: target, title: hostTitle ?? undefined })
  const announced = useRef(0)

  useEffect(() => {
    if (itemCount > announced.current)
      postToHost({ type: 'cart:item-added', itemCount, ...cartCommerce(cart, cart.items.at(-1)) })
    announced.current = itemCount
  }, [cart, itemCount])

  if (itemCount === 0) return null
  return (
    <div className="embed-checkout">
      <p role="status">{t('widgets.inCart', { count: itemCount })}</p>
      <a
        className="button button--primary"
        href={url.href}
        target={target === 'top' ? '_top' : '_blank'}
        // The success page in the new tab reports the purchase back to this frame.
        rel={target === 'top' ? undefined : 'opener'}
        onClick={() => postToHost({ type: 'checkout:started', target, ...cartCommerce(cart) })}
      >
        {target === 'top' ? t('widgets.checkout') : t('widgets.checkoutNewTab')}
      </a>
    </div>
  )
}
