import { useTranslation } from 'react-i18next'

/** Shown while a page's data loads for longer than the router's pending delay. */
export function PageLoading() {
  const { t } = useTranslation()
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      {/* The page's heading until the page itself arrives. */}
      <h1 className="page-loading__title">{t('loading')}</h1>
    </div>
  )
}
