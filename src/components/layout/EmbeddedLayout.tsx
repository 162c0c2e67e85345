import type { ReactNode } from 'react'

/** No shop chrome: the page lives inside a third-party site's iframe. */
export function EmbeddedLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--embedded">
      <main id="main" className="embedded-main">
        {children}
      </main>
    </div>
  )
}
