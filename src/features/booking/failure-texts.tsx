import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/http'
import { fieldTexts, problemMessage } from '@/lib/reliability/deferred/problems'

/**
 * The booking section's failure messages, with the message table (lib/reliability/deferred/problems.ts): a chunk
 * fetched on the first failure or when the browser is idle after load (failures.tsx), never
 * with the first render. Its texts are in the `group` catalogue, loaded with it.
 */

/** A read failed: what (the calendar, the day's times, the alternatives), why, Try again. */
export function LoadFailure({
  what,
  error,
  onRetry,
}: {
  what: 'calendar' | 'slots' | 'alternatives'
  error: unknown
  onRetry: () => void
}) {
  const { t } = useTranslation(['group', 'errors', 'problems'])
  return (
    <p className="notice notice--error" role="alert">
      {t(`failed.${what}`)} {problemMessage(t, error)}{' '}
      <button type="button" className="link-button" onClick={onRetry}>
        {t('errors:tryAgain')}
      </button>
    </p>
  )
}

/** Adding to the cart failed: the booking's own words for its codes, else the table's. */
export function AddError({ error }: { error: Error }) {
  const { t } = useTranslation(['group', 'errors', 'problems'])
  let text = problemMessage(t, error)
  // The server's own field texts (422), e.g. a custom amount out of range.
  const fields = fieldTexts(error)
  if (isApiError(error)) {
    if (error.code === 'SOLD_OUT') text = t('errors.taken')
    else if (error.code === 'INSUFFICIENT_STOCK') {
      const left = Number(error.details?.amountLeft ?? 0)
      text = t('errors.takenSome', { count: left })
    } else if (error.code === 'CART_MODE_CONFLICT') {
      // The answer names the mode the cart already holds: the text says which of the two it is.
      text = t(
        error.details?.mode === 'REQUEST' ? 'errors.modeConflictRequest' : 'errors.modeConflict',
      )
    } else if (error.status === 422) text = t('errors.invalid')
  }
  return (
    <div className="notice notice--error booking-error" role="alert">
      <p>{text}</p>
      {fields.length > 0 ? (
        <ul>
          {fields.map((field) => (
            <li key={field.path}>{field.message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
