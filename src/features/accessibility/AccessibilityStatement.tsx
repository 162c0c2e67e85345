import { useTranslation } from 'react-i18next'
import { formatLocalDate } from '@/lib/format'
import { usePageTitle } from '@/lib/head/title'
import { useLocalized } from '@/lib/i18n/use-localized'
import { useShopConfig } from '@/api/config'

/** When the statement (and docs/accessibility.md, which holds the same text) was last reviewed. */
export const STATEMENT_REVIEWED = '2026-11-24'

/** The sections that are lists: their heading is `<section>.heading`, their items `<section>.<item>`. */
const LISTS = [
  ['scope', ['shop', 'widgets', 'payment', 'staff']],
  ['testing', ['axe', 'second', 'wcag22', 'contrast', 'announcements', 'staff', 'keyboard']],
  ['limitations', ['content', 'thirdParty', 'review']],
] as const

/** The accessibility statement (WCAG 2.2 AA) with the shop's own contact for feedback. */
export function AccessibilityStatement() {
  const { t, i18n } = useTranslation('accessibility')
  const { labels, contact } = useShopConfig()
  const localized = useLocalized()
  const title = t('title')
  usePageTitle(title)
  const reviewed = formatLocalDate(STATEMENT_REVIEWED, i18n.language, { dateStyle: 'long' })

  return (
    <article className="legal-page content-width prose">
      <h1>{title}</h1>
      <p>{t('intro', { shop: localized(labels.title) })}</p>

      <h2>{t('status.heading')}</h2>
      <p>{t('status.text')}</p>

      {LISTS.map(([section, items]) => (
        <section key={section}>
          <h2>{t(`${section}.heading`)}</h2>
          <ul>
            {items.map((item) => (
              <li key={item}>{t(`${section}.${item}`)}</li>
            ))}
          </ul>
        </section>
      ))}

      <h2>{t('feedback.heading')}</h2>
      <p>{t('feedback.text', { name: contact.name })}</p>
      {contact.email || contact.phone ? (
        <ul>
          {contact.email ? (
            <li>
              {t('common:labelled', { label: t('feedback.email') })}{' '}
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
          ) : null}
          {contact.phone ? (
            <li>
              {t('common:labelled', { label: t('feedback.phone') })}{' '}
              <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
            </li>
          ) : null}
        </ul>
      ) : (
        <p>{t('feedback.footer')}</p>
      )}

      <h2>{t('review.heading')}</h2>
      <p>{t('review.text', { date: reviewed })}</p>
    </article>
  )
}
