import { useTranslation } from 'react-i18next'
import { ProblemText } from '@/components/ui/ProblemText'

/** A region's listings could not be loaded: say so, and offer to try again. */
export function LoadError({ onRetry, error }: { onRetry: () => void; error?: unknown }) {
  const { t } = useTranslation('listings')
  return (
    <div className="notice notice--error" role="alert">
      <p>{t('overview.error')}</p>
      {error ? (
        <p>
          <ProblemText error={error} fallback={null} />
        </p>
      ) : null}
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('overview.retry')}
      </button>
    </div>
  )
}
