import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * No shop chrome: the page lives inside a third-party site's iframe. No <main> either: the widget
 * is a part of the host's page, inside the host's own main landmark. Each widget page is a
 * labelled region of its own.
 */
export function EmbeddedLayout({ children }: { children: ReactNode }) {
  // Opened on its own (not framed), the widget page is a page: then it has its main landmark.
  const framed = typeof window !== 'undefined' && window.self !== window.top
  const Root = framed ? 'div' : 'main'
  // Likewise no contentinfo landmark in a frame: several widgets on one host page would repeat it.
  const Footer = framed ? 'div' : 'footer'
  const { t, i18n } = useTranslation()
  return (
    <>
      <Root className="layout layout--embedded embedded-main">{children}</Root>
      {/* The statement opens outside the frame: shop pages refuse to run inside another site. */}
      <Footer className="embedded-footer">
        <a href={`/${i18n.language}/accessibility`} target="_blank" rel="noopener">
          {t('nav.accessibilityNewTab')}
        </a>
      </Footer>
    </>
  )
}
