import { useEffect } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { listingQueries } from '@/api/listings'
import { DEFAULT_LANGUAGE, isLanguage } from '@/api/shared/schemas'
import { env } from '@/lib/env'
import { composeDocumentTitle, upsertHeadElement, useCurrentPageTitle } from '@/lib/head/title'
import { prefetchWhenIdle } from '@/lib/loading/idle'
import { FAVICON_WIDTH, mediaUrl } from '@/lib/http/media'
import { useLocalized } from '@/lib/i18n/use-localized'
import { setDocumentLanguage } from '@/lib/i18n/document-language'
import { useShopConfig } from '@/api/config'
import { whenLoadedAndIdle } from '@/lib/loading/when-idle'

type Seo = typeof import('@/lib/seo/runtime')
let seo: Promise<Seo> | undefined

/**
 * The full head (canonical URL, alternates, share tags, structured data) comes from the builder
 * the prerender uses (src/lib/seo/head.ts), fetched when idle: it is no page's first need.
 */
function fullHead(): Promise<Seo> {
  seo ??= new Promise<Seo>((resolve, reject) => {
    const load = () => import('@/lib/seo/runtime').then(resolve, reject)
    if (navigator.connection?.saveData) void load()
    else prefetchWhenIdle('seo-head', load)
  }).catch((error: unknown) => {
    seo = undefined
    throw error
  })
  return seo
}

// A prerendered first page has its full head in its HTML: the builder waits for a navigation.
const firstPath = window.location.pathname
let prerendered = !!document.head.querySelector('link[rel="canonical"][data-head]')

/** Title, description and <html lang> at once; the rest of the head as the prerender has it. */
export function HeadManager() {
  const config = useShopConfig()
  const localized = useLocalized()
  const { i18n } = useTranslation()
  const queryClient = useQueryClient()
  const pageTitle = useCurrentPageTitle()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const shopTitle = localized(config.labels.title)
  const slogan = localized(config.labels.slogan)
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE
  // Which listing's answer to follow (its page loads it); src/lib/seo/pages.ts decides the rest.
  const slug = /\/listing\/([a-z0-9-]+)\/?$/i.exec(pathname)?.[1]?.toLowerCase() ?? ''
  const { data: listing } = useQuery({ ...listingQueries.detail(slug, language), enabled: false })

  useEffect(() => {
    document.title = composeDocumentTitle(pageTitle, shopTitle, slogan)
    setDocumentLanguage(language)
    upsertHeadElement('meta', { name: 'name', value: 'description' }, { content: slogan })
    if (prerendered && pathname === firstPath) return
    prerendered = false
    let current = true
    // A builder that could not be loaded (offline, a new deployment) leaves title and description:
    // the next page asks for it again, and a failed chunk has its own handling (src/main.tsx).
    fullHead().then(
      ({ applyHead, pageHead }) => {
        if (!current) return
        const listingOf = (s: string, lang: string) =>
          queryClient.getQueryData(listingQueries.detail(s, lang).queryKey)
        applyHead(
          pageHead({
            config,
            language,
            pathname,
            pageTitle,
            listingOf,
            apiBaseUrl: env.apiBaseUrl,
          }),
        )
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [config, language, pathname, pageTitle, listing, shopTitle, slogan, queryClient])

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
