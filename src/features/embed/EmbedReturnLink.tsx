import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Order } from '@/api/orders'
import { orderCommerce } from '@/features/analytics'
import type { Commerce } from '@/lib/embed/protocol'
import { readSession, writeSession } from '@/lib/session/session-store'
import { hostLabel } from './host-page/host-page'
import { recallEmbedReturn, type EmbedReturn } from './return/return'

export interface PurchaseReport extends Commerce {
  transactionId: string
}

/** The host page's address with the purchase in its fragment, read by the loader. */
export function returnAddress(info: EmbedReturn, purchase: PurchaseReport | null): string {
  if (!purchase || info.via !== 'top') return info.returnUrl
  const url = new URL(info.returnUrl)
  url.hash = `webshop-purchase=${encodeURIComponent(JSON.stringify({ w: info.widgetId, ...purchase }))}`
  return url.href
}

/**
 * New tab: tells the widget's frame that opened this tab, once per order. The frame accepts it
 * only from its own origin and passes it on to its host.
 */
export function reportToOpener(info: EmbedReturn, purchase: PurchaseReport): boolean {
  const opener = window.opener as Window | null
  if (info.via !== 'new-tab' || !opener || opener === window) return false
  const done = `embed-reported:${purchase.transactionId}`
  if (readSession(done)) return false
  opener.postMessage(
    {
      // The protocol's envelope (lib/embed/protocol), written out: this page does not load the protocol.
      source: 'webshop-embed',
      version: 1,
      type: 'purchase:completed',
      widgetId: info.widgetId,
      ...purchase,
    },
    window.location.origin,
  )
  writeSession(done, '1')
  return true
}

/**
 * On the success page of a checkout started in a widget: the way back to the host page (with
 * the purchase in the address's fragment for the loader), and, when checkout ran in a new tab,
 * the report to the widget's frame that opened it. Nothing shows without a widget behind it.
 */
export function EmbedReturnLink({
  cartId,
  order,
  booked,
}: {
  cartId: string
  order: Order
  booked: boolean
}) {
  const { t } = useTranslation('order')
  const [info] = useState(() => recallEmbedReturn(cartId))
  const purchase: PurchaseReport | null = booked
    ? { transactionId: order.code, ...orderCommerce(order) }
    : null

  useEffect(() => {
    if (info && purchase) reportToOpener(info, purchase)
    // Once the order is booked; the report itself is sent once per order.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [info, booked])

  if (!info) return null
  const label = hostLabel(info.returnUrl, info.title)
  return (
    <a className="button button--secondary" href={returnAddress(info, purchase)}>
      {label ? t('success.backToHost', { host: label }) : t('success.backToSite')}
    </a>
  )
}
