import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Listing } from '@/api/listings'
import { formatMoney } from '@/lib/format'

/**
 * On a phone: a bar pinned to the bottom with the starting price and "Find a date" (to the
 * booking section), shown while neither the price teaser nor the booking section is in sight.
 */
export function BookingBar({ listing, onFind }: { listing: Listing; onFind: () => void }) {
  const { t, i18n } = useTranslation('listings')
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const targets = ['.listing-detail__header', '.booking-teaser', '#booking']
      .map((selector) => document.querySelector(selector))
      .filter((element): element is Element => element !== null)
    const visible = new Map<Element, boolean>()
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) visible.set(entry.target, entry.isIntersecting)
      setShown(targets.every((target) => !visible.get(target)))
    })
    for (const target of targets) observer.observe(target)
    return () => observer.disconnect()
  }, [])
  if (!shown) return null
  return (
    <div className="booking-bar">
      <p className="booking-bar__price">
        {listing.priceFrom
          ? t('detail.offersFrom', { price: formatMoney(listing.priceFrom, i18n.language) })
          : t('card.priceChoose')}
      </p>
      <button type="button" className="button button--primary" onClick={onFind}>
        {listing.skus.some((sku) => sku.characteristics.shape !== 'NONE')
          ? t('detail.findDate')
          : t('detail.choose')}
      </button>
    </div>
  )
}
