import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { usePageTitle } from '@/lib/head/title'
import { problemMessage } from '@/lib/reliability/deferred/problems'
import { AvailabilityForm } from './AvailabilityForm'
import { AvailabilityGrid } from './AvailabilityGrid'
import { availabilityLabels } from './availability-labels'
import { addMonths } from './calendar'
import { useAvailability } from './use-availability'

/**
 * The signed-in person's availability a month at a time; a day or range (pointer or keyboard)
 * gets a value per time of day, optionally as a weekly pattern. Changes show at once and roll
 * back with a message when the save fails; keyed by month so each starts with its own selection.
 */
export function AvailabilityPage({ lang, month }: { lang: string; month?: string }) {
  const { t } = useTranslation('staff')
  usePageTitle(t('availability.title'))
  const state = useAvailability(month)
  const { query } = state
  const labels = availabilityLabels(lang, state.from)

  return (
    <div className="staff-page staff-availability">
      <h1>{t('availability.title')}</h1>
      <div className="staff-month">
        <Link
          to="/$lang/staff/availability"
          params={{ lang }}
          search={{ month: addMonths(state.month, -1) }}
          className="button button--secondary"
        >
          {t('availability.previous')}
        </Link>
        <h2 id="staff-month-heading" className="staff-month__title">
          {labels.monthTitle}
        </h2>
        <Link
          to="/$lang/staff/availability"
          params={{ lang }}
          search={{ month: addMonths(state.month, 1) }}
          className="button button--secondary"
        >
          {t('availability.next')}
        </Link>
      </div>
      <p id="staff-grid-help" className="field__hint">
        {t('availability.instructions')}
      </p>
      {query.isError && !query.data ? (
        <div role="alert" className="staff-alert">
          <p>{t('availability.loadFailed', { reason: problemMessage(t, query.error) })}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void query.refetch()}
          >
            {t('availability.retry')}
          </button>
        </div>
      ) : null}
      <AvailabilityGrid state={state} labels={labels} />
      <AvailabilityForm state={state} labels={labels} />
    </div>
  )
}
