import { useContext, useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { env } from '@/lib/env'
import { currentLanguage } from '@/lib/i18n'
import { usePageTitle } from '@/lib/head/title'
import { InsideMain } from '@/components/layout/inside-main'

const DESCRIBED_STATUSES = new Set([400, 401, 404, 429, 500])

export interface ErrorScreenProps {
  status: number
  /** A specific status message; the status's default title otherwise. */
  message?: string
  /** What happened, instead of the status's default description. */
  description?: ReactNode
  requestId?: string
  url?: string
  error?: unknown
  /** Development details (request id, url, message, stack); on in development mode. */
  showDetails?: boolean
  onRetry?: () => void
  /** False inside a layout that already has its <main> (the default there: InsideMain). */
  standalone?: boolean
}

export function ErrorScreen({
  status,
  message,
  description,
  requestId,
  url,
  error,
  showDetails = env.isDev,
  onRetry,
  standalone: standaloneProp,
}: ErrorScreenProps) {
  const insideMain = useContext(InsideMain)
  const standalone = standaloneProp ?? !insideMain
  const { t } = useTranslation('errors')
  const key = DESCRIBED_STATUSES.has(status) ? String(status) : 'default'
  const title = message ?? t(`status.${key}.title`)
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    headingRef.current?.focus()
  }, [])
  // Without the shop configuration (start-up failed) there is no head manager: set it directly.
  useEffect(() => {
    document.title = title
  }, [title])
  usePageTitle(title)

  const err = error instanceof Error ? error : undefined
  const Root = standalone ? 'main' : 'section'
  return (
    <Root
      id={standalone ? 'main' : undefined}
      className="error-screen"
      aria-labelledby="error-title"
    >
      <p className="error-screen__code">{t('statusCode', { status })}</p>
      <h1 id="error-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      <p className="error-screen__description">{description ?? t(`status.${key}.description`)}</p>
      <div className="error-screen__actions">
        {onRetry ? (
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('tryAgain')}
          </button>
        ) : null}
        {/* A full load on purpose: the error may come from the app's own start-up. */}
        <a className="button button--primary" href={`/${currentLanguage()}`}>
          {t('goHome')}
        </a>
      </div>
      {showDetails ? (
        <section className="error-screen__details" aria-labelledby="error-details">
          <h2 id="error-details">{t('details.heading')}</h2>
          <dl>
            {requestId ? (
              <>
                <dt>{t('details.requestId')}</dt>
                <dd>{requestId}</dd>
              </>
            ) : null}
            <dt>{t('details.url')}</dt>
            <dd>{url ?? (typeof window !== 'undefined' ? window.location.href : '')}</dd>
            {err ? (
              <>
                <dt>{t('details.message')}</dt>
                <dd>{err.message}</dd>
                <dt>{t('details.stack')}</dt>
                <dd>
                  <pre>{err.stack}</pre>
                </dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}
    </Root>
  )
}
