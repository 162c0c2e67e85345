import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { listingQueries } from '@/api/listings'
import { MediaImage } from '@/components/ui/MediaImage'
import { formatLocalDate, formatMoney } from '@/lib/format'
import { useWidgetViewed } from '@/features/embed'
import { usePageTitle } from '@/lib/head/title'
import { hintKey } from './overview/labels'
import { LoadError } from './LoadError'
import { ListingBrowser } from './overview/OverviewPage'
import './listings.css'

/** The search widget: filters and results; cards open the listing widget. */
export function SearchWidget() {
  const { t } = useTranslation('listings')
  usePageTitle(t('widgets.searchTitle'))
  useWidgetViewed('search')
  return (
    // The filters and the results are labelled regions of their own.
    <div className="widget">
      <ListingBrowser cardTarget="widget" headingLevel={1} />
    </div>
  )
}

export const UPCOMING_DEFAULT_LIMIT = 5
const UPCOMING_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
}

/** The upcoming widget: the next dated appointments across the shop's listings. */
export function UpcomingWidget({ limit = UPCOMING_DEFAULT_LIMIT }: { limit?: number }) {
  const { t, i18n } = useTranslation('listings')
  const lang = i18n.language
  usePageTitle(t('widgets.upcomingTitle'))
  useWidgetViewed('upcoming')
  const query = useQuery(listingQueries.list({ sort: 'date', perPage: 24 }, lang))
  const dated = (query.data?.data ?? [])
    .filter((listing) => listing.availabilityHint.nextDate && listing.timeStatus !== 'IN_PAST')
    .slice(0, limit)

  return (
    <section className="widget" aria-labelledby="upcoming-title">
      <h1 id="upcoming-title" className="widget-heading">
        {t('widgets.upcomingTitle')}
      </h1>
      {query.isPending ? (
        <p role="status">{t('overview.loading')}</p>
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} error={query.error} />
      ) : dated.length === 0 ? (
        <p className="notice" role="status">
          {t('widgets.noUpcoming')}
        </p>
      ) : (
        <ol className="upcoming-list">
          {dated.map((listing) => {
            const hint = listing.availabilityHint
            return (
              <li key={listing.id} className="upcoming-item">
                <MediaImage
                  id={listing.mediaIds[0] ?? 'default'}
                  alt=""
                  width={132}
                  height={88}
                  widths={[128, 256]}
                  sizes="5.5rem"
                />
                <div>
                  <p className="upcoming-item__date">
                    {formatLocalDate(hint.nextDate!, lang, UPCOMING_DATE)}
                  </p>
                  <h2 className="upcoming-item__title">
                    <Link to="/$lang/embed/v1/booking/$slug" params={{ lang, slug: listing.slug }}>
                      {listing.title}
                    </Link>
                  </h2>
                  <p className={`availability availability--${hint.status.toLowerCase()}`}>
                    {t(hintKey(listing, hint.status), { count: hint.amountLeft ?? 0 })}
                    {listing.priceFrom
                      ? ` · ${t('card.priceFrom', { price: formatMoney(listing.priceFrom, lang) })}`
                      : null}
                  </p>
                </div>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
