import type { Language } from '../i18n/languages'
import type { HeadListing, HeadShop } from './inputs'
import { buildHead, mediaBaseOf, type Head } from './head'
import { publicPageOf } from './pages'

export { applyHead } from './apply'

export interface PageState {
  config: HeadShop
  language: Language
  pathname: string
  pageTitle?: string
  /** A listing from the query cache, in a language: the page that shows it has loaded it. */
  listingOf: (slug: string, lang: Language) => HeadListing | undefined
  apiBaseUrl: string
}

/** The running app's page as the prerender sees it: the same builder, the same inputs. */
export function pageHead(state: PageState): Head {
  const found = publicPageOf(state.pathname, state.language)
  const lang = found?.lang ?? state.language
  const origin = window.location.origin
  return buildHead({
    config: state.config,
    lang,
    pageTitle: state.pageTitle,
    page: found?.page ?? null,
    listing: found?.page.kind === 'listing' ? state.listingOf(found.page.slug, lang) : undefined,
    origin,
    mediaBase: mediaBaseOf(state.apiBaseUrl, origin),
  })
}
