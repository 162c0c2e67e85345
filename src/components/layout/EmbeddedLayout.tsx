import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { TITLE_SEPARATOR, useCurrentPageTitle } from '@/lib/head/title'

/**
 * No shop chrome: the page lives inside a third-party site's iframe. No <main> either: the widget
 * is a part of the host's page, inside the host's own main landmark. Each widget page is a
 * labelled region of its own.
 */
export function EmbeddedLayout({ children }: { children: ReactNode }) {
  // Opened on its own (not framed), the widget page is a page: then it has its main landmark.
  const framed = typeof window !== 'undefined' && window.self !== window.top
  const Root = framed ? 'div' : 'main'
  // Likewise no contentinfo landmark of its own in a frame (the host's page has its footer): a
  // navigation landmark instead, so the link is inside a landmark wherever the host puts the
  // frame (e.g. the popup's dialog, outside the host's main), named after the widget's page so
  // that several widgets on one host page stay told apart.
  const Foot = framed ? 'nav' : 'footer'
  const pageTitle = useCurrentPageTitle()
  const { t, i18n } = useTranslation()
  return (
    <>
      <Root className="layout layout--embedded embedded-main">{children}</Root>
      {/* The statement opens outside the frame: shop pages refuse to run inside another site. */}
      <Foot
        className="embedded-footer"
        aria-label={
          framed
            ? [t('nav.accessibility'), pageTitle].filter(Boolean).join(TITLE_SEPARATOR)
            : undefined
        }
      >
        <a href={`/${i18n.language}/accessibility`} target="_blank" rel="noopener">
          {t('nav.accessibilityNewTab')}
        </a>
      </Foot>
    </>
  )
}
