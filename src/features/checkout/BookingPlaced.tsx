import { useEffect, useRef } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { usePageTitle } from '@/lib/head/title'
import { usePrivatePage } from '@/lib/head/use-private-page'
import './checkout.css'
import './outcome.css'

/**
 * A checked-out cart opened where it was not submitted (another device, a shared address): the
 * cart no longer names its order, so the page says it was placed and where its link is, and
 * shows nothing of the buyer.
 */
export function BookingPlaced({ lang }: { lang: string }) {
  const { t } = useTranslation(['order', 'checkout'], { nsMode: 'fallback' })
  const heading = t('success.placedHeading')
  usePrivatePage()
  usePageTitle(heading)
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <div className="checkout checkout--narrow">
      <div className="checkout-outcome checkout-outcome--info" role="status">
        <h1 ref={headingRef} tabIndex={-1} className="checkout__title">
          {heading}
        </h1>
        <p>{t('success.placedText')}</p>
      </div>
      <div className="checkout-actions">
        <Link to="/$lang" params={{ lang }} className="button button--secondary">
          {t('backToOffers')}
        </Link>
      </div>
    </div>
  )
}
