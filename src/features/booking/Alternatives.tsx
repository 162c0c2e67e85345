import { Suspense, lazy, useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useMatch } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import {
  availabilityQueries,
  type AlternativeSlot,
  type AlternativesQuery,
} from '@/api/availability'
import { formatLocalDate } from '@/lib/format'
import { LoadFailure, useStatusText } from './BookingSection'
import './alternatives.css'

// A full slot of a listing with a waiting list: the form and the call in a chunk of their own.
const WaitingListForm = lazy(() => import('./WaitingListForm'))

export interface DeadEndProps {
  slug: string
  query: AlternativesQuery
  /** The party as the URL writes it, carried to another listing. */
  party?: string
  onChoose: (slot: AlternativeSlot) => void
  /** The listing takes requests when full: is a time chosen, and the request's button. */
  ask?: { timeChosen: boolean; pending: boolean; onAsk: () => void }
  /** The listing keeps a waiting list: the full time chosen (none yet: a prompt to choose). */
  wait?: { slotId?: string; start?: string; people: number; left?: number }
}

/**
 * A chosen day or slot that cannot take the party is no dead end: a request instead (where the
 * listing takes them), its waiting list (where it keeps one), and the nearest fitting times.
 * Loaded only when needed (lazy chunk, with the `group` texts).
 */
export default function DeadEnd({ ask, wait, ...alternatives }: DeadEndProps) {
  const { t } = useTranslation('group')
  return (
    <>
      {ask ? (
        ask.timeChosen ? (
          <button
            type="button"
            className="button button--secondary button--block booking-ask"
            disabled={ask.pending}
            onClick={ask.onAsk}
          >
            {t('requestInstead.button')}
          </button>
        ) : (
          <p className="muted">{t('requestInstead.pickTime')}</p>
        )
      ) : null}
      {wait ? (
        wait.slotId && wait.start ? (
          <Suspense fallback={null}>
            <WaitingListForm
              key={wait.slotId}
              slug={alternatives.slug}
              slotId={wait.slotId}
              date={alternatives.query.date}
              start={wait.start}
              people={wait.people}
              left={wait.left}
            />
          </Suspense>
        ) : (
          <p className="muted">
            {/* Places left, but too few for the party: not "fully booked". */}
            {wait.left
              ? t('waitingList.pickTimeTooFew', { count: wait.left })
              : t('waitingList.pickTime')}
          </p>
        )
      ) : null}
      <Alternatives {...alternatives} />
    </>
  )
}

/**
 * The nearest fitting slots of the same offer before and after (searched beyond the shown month
 * by the server) and other listings sharing a tag that take the party that day.
 */
function Alternatives({ slug, query, party, onChoose }: Omit<DeadEndProps, 'ask' | 'wait'>) {
  const { t, i18n } = useTranslation(['group', 'booking'])
  const lang = i18n.language
  const titleId = useId()
  const statusText = useStatusText()
  const answer = useQuery(availabilityQueries.alternatives(slug, query))
  // In the booking widget another listing opens in the widget, not the shop's page in the frame.
  const inWidget = useMatch({ from: '/$lang/_embedded', shouldThrow: false }) !== undefined
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
        <LoadFailure what="alternatives" error={answer.error} onRetry={() => answer.refetch()} />
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
                      to={inWidget ? '/$lang/embed/v1/booking/$slug' : '/$lang/listing/$slug'}
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
