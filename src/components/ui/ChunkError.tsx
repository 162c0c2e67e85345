import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useConnection } from '@/lib/use-connection'

/**
 * Part of the first chunk, with its texts in the `errors` namespace (loaded before the first
 * render): it is needed exactly when code cannot be fetched, so it must not be fetched itself.
 * A page's code could not be fetched: the app's own message inside the layout, with Try again;
 * the page change completes by itself once the browser is back online. (Where the server answers,
 * the page reloads once first, at most once per 10 s: main.tsx.)
 */
export function ChunkError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('errors')
  const { offline } = useConnection()
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    headingRef.current?.focus()
  }, [])
  useEffect(() => {
    window.addEventListener('online', onRetry)
    return () => window.removeEventListener('online', onRetry)
  }, [onRetry])
  return (
    <section className="error-screen" aria-labelledby="chunk-error-title">
      <h1 id="chunk-error-title" ref={headingRef} tabIndex={-1}>
        {t('chunk.title')}
      </h1>
      <p className="error-screen__description">{t(offline ? 'chunk.offline' : 'chunk.failed')}</p>
      <div className="error-screen__actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t('tryAgain')}
        </button>
      </div>
    </section>
  )
}
