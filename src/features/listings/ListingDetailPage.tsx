import { useRef, type ReactNode } from 'react'
import './listings.css'
import './listing-detail.css'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { listingQueries, type Listing } from '@/api/listings'
import { formatMoney } from '@/lib/format'
import { usePageTitle } from '@/lib/head/title'
import { useLocalized } from '@/lib/i18n/use-localized'
import { useShopConfig } from '@/api/config'
import { BookingTeaser, OfferOver } from './BookingTeaser'
import { Gallery } from './Gallery'
import { Intro } from './Intro'
import { LazyListingFacts, PhoneBookingBar } from './LazySections'
import { ListingCard } from './overview/ListingCard'
import { hintKey, TIME_STATUS_KEY, showsTimeStatus } from './overview/labels'

export interface ListingDetailPageProps {
  slug: string
  /** The booking section, composed by the route (the booking feature). */
  booking?: ReactNode
}

export function ListingDetailPage({ slug, booking }: ListingDetailPageProps) {
  const { t, i18n } = useTranslation('listings')
  const lang = i18n.language
  const { data: listing } = useSuspenseQuery(listingQueries.detail(slug, lang))
  usePageTitle(listing.title)
  const bookingHeading = useRef<HTMLHeadingElement>(null)

  const findAppointment = () => {
    const heading = bookingHeading.current
    if (!heading) return
    heading.scrollIntoView({ behavior: 'smooth', block: 'start' })
    heading.focus({ preventScroll: true })
  }

  return (
    <div className="listing-detail content-width">
      <header className="listing-detail__header">
        <nav aria-label={t('detail.breadcrumb')} className="breadcrumb">
          <Link to="/$lang" params={{ lang }}>
            {t('detail.allOffers')}
          </Link>
        </nav>
        {showsTimeStatus(listing) ? (
          <p className={`status-badge status-badge--${listing.timeStatus.toLowerCase()}`}>
            {t(TIME_STATUS_KEY[listing.timeStatus])}
          </p>
        ) : null}
        <h1>{listing.title}</h1>
        <p className="listing-detail__teaser">{listing.teaser}</p>
        <ListingFacts listing={listing} />
      </header>

      <Gallery title={listing.title} mediaIds={listing.mediaIds} />

      <div className="listing-detail__columns">
        <div className="listing-detail__main">
          <Intro html={listing.description} />
          {listing.highlights?.length ? (
            <section aria-labelledby="highlights-title" className="panel">
              <h2 id="highlights-title">{t('detail.highlights')}</h2>
              <ul className="highlights">
                {listing.highlights.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <LazyListingFacts listing={listing} />
          <TagsOverview tags={listing.tags} />
          <section aria-labelledby="booking-title" id="booking" className="booking-region">
            <h2 id="booking-title" ref={bookingHeading} tabIndex={-1}>
              {t('detail.booking')}
            </h2>
            {listing.timeStatus === 'IN_PAST' ? (
              <OfferOver listing={listing} />
            ) : (
              (booking ?? <PriceList listing={listing} />)
            )}
          </section>
        </div>
        <aside className="listing-detail__aside" aria-label={t('detail.aside')}>
          <BookingTeaser listing={listing} onFind={findAppointment} />
          <ContactPanel listing={listing} />
        </aside>
      </div>

      {listing.timeStatus === 'IN_PAST' ? null : (
        <PhoneBookingBar listing={listing} onFind={findAppointment} />
      )}
      {listing.moreOffers?.length ? (
        <section aria-labelledby="more-title" className="more-offers">
          <h2 id="more-title">
            {listing.timeStatus === 'IN_PAST' ? t('detail.moreOffersOver') : t('detail.moreOffers')}
          </h2>
          <ul className="listing-grid">
            {listing.moreOffers.map((offer) => (
              <li key={offer.id}>
                <ListingCard listing={offer} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

function ListingFacts({ listing }: { listing: Listing }) {
  const { t } = useTranslation('listings')
  const hint = listing.availabilityHint
  return (
    <ul className="facts">
      {listing.location ? <li>{t('detail.location', { location: listing.location })}</li> : null}
      {listing.durationMinutes ? (
        <li>{t('detail.duration', { duration: formatDuration(t, listing.durationMinutes) })}</li>
      ) : null}
      <li className={`availability availability--${hint.status.toLowerCase()}`}>
        {t(hintKey(listing, hint.status), { count: hint.amountLeft ?? 0 })}
      </li>
      {listing.bookingMode === 'REQUEST' ? <li>{t('detail.requestMode')}</li> : null}
    </ul>
  )
}

/** "2 h 30 min" in the visitor's language. */
function formatDuration(t: TFunction<'listings'>, total: number): string {
  const hours = Math.floor(total / 60)
  const minutes = total % 60
  if (hours && minutes) return t('units.hoursMinutes', { hours, minutes })
  return hours ? t('units.hours', { hours }) : t('units.minutes', { minutes })
}

function TagsOverview({ tags }: { tags: string[] }) {
  const { t, i18n } = useTranslation('listings')
  const config = useShopConfig()
  const localized = useLocalized()
  const known = config.tags.filter((tag) => tags.includes(tag.id))
  if (known.length === 0) return null
  return (
    <section aria-labelledby="tags-title" className="tags-overview">
      <h2 id="tags-title">{t('detail.tags')}</h2>
      <ul className="chips">
        {known.map((tag) => {
          const filter = config.filterConfig.find(
            (f) => f.type === 'TAGS' && (!f.tagGroup || f.tagGroup === tag.group),
          )
          return (
            <li key={tag.id}>
              {filter ? (
                <Link
                  className="chip chip--link"
                  to="/$lang"
                  params={{ lang: i18n.language }}
                  search={{ [filter.key]: tag.id } as never}
                >
                  {localized(tag.label)}
                </Link>
              ) : (
                <span className="chip">{localized(tag.label)}</span>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function ContactPanel({ listing }: { listing: Listing }) {
  const { t } = useTranslation('listings')
  const config = useShopConfig()
  const contact = listing.contact ?? config.contact
  return (
    <section className="panel contact-panel" aria-labelledby="contact-title">
      <h2 id="contact-title">{t('detail.contact')}</h2>
      <p>{t('detail.contactIntro')}</p>
      <address>
        <strong>{contact.name}</strong>
        {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null}
        {contact.phone ? (
          <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>
        ) : null}
      </address>
    </section>
  )
}

/** Without the booking feature: what can be booked and at what price. */
function PriceList({ listing }: { listing: Listing }) {
  const { t, i18n } = useTranslation('listings')
  return (
    <ul className="price-list">
      {listing.skus.map((sku) => (
        <li key={sku.id}>
          <h3>{sku.title}</h3>
          <ul>
            {sku.variants.map((variant) => (
              <li key={variant.id}>
                {variant.label}:{' '}
                {variant.price ? formatMoney(variant.price, i18n.language) : t('card.priceChoose')}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}
