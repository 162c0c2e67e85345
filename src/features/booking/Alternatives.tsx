import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import {
  availabilityQueries,
  type AlternativeSlot,
  type AlternativesQuery,
} from '@/api/availability'
import { formatLocalDate } from '@/lib/format'
import { problemMessage } from '@/lib/problems'
import { useStatusText } from './BookingSection'
import './alternatives.css'

/**
 * A chosen day or slot that cannot take the party is no dead end: the nearest fitting slots of
 * the same offer before and after (searched beyond the shown month by the server) and other
 * listings sharing a tag that take the party that day. Loaded only when needed (lazy chunk).
 */
export default function Alternatives({
  slug,
  query,
  party,
  onChoose,
}: {
  slug: string
  query: AlternativesQuery
  /** The party as the URL writes it, carried to another listing. */
  party?: string
  onChoose: (slot: AlternativeSlot) => void
}) {
  // Its texts are a catalogue of their own, loaded with this chunk (not with the listing page).
  const { t, i18n } = useTranslation(['group', 'booking'])
  const lang = i18n.language
  const titleId = useId()
  const statusText = useStatusText()
  const answer = useQuery(availabilityQueries.alternatives(slug, query))
  const slotButton = (slot: AlternativeSlot) => (
    <li key={slot.slotId}>
      <button type="button" className="alternative" onClick={() => onChoose(slot)}>
        <span className="alternative__when">
          {t('alternatives.slot', {
            date: formatLocalDate(slot.date, lang),
            start: slot.startTime,
            end: slot.endTime,
          })}
        </span>
        <span className="alternative__status">{statusText(slot.status, slot.amountLeft)}</span>
      </button>
    </li>
  )
  const data = answer.data
  return (
    <section className="alternatives" aria-labelledby={titleId} aria-busy={answer.isPending}>
      <h3 id={titleId}>{t('alternatives.title')}</h3>
      {answer.isError ? (
        <p className="notice notice--error" role="alert">
          {t('alternatives.failed')} {problemMessage(t, answer.error)}{' '}
          <button type="button" className="link-button" onClick={() => answer.refetch()}>
            {t('errors.retry', { ns: 'booking' })}
          </button>
        </p>
      ) : !data ? (
        <p className="muted">{t('alternatives.loading', { ns: 'booking' })}</p>
      ) : data.before.length + data.after.length + data.listings.length === 0 ? (
        <p className="notice">{t('alternatives.none')}</p>
      ) : (
        <>
          {data.before.length ? (
            <>
              <h4>{t('alternatives.before')}</h4>
              <ul className="alternatives__list">{data.before.map(slotButton)}</ul>
            </>
          ) : null}
          {data.after.length ? (
            <>
              <h4>{t('alternatives.after')}</h4>
              <ul className="alternatives__list">{data.after.map(slotButton)}</ul>
            </>
          ) : null}
          {data.listings.length ? (
            <>
              <h4>{t('alternatives.others', { date: formatLocalDate(query.date, lang) })}</h4>
              <ul className="alternatives__list">
                {data.listings.map((listing) => (
                  <li key={listing.id}>
                    <Link
                      className="alternative"
                      to="/$lang/listing/$slug"
                      params={{ lang, slug: listing.slug }}
                      search={{ date: query.date, party } as never}
                    >
                      <span className="alternative__when">{listing.title}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </section>
  )
}
