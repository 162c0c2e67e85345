import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useShopConfig } from '@/api/config'
import { LanguageSwitcher } from './LanguageSwitcher'
import { LegalLinks } from './LegalLinks'
import { ShopLogo } from './ShopLogo'
import { NotInFrame } from './NotInFrame'
import { SkipLink } from './SkipLink'
import { InsideMain } from './inside-main'

/**
 * Logo, language switch and legal links only: for pages reached from an e-mail (payment link),
 * without the shop's navigation.
 */
export function MinimalLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { contact } = useShopConfig()
  return (
    <NotInFrame>
      <div className="layout layout--minimal">
        <SkipLink />
        <header className="minimal-header">
          <ShopLogo size={40} />
          <LanguageSwitcher />
        </header>
        <main id="main" tabIndex={-1} className="site-main site-main--narrow">
          <InsideMain.Provider value>{children}</InsideMain.Provider>
        </main>
        {/* Help in the same place on every page (WCAG 3.2.6): the shop's contact, as in the
            default layout's footer. Links leave without a Referer: a payment link is a secret. */}
        <footer className="minimal-footer">
          <h2 className="visually-hidden">{t('footer.contact')}</h2>
          <ul>
            <li>{contact.name}</li>
            {contact.email ? (
              <li>
                {t('labelled', { label: t('footer.email') })}{' '}
                <a href={`mailto:${contact.email}`} rel="noreferrer">
                  {contact.email}
                </a>
              </li>
            ) : null}
            {contact.phone ? (
              <li>
                {t('labelled', { label: t('footer.phone') })}{' '}
                <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`} rel="noreferrer">
                  {contact.phone}
                </a>
              </li>
            ) : null}
          </ul>
          <LegalLinks terms={false} rel="noreferrer" />
        </footer>
      </div>
    </NotInFrame>
  )
}
