import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/http'
import type { BookingSearch } from '@/features/booking'
import { useFrameState } from './frame'

/**
 * Failures a widget's frame cannot fix by itself: a 419 that its one retry did not cure (the
 * backend wants a session the frame's blocked cookies cannot carry) or storage the browser
 * refuses. The shop's own page, at the top level, has neither problem.
 */
export function isFrameDeadEnd(error: unknown): boolean {
  if (isApiError(error)) return error.status === 419
  return error instanceof DOMException && error.name === 'SecurityError'
}

/** The listing page of the shop with the widget's selection (listing, SKU, day, slot). */
export function shopPageUrl(lang: string, slug: string, search: BookingSearch): string {
  const url = new URL(`/${lang}/listing/${encodeURIComponent(slug)}`, window.location.origin)
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value))
  }
  return url.href
}

/**
 * Instead of a dead end: what went wrong, in the visitor's language, and a way to continue the
 * same selection on the shop's page, at the top level or in a new tab as the frame
 * configuration says (like checkout).
 */
export function EmbedContinueOnShop({
  lang,
  slug,
  search,
}: {
  lang: string
  slug: string
  search: BookingSearch
}) {
  const { t } = useTranslation('listings')
  const { config } = useFrameState()
  const newTab = config?.checkoutTarget === 'new-tab'
  return (
    <div className="notice notice--error embed-continue" role="alert">
      <p>{t('widgets.deadEnd')}</p>
      <a
        className="button button--primary"
        href={shopPageUrl(lang, slug, search)}
        target={newTab ? '_blank' : '_top'}
        rel={newTab ? 'noopener' : undefined}
      >
        {newTab ? t('widgets.continueOnShopNewTab') : t('widgets.continueOnShop')}
      </a>
    </div>
  )
}
