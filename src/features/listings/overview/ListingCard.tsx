import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { ListingSummary } from '@/api/listings'
import { MediaImage } from '@/components/ui/MediaImage'
import { formatLocalDate, formatMoney } from '@/lib/format'
import { CARD_PICTURE } from './card-picture'
import { hintKey, TIME_STATUS_KEY, hasDates, showsTimeStatus } from './labels'

/** Where a card leads: the shop's detail page, or the listing widget inside an iframe. */
export type CardTarget = 'shop' | 'widget'

export function ListingCard({
  listing,
  headingLevel = 3,
  target = 'shop',
  priority = false,
  date,
  people,
}: {
  listing: ListingSummary
  /** The overview's date filter: carried into the listing, which preselects that day. */
  date?: string
  /** The overview's people filter: carried into the listing, whose form books that party. */
  people?: string
  headingLevel?: 2 | 3
  target?: CardTarget
  /** In the first row: the picture loads eagerly with high priority (the page's LCP). */
  priority?: boolean
}) {
  const { t, i18n } = useTranslation('listings')
  const lang = i18n.language
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const hint = listing.availabilityHint
  const cover = listing.mediaIds[0] ?? 'default'

  return (
    <article className="listing-card" data-status={listing.timeStatus}>
      <MediaImage
        className="listing-card__image"
        id={cover}
        alt={listing.title}
        width={480}
        height={320}
        widths={[...CARD_PICTURE.widths]}
        sizes={CARD_PICTURE.sizes}
        priority={priority}
        defer={!priority}
      />
      <div className="listing-card__body">
        {showsTimeStatus(listing) ? (
          <p className={`status-badge status-badge--${listing.timeStatus.toLowerCase()}`}>
            {t(TIME_STATUS_KEY[listing.timeStatus])}
          </p>
        ) : null}
        <Heading className="listing-card__title">
          {/* The whole card is clickable through this link's ::after; hover/focus preloads the page. */}
          <Link
            to={target === 'widget' ? '/$lang/embed/v1/listing/$slug' : '/$lang/listing/$slug'}
            params={{ lang, slug: listing.slug }}
            search={
              (hasDates(listing)
                ? { ...(date ? { date } : {}), ...(people ? { people: Number(people) } : {}) }
                : {}) as never
            }
            preload="intent"
            className="listing-card__link"
          >
            {listing.title}
          </Link>
        </Heading>
        <p className="listing-card__teaser">{listing.teaser}</p>
        <dl className="listing-card__facts">
          <div>
            <dt className="visually-hidden">{t('card.price')}</dt>
            <dd className="listing-card__price">
              {listing.priceFrom
                ? t('card.priceFrom', { price: formatMoney(listing.priceFrom, lang) })
                : t('card.priceChoose')}
            </dd>
          </div>
          <div>
            <dt className="visually-hidden">{t('card.availability')}</dt>
            <dd className={`availability availability--${hint.status.toLowerCase()}`}>
              {t(hintKey(listing, hint.status), { count: hint.amountLeft ?? 0 })}
              {hint.nextDate && hint.status !== 'SOLD_OUT'
                ? ` · ${t('card.nextDate', {
                    date: formatLocalDate(hint.nextDate, lang, {
                      weekday: 'short',
                      day: 'numeric',
                      month: 'short',
                    }),
                  })}`
                : null}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  )
}
