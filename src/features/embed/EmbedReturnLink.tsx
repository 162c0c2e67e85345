import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Order } from '@/api/orders'
import { orderCommerce } from './commerce'
import { recallEmbedReturn, reportToOpener, returnAddress, type PurchaseReport } from './return'

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
  const { t } = useTranslation('checkout')
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
  return (
    <a className="button button--secondary" href={returnAddress(info, purchase)}>
      {t('success.backToHost', { host: new URL(info.returnUrl).host })}
    </a>
  )
}
