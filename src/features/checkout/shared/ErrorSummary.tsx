import { useTranslation } from 'react-i18next'
import { fieldDomId, focusField, translateMessage } from '@/lib/form'

export { focusField }

export interface SummaryError {
  name: string
  label: string
  message: string
}

/**
 * The errors of a submit at the top of the form, each a link to its field. Focus goes to the
 * first invalid field itself (see focusField); the summary gives the overview.
 */
export function ErrorSummary({ errors }: { errors: SummaryError[] }) {
  const { t } = useTranslation('checkout')
  if (errors.length === 0) return null
  return (
    <div className="checkout-error-summary" aria-labelledby="checkout-error-summary-heading">
      <h3 id="checkout-error-summary-heading">{t('errorSummary', { count: errors.length })}</h3>
      <ul>
        {errors.map((error) => (
          <li key={error.name}>
            <a
              href={`#${fieldDomId(error.name)}`}
              onClick={(event) => {
                event.preventDefault()
                focusField(error.name)
              }}
            >
              {t('errorSummaryItem', {
                label: error.label,
                message: translateMessage(t, error.message),
              })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
