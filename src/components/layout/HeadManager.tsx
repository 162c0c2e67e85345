import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { listingQueries } from '@/api/listings'
import { DEFAULT_LANGUAGE, isLanguage } from '@/api/shared/schemas'
import { env } from '@/lib/env'
import { upsertHeadElement, useCurrentPageTitle } from '@/lib/head'
import { FAVICON_WIDTH, mediaUrl } from '@/lib/media'
import { applyHead } from '@/lib/seo/apply'
import { buildHead, mediaBaseOf } from '@/lib/seo/head'
import { publicPageOf } from '@/lib/seo/pages'
import { useShopConfig } from '@/lib/shop-config'
import { whenLoadedAndIdle } from '@/lib/when-idle'

/**
 * Title, description, canonical URL, alternates, share tags, structured data and <html lang>,
 * kept in step with page and language: the same head the prerender writes (src/lib/seo/head.ts).
 */
export function HeadManager() {
  const config = useShopConfig()
  const { i18n } = useTranslation()
  const pageTitle = useCurrentPageTitle()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE
  const found = publicPageOf(pathname, language)
  const slug = found?.page.kind === 'listing' ? found.page.slug : ''
  // The listing page's own query, read from the cache only: the page loads it.
  const { data: listing } = useQuery({ ...listingQueries.detail(slug, language), enabled: false })

  useEffect(() => {
    const origin = window.location.origin
    applyHead(
      buildHead({
        config,
        lang: found?.lang ?? language,
        pageTitle,
        page: found?.page ?? null,
        listing: slug ? listing : undefined,
        origin,
        mediaBase: mediaBaseOf(env.apiBaseUrl, origin),
      }),
    )
    // `found` is derived from pathname and language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config, language, pathname, pageTitle, listing, slug])

  // The shop's favicon once the page has loaded: the browser fetches an icon at once, beside the
  // page's largest picture on a slow link (index.html names none that needs fetching).
  useEffect(
    () =>
      whenLoadedAndIdle(() =>
        upsertHeadElement(
          'link',
          { name: 'rel', value: 'icon' },
          { href: mediaUrl(config.media.logo, FAVICON_WIDTH), type: 'image/jpeg' },
        ),
      ),
    [config.media.logo],
  )

  return null
}
