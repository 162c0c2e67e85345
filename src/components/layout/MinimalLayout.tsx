import type { ReactNode } from 'react'
import { LanguageSwitcher } from './LanguageSwitcher'
import { LegalLinks } from './LegalLinks'
import { ShopLogo } from './ShopLogo'
import { NotInFrame } from './NotInFrame'
import { SkipLink } from './SkipLink'

/**
 * Logo, language switch and legal links only: for pages reached from an e-mail (payment link),
 * without the shop's navigation.
 */
export function MinimalLayout({ children }: { children: ReactNode }) {
  return (
    <NotInFrame>
      <div className="layout layout--minimal">
        <SkipLink />
        <header className="minimal-header">
          <ShopLogo size={40} />
          <LanguageSwitcher />
        </header>
        <main id="main" tabIndex={-1} className="site-main site-main--narrow">
          {children}
        </main>
        <footer className="minimal-footer">
          <LegalLinks />
        </footer>
      </div>
    </NotInFrame>
  )
}
