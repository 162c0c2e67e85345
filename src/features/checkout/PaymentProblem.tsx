import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Cart } from '@/api/carts'
import { formatMoney } from '@/lib/format'

/** What stopped the booking at the payment step, said above its buttons. */
export type Problem =
  | { kind: 'failure'; message: string }
  | { kind: 'soldOut'; itemIds: string[] }
  | { kind: 'priceChanged'; before: Cart['totals']['total']; after: Cart['totals']['total'] }

export function PaymentProblem({
  problem,
  lang,
  soldOutItems,
  removing,
  onRemove,
}: {
  problem: Problem | null
  lang: string
  soldOutItems: Cart['items']
  removing: boolean
  onRemove: (itemId: string) => void
}) {
  const { t } = useTranslation(['order', 'checkout'], { nsMode: 'fallback' })
  if (!problem) return null
  switch (problem.kind) {
    case 'failure':
      return (
        <p className="checkout-notice checkout-notice--error" role="alert">
          {problem.message}
        </p>
      )
    case 'soldOut':
      return (
        <div className="checkout-notice checkout-notice--error" role="alert">
          <p className="checkout-notice__title">{t('soldOut.title')}</p>
          <ul>
            {soldOutItems.map((item) => (
              <li key={item.id}>
                <span>{t('soldOut.item', { title: item.listing.title })}</span>{' '}
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={removing}
                  onClick={() => onRemove(item.id)}
                >
                  {t('soldOut.remove', { title: item.listing.title })}
                </button>
              </li>
            ))}
          </ul>
          <Link to="/$lang" params={{ lang }}>
            {t('backToOffers')}
          </Link>
        </div>
      )
    case 'priceChanged':
      return (
        <div className="checkout-notice checkout-notice--warning" role="alert">
          <p className="checkout-notice__title">{t('priceChanged.title')}</p>
          <p>
            {t('priceChanged.text', {
              before: formatMoney(problem.before, lang),
              after: formatMoney(problem.after, lang),
            })}
          </p>
        </div>
      )
  }
}
