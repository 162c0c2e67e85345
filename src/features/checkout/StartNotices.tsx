import { useTranslation } from 'react-i18next'
import type { Cart } from '@/api/carts'
import { formatDateTime } from '@/lib/format'
import { serverNow } from '@/lib/time/server-clock'
import { useShopConfig } from '@/api/config'
import { HOUR_MS, answerComesLate, earliestStart } from './request-timing'
import { useCartListings } from './shared/use-cart-listings'

/**
 * Before the binding click: what the start's nearness changes. A request that may not be
 * answered in time, and items booked after their free cancellation has already ended.
 */
export function StartNotices({
  cart,
  lang,
  request,
}: {
  cart: Cart
  lang: string
  request: boolean
}) {
  const { t } = useTranslation('order')
  const answerHours = useShopConfig().requestAnswerHours
  const { listings } = useCartListings(cart, lang)
  const now = serverNow()
  const notes: string[] = []
  const first = earliestStart(cart.items)
  if (request && first && answerComesLate(first, answerHours, now)) {
    notes.push(t('request.tooSoon', { time: formatDateTime(first, lang), hours: answerHours }))
  }
  for (const item of cart.items) {
    const policy = listings.find(
      (listing) => listing?.slug === item.listing.slug,
    )?.cancellationPolicy
    if (!item.start || !policy || policy.feePercent === 0) continue
    const freeUntil = Date.parse(item.start) - policy.freeUntilHoursBefore * HOUR_MS
    if (freeUntil > now) continue
    notes.push(
      t('payment.freeCancellationOver', { title: item.listing.title, fee: policy.feePercent }),
    )
  }
  if (notes.length === 0) return null
  return (
    <div className="checkout-notice checkout-notice--warning">
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </div>
  )
}
