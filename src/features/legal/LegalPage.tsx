import { useTranslation } from 'react-i18next'
import { usePageTitle } from '@/lib/head/title'
import { useSanitizedHtml } from '@/lib/sanitize'
import { useLocalized } from '@/lib/i18n/use-localized'
import { useShopConfig } from '@/api/config'

export type LegalKind = 'imprint' | 'privacyPolicy' | 'termsAndConditions'

/** A legal text from the shop configuration, sanitised before it reaches the DOM. */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const { t } = useTranslation()
  const config = useShopConfig()
  const localized = useLocalized()
  const title = t(`nav.${kind}`)
  usePageTitle(title)
  const raw = localized(config.legal[kind])
  const html = useSanitizedHtml(raw)

  return (
    <article className="legal-page content-width">
      <h1>{title}</h1>
      {html === null ? null : html.trim() ? (
        <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p>{t('legal.empty')}</p>
      )}
    </article>
  )
}
