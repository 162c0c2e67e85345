import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { listingQueries } from '@/api/listings'
import { MediaImage } from '@/components/ui/MediaImage'
import { formatMoney } from '@/lib/format'
import { useWidgetViewed } from '@/features/embed'
import { usePageTitle } from '@/lib/head/title'
import { hintKey } from './overview/labels'
import './listings.css'

// Its own module: the search and upcoming widgets load none of it.
/** The listing widget: a compact detail with a way to book inside the widget. */
export function ListingWidget({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('listings')
  const lang = i18n.language
  const { data: listing } = useSuspenseQuery(listingQueries.detail(slug, lang))
  usePageTitle(listing.title)
  useWidgetViewed('listing', listing)
  const bookable = listing.skus.length > 0 && listing.timeStatus !== 'IN_PAST'

  return (
    <section className="widget listing-widget" aria-labelledby="listing-widget-title">
      <MediaImage
        id={listing.mediaIds[0] ?? 'default'}
        alt={listing.title}
        width={960}
        height={640}
        widths={[480, 768, 1024]}
        sizes="100vw"
        priority
        className="listing-widget__image"
      />
      <h1 id="listing-widget-title" className="widget-heading">
        {listing.title}
      </h1>
      <p>{listing.teaser}</p>
      <p className={`availability availability--${listing.availabilityHint.status.toLowerCase()}`}>
        {t(hintKey(listing, listing.availabilityHint.status), {
          count: listing.availabilityHint.amountLeft ?? 0,
        })}
      </p>
      <p className="listing-widget__price">
        {listing.priceFrom
          ? t('detail.offersFrom', { price: formatMoney(listing.priceFrom, lang) })
          : t('card.priceChoose')}
      </p>
      <div className="listing-widget__actions">
        {bookable ? (
          <Link
            className="button button--primary"
            to="/$lang/embed/v1/booking/$slug"
            params={{ lang, slug }}
          >
            {t('widgets.book')}
          </Link>
        ) : null}
        {/* The full page opens outside the host's frame. */}
        <a
          className="button button--secondary"
          href={`/${lang}/listing/${slug}`}
          target="_blank"
          rel="noopener"
        >
          {t('widgets.openInShop')}
        </a>
      </div>
    </section>
  )
}
