import { useEffect, useRef } from 'react'
import { useQuery } from '@tanstack/react-query'
import '../listings.css'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { listingQueries } from '@/api/listings'
import { MediaImage } from '@/components/ui/MediaImage'
import { usePageTitle } from '@/lib/head/title'
import { useLocalized } from '@/lib/i18n/use-localized'
import { useShopConfig } from '@/api/config'
import { HERO_PICTURE, firstRowCount as rowCount } from './card-picture'
import { Filters } from './Filters'
import { LoadError } from '../LoadError'
import { ListingCard, type CardTarget } from './ListingCard'
import {
  filtersFromSearch,
  hasActiveFilters,
  parseOverviewSearch,
  type OverviewSearch,
} from './search'

/** How many cards the grid's first row holds at this window width (.listing-grid's columns). */
function firstRowCount(): number {
  if (typeof document === 'undefined') return 1
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16
  return rowCount(window.innerWidth, rem)
}

/** Home: the shop's hero, filters and the offers. Used by / and /{lang}. */
export function OverviewPage() {
  const config = useShopConfig()
  const localized = useLocalized()
  // The home page has no title of its own: the document title is slogan | shop.
  usePageTitle(undefined)

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <MediaImage
          className="hero__image"
          id={config.media.hero}
          alt=""
          width={1600}
          height={533}
          widths={HERO_PICTURE.widths}
          sizes={HERO_PICTURE.sizes}
          priority
        />
        <div className="hero__text">
          <h1 id="hero-title">{localized(config.labels.title)}</h1>
          <p>{localized(config.labels.slogan)}</p>
        </div>
      </section>
      <div className="content-width overview">
        <ListingBrowser />
      </div>
    </>
  )
}

/**
 * After a text search the results come into view (on a phone they lie below the filters). Kept
 * outside the component: the route may render it afresh while the new results load.
 */
const revealResults = { pending: false }

/**
 * Filters and results, driven by the URL's search params. Also the search widget's content;
 * there, cards open the widget's listing page instead of the shop's.
 */
export function ListingBrowser({
  cardTarget = 'shop',
  headingLevel = 2,
}: {
  cardTarget?: CardTarget
  headingLevel?: 1 | 2
}) {
  const { t, i18n } = useTranslation('listings')
  const config = useShopConfig()
  const navigate = useNavigate()
  const search = parseOverviewSearch(useSearch({ strict: false }) as Record<string, unknown>)
  const filters = filtersFromSearch(search, config)
  const active = hasActiveFilters(search, config)
  // A filter change keeps the results on screen (busy) until the new ones are there.
  const query = useQuery({
    ...listingQueries.list(filters, i18n.language),
    placeholderData: (previous) => previous,
  })
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  // Read once per render, not per card: each read of the root's font size may force a style
  // recalculation in the middle of the page's first render.
  const eager = query.data ? firstRowCount() : 0

  const setSearch = (next: OverviewSearch) =>
    void navigate({ to: '.', search: next as never, resetScroll: false })
  const dateKey = config.filterConfig.find((filter) => filter.type === 'DATE')?.key
  const peopleKey = config.filterConfig.find((filter) => filter.type === 'PEOPLE')?.key
  const resultsRef = useRef<HTMLElement>(null)
  const setFilter = (key: string, value: string | undefined) => {
    const { page: _page, ...rest } = search
    const filter = config.filterConfig.find((f) => f.key === key)
    if (filter?.type === 'TEXT' && value) revealResults.pending = true
    setSearch({ ...rest, [key]: value })
  }
  useEffect(() => {
    const results = resultsRef.current
    if (query.isFetching || !revealResults.pending || !results) return
    revealResults.pending = false
    const top = results.getBoundingClientRect().top
    if (top < 0 || top > window.innerHeight * 0.6) {
      results.scrollIntoView({ block: 'start', behavior: 'smooth' })
    }
    // The route's loader may have fetched them already: new data counts as well.
  }, [query.isFetching, query.dataUpdatedAt])
  // Resetting the filters keeps the page size (the search widget's `data-limit`).
  const reset = () => setSearch(search.limit ? { limit: search.limit } : {})

  return (
    <>
      <Filters search={search} onChange={setFilter} onReset={reset} active={active} />
      <section
        ref={resultsRef}
        className="results"
        aria-labelledby="offers-title"
        aria-busy={query.isFetching}
      >
        <Heading id="offers-title" className="widget-heading">
          {t('overview.heading')}
        </Heading>
        {query.isPending ? (
          <ListingSkeleton label={t('overview.loading')} />
        ) : query.isError ? (
          <LoadError onRetry={() => void query.refetch()} error={query.error} />
        ) : query.data.data.length === 0 ? (
          active ? (
            <div className="notice" role="status">
              <p className="notice__title">{t('overview.noResults')}</p>
              <p>{t('overview.noResultsHint')}</p>
              <button type="button" className="button button--secondary" onClick={reset}>
                {t('filters.reset')}
              </button>
            </div>
          ) : (
            <div className="notice" role="status">
              <p className="notice__title">{t('overview.noOffers')}</p>
            </div>
          )
        ) : (
          <>
            <p className="results__count" role="status">
              {t('overview.count', { count: query.data.meta.total })}
            </p>
            <ul className="listing-grid">
              {query.data.data.map((listing, index) => (
                <li key={listing.id}>
                  <ListingCard
                    listing={listing}
                    priority={index < eager}
                    target={cardTarget}
                    headingLevel={headingLevel === 1 ? 2 : 3}
                    date={dateKey ? search[dateKey] : undefined}
                    people={peopleKey ? search[peopleKey] : undefined}
                  />
                </li>
              ))}
            </ul>
            <Pager
              page={query.data.meta.page}
              pages={Math.ceil(query.data.meta.total / query.data.meta.perPage)}
              onPage={(page) =>
                void navigate({
                  to: '.',
                  search: { ...search, page: page > 1 ? String(page) : undefined } as never,
                })
              }
            />
          </>
        )}
      </section>
    </>
  )
}

function ListingSkeleton({ label }: { label: string }) {
  return (
    <div className="listing-grid listing-grid--skeleton" role="status" aria-label={label}>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="skeleton-card" aria-hidden="true" />
      ))}
    </div>
  )
}

function Pager({
  page,
  pages,
  onPage,
}: {
  page: number
  pages: number
  onPage: (page: number) => void
}) {
  const { t } = useTranslation('listings')
  if (pages <= 1) return null
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <button
        type="button"
        className="button button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('pager.previous')}
      </button>
      <span>{t('pager.status', { page, pages })}</span>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  )
}
