import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { resolveSafeTarget } from '@/lib/navigation'
import { useLocalized } from '@/lib/i18n/use-localized'
import { useShopConfig } from '@/api/config'
import { LanguageSwitcher } from './LanguageSwitcher'
import { LegalLinks } from './LegalLinks'
import { ShopLogo } from './ShopLogo'
import { NotInFrame } from './NotInFrame'
import { SkipLink } from './SkipLink'
import { InsideMain } from './inside-main'

export function DefaultLayout({
  children,
  headerActions,
}: {
  children: ReactNode
  /** Composed by the route, e.g. the cart button; shown next to the language switcher. */
  headerActions?: ReactNode
}) {
  const { t, i18n } = useTranslation()
  const config = useShopConfig()
  const localized = useLocalized()
  const title = localized(config.labels.title)
  const lang = i18n.language
  const { contact } = config
  const website = contact.website
    ? resolveSafeTarget(contact.website, { allowExternal: true })
    : null

  return (
    <NotInFrame>
      <div className="layout layout--default">
        <SkipLink />
        <header className="site-header">
          <div className="site-header__inner">
            <Link
              to="/$lang"
              params={{ lang }}
              className="site-header__brand"
              aria-label={t('header.home', { title })}
            >
              <ShopLogo />
              <span className="site-header__title" aria-hidden="true">
                {title}
              </span>
            </Link>
            <div className="site-header__actions">
              <LanguageSwitcher />
              {headerActions}
            </div>
          </div>
        </header>
        <main id="main" tabIndex={-1} className="site-main">
          <InsideMain.Provider value>{children}</InsideMain.Provider>
        </main>
        <footer className="site-footer">
          <div className="site-footer__inner">
            <section aria-labelledby="footer-contact">
              <h2 id="footer-contact">{t('footer.contact')}</h2>
              <address>
                <strong>{contact.name}</strong>
                {contact.street ? <span>{contact.street}</span> : null}
                {contact.postalCode || contact.city ? (
                  <span>{[contact.postalCode, contact.city].filter(Boolean).join(' ')}</span>
                ) : null}
                {contact.email ? (
                  <span>
                    {t('labelled', { label: t('footer.email') })}{' '}
                    <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  </span>
                ) : null}
                {contact.phone ? (
                  <span>
                    {t('labelled', { label: t('footer.phone') })}{' '}
                    <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>
                  </span>
                ) : null}
                {website?.ok ? (
                  <span>
                    {t('labelled', { label: t('footer.website') })}{' '}
                    <a href={website.href} rel="noopener noreferrer" target="_blank">
                      {website.href.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                    </a>
                  </span>
                ) : null}
              </address>
              {contact.openingHours ? (
                <p>
                  {t('labelled', { label: t('footer.openingHours') })}{' '}
                  {localized(contact.openingHours)}
                </p>
              ) : null}
            </section>
            <LegalLinks />
            <p className="site-footer__copyright">
              {t('footer.copyright', { year: new Date().getFullYear(), title })}
            </p>
          </div>
        </footer>
      </div>
    </NotInFrame>
  )
}
