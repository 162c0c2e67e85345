import type { ReactNode } from 'react'
import { ShopLogo } from './ShopLogo'
import { NotInFrame } from './NotInFrame'
import { SkipLink } from './SkipLink'

/** Logo only: for pages reached from an e-mail (payment link), without shop navigation. */
export function MinimalLayout({ children }: { children: ReactNode }) {
  return (
    <NotInFrame>
      <div className="layout layout--minimal">
        <SkipLink />
        <header className="minimal-header">
          <ShopLogo size={40} />
        </header>
        <main id="main" tabIndex={-1} className="site-main site-main--narrow">
          {children}
        </main>
      </div>
    </NotInFrame>
  )
}
