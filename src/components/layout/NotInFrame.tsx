import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Shop pages, checkout and payment pages never run inside another site's frame (clickjacking,
 * and payment providers refuse framed pages). Framed, they offer to open themselves instead.
 * Widgets use the embedded layout, which is made for frames.
 */
export function NotInFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const framed = typeof window !== 'undefined' && window.self !== window.top
  if (!framed) return children
  return (
    <main id="main" className="framed-notice" aria-labelledby="framed-title">
      <h1 id="framed-title">{t('framed.title')}</h1>
      <p>{t('framed.text')}</p>
      <a className="button button--primary" href={window.location.href} target="_top">
        {t('framed.open')}
      </a>
    </main>
  )
}
