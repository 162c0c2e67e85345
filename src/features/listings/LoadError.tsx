import { useTranslation } from 'react-i18next'

/** A region's listings could not be loaded: say so, and offer to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('listings')
  return (
    <div className="notice notice--error" role="alert">
      <p>{t('overview.error')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {t('overview.retry')}
      </button>
    </div>
  )
}
