// Imports only relative paths: the prerender (scripts/prerender/) runs this in Node, so the
// prerendered HTML and the running app get their head from this one function.
import { pickLocalized, type Language } from '../i18n/languages'
import { composeDocumentTitle } from '../head/title'
import { MEDIA_PATH, SHARE_IMAGE_WIDTH } from '../http/media'
import { breadcrumbLd, organizationLd, productLd, type LdContext } from './json-ld'
import type { HeadListing, HeadShop } from './inputs'
import { defaultLanguageOf, pathOf, shopLanguages, type PublicPage } from './pages'

/** One element of the managed head: a meta, a link or a JSON-LD script. */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script'
  attrs: Record<string, string>
  /** A script's JSON. */
  text?: string
}

export interface Head {
  lang: Language
  title: string
  tags: HeadTag[]
}

export interface HeadInput {
  config: HeadShop
  lang: Language
  /** The page's own title (a legal page's heading); a listing's comes from the listing. */
  pageTitle?: string
  /** null: a page that is not public (checkout, payment link, widgets, staff…). */
  page: PublicPage | null
  listing?: HeadListing
  /** The shop's public origin, e.g. https://shop.example.ch. */
  origin: string
  /** Absolute base of the media service: the API base as the browser sees it. */
  mediaBase: string
}

const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
  tag: 'meta',
  attrs: { [key]: name, content },
})
const link = (attrs: Record<string, string>): HeadTag => ({ tag: 'link', attrs })
// `<` escaped: a text with "</script>" cannot end the script element in the prerendered HTML.
const ld = (data: object | null): HeadTag[] =>
  data
    ? [
        {
          tag: 'script',
          attrs: { type: 'application/ld+json' },
          text: JSON.stringify(data).replace(/</g, '\\u003c'),
        },
      ]
    : []

/**
 * The head of a page by the spec's rules: "<page> | <shop>" (the slogan in place of a page
 * title), the slogan as meta description, the hero at 1024 px as share image; a public page
 * also gets its canonical URL, its language alternates and its structured data, and its share
 * tags describe the page itself (a listing's teaser and cover).
 */
export function buildHead(input: HeadInput): Head {
  const { config, lang, origin } = input
  const local = (text: Record<string, string>) => pickLocalized(text, lang)
  const shopTitle = local(config.labels.title)
  const slogan = local(config.labels.slogan)
  const listing = input.page?.kind === 'listing' ? input.listing : undefined
  // A listing page without its listing (not found) is no page to point search engines at.
  const page = input.page?.kind === 'listing' && !listing ? null : input.page
  const title = composeDocumentTitle(listing?.title ?? input.pageTitle, shopTitle, slogan)
  const image = (id: string) => shareImageUrl(input.mediaBase, id)
  const description = listing?.teaser || slogan
  const share = listing?.mediaIds[0] ?? config.media.hero
  const tags: HeadTag[] = [meta('name', 'description', slogan)]
  if (page) {
    const languages = shopLanguages(config.languages)
    const url = (l: Language) => origin + pathOf(page, l)
    tags.push(link({ rel: 'canonical', href: url(lang) }))
    for (const l of languages) tags.push(link({ rel: 'alternate', hreflang: l, href: url(l) }))
    tags.push(
      link({ rel: 'alternate', hreflang: 'x-default', href: url(defaultLanguageOf(languages)) }),
    )
    tags.push(meta('property', 'og:url', url(lang)))
  }
  tags.push(
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', shopTitle),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:image', image(share)),
    meta('property', 'og:image:width', String(SHARE_IMAGE_WIDTH)),
    meta('property', 'og:locale', lang),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image(share)),
  )
  if (page) {
    const ctx: LdContext = {
      shopTitle,
      homeUrl: origin + pathOf({ kind: 'home' }, lang),
      pageUrl: origin + pathOf(page, lang),
      image,
    }
    if (page.kind === 'home') tags.push(...ld(organizationLd(config, ctx)))
    if (listing) tags.push(...ld(productLd(listing, ctx)), ...ld(breadcrumbLd(listing, ctx)))
  }
  return { lang, title, tags }
}

/** The media service's absolute base: the build's API base (VITE_API_BASE_URL) on the origin. */
export function mediaBaseOf(apiBaseUrl: string, origin: string): string {
  return new URL(apiBaseUrl || '/', origin).href.replace(/\/+$/, '')
}

/** A picture at the share width (the spec's 1024 px), absolute. */
export function shareImageUrl(mediaBase: string, id: string): string {
  return `${mediaBase}${MEDIA_PATH}${encodeURIComponent(id || 'default')}.jpg?width=${SHARE_IMAGE_WIDTH}`
}
