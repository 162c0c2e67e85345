import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import type { CancellationPolicy, Listing } from '@/api/listings'
import { formatMoney } from '@/lib/format'

/** The offer is over: said plainly, with a way to similar offers instead of a calendar. */
export function OfferOver({ listing }: { listing: Listing }) {
  const { t } = useTranslation('listings')
  return (
    <div className="offer-over">
      <p className="offer-over__title">{t('detail.over')}</p>
      {listing.moreOffers?.length ? (
        <a href="#more-title" className="button button--secondary">
          {t('detail.similar')}
        </a>
      ) : null}
    </div>
  )
}

/** Beside the text: the starting price and the way to the booking section (or that it is over). */
export function BookingTeaser({ listing, onFind }: { listing: Listing; onFind: () => void }) {
  const { t, i18n } = useTranslation('listings')
  return (
    <section className="panel booking-teaser" aria-labelledby="teaser-title">
      <h2 id="teaser-title" className="visually-hidden">
        {t('detail.teaserTitle')}
      </h2>
      <p className="booking-teaser__price">
        {listing.priceFrom
          ? t('detail.offersFrom', { price: formatMoney(listing.priceFrom, i18n.language) })
          : t('card.priceChoose')}
      </p>
      {listing.timeStatus === 'IN_PAST' ? (
        <OfferOver listing={listing} />
      ) : (
        <button type="button" className="button button--primary button--block" onClick={onFind}>
          {listing.skus.some((sku) => sku.characteristics.shape !== 'NONE')
            ? t('detail.findAppointment')
            : t('detail.choose')}
        </button>
      )}
      {listing.cancellationPolicy ? (
        <p className="muted">{freeCancellation(t, listing.cancellationPolicy)}</p>
      ) : null}
    </section>
  )
}

/** "Free cancellation up to 2 days before the start" from the structured policy. */
export function freeCancellation(t: TFunction<'listings'>, policy: CancellationPolicy): string {
  const hours = policy.freeUntilHoursBefore
  if (hours === 0) return policy.text
  return hours % 24 === 0
    ? t('teaser.freeUntilDays', { count: hours / 24 })
    : t('teaser.freeUntilHours', { count: hours })
}
