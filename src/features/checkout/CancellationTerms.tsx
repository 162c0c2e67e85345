import { useTranslation } from 'react-i18next'
import type { Cart } from '@/api/carts'
import { useCartListings } from './shared/use-cart-listings'
import './cancellation-terms.css'

/**
 * Beside the terms: the cancellation policy of each listing in the cart (from the listing
 * detail, usually cached since the visitor came from there), so the visitor agrees knowing it.
 */
export function CancellationTerms({ cart, lang }: { cart: Cart; lang: string }) {
  const { t } = useTranslation('order')
  const { listings } = useCartListings(cart, lang)
  const policies = listings
    .filter((listing) => listing?.cancellationPolicy)
    .map((listing) => ({ title: listing!.title, text: listing!.cancellationPolicy!.text }))
  if (policies.length === 0) return null
  return (
    <section className="cancellation-terms" aria-labelledby="cancellation-terms-title">
      <h3 id="cancellation-terms-title">{t('payment.cancellationPolicy')}</h3>
      {policies.length === 1 ? (
        <p>{policies[0]!.text}</p>
      ) : (
        <ul>
          {policies.map((policy) => (
            <li key={policy.title}>
              <strong>{t('common:labelled', { label: policy.title })}</strong> {policy.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
