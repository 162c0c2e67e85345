// `npm run prerender`: after the build, reads the live API and writes into dist/ one HTML file per
// public page and language with that page's head (src/lib/seo/head.ts, which the running app
// uses too), sitemap.xml, robots.txt naming it, and the Things to do feed. Why at build time and
// not per request: docs/decisions/016-prerendered-heads.md.
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { SUPPORTED_LANGUAGES, type Language } from '../../src/api/shared/schemas'
import { buildHead, mediaBaseOf, shareImageUrl } from '../../src/lib/seo/head'
import { LEGAL_PAGES, pathOf, type LegalPath, type PublicPage } from '../../src/lib/seo/pages'
import { compressedCopies, writeCopies, writeWhole } from '../vite-precompress'
import { thingsToDoFeed } from './feed'
import { loadFirstView } from './first-view-runner'
import { pageHtml, type FirstViewHtml } from './html'
import { entrySheets, listingSheets, readSheet } from './sheets'
import { readShop } from './shop'
import { robotsTxt, sitemapXml } from './sitemap'

export interface PrerenderOptions {
  /** Where the prerender reads the API (may be an internal address). */
  api: string
  /** The shop's public origin, for canonical URLs, alternates and the sitemap. */
  origin: string
  dist?: string
  /** The API base as the browser sees it (VITE_API_BASE_URL); empty: the shop's own origin. */
  apiBaseUrl?: string
  /** The catalogues the app's page titles come from. */
  locales?: string
}

export const FEED_FILE = 'feeds/things-to-do.json'

/** A legal page's title as the app shows it: its heading from the catalogues. */
function legalTitles(locales: string, lang: Language): Record<LegalPath, string> {
  const read = (ns: string) => JSON.parse(readFileSync(join(locales, lang, `${ns}.json`), 'utf8'))
  const { nav } = read('common')
  return {
    imprint: nav.imprint,
    'privacy-policy': nav.privacyPolicy,
    'terms-and-conditions': nav.termsAndConditions,
    accessibility: read('accessibility').title,
  }
}

/** The catalogues the first view's texts come from, by namespace. */
function firstViewTexts(locales: string, lang: Language) {
  const read = (ns: string) => JSON.parse(readFileSync(join(locales, lang, `${ns}.json`), 'utf8'))
  return Object.fromEntries(['common', 'errors', 'listings'].map((ns) => [ns, read(ns)]))
}

/** The srcset and sizes of the view's first picture (`fetchpriority="high"`): it is preloaded. */
function pictureOf(html: string): FirstViewHtml['picture'] {
  const img = /<img [^>]*fetchpriority="high"[^>]*>/.exec(html)?.[0] ?? ''
  const attr = (name: string) => new RegExp(` ${name}="([^"]*)"`, 'i').exec(img)?.[1]
  const srcset = attr('srcset')
  const sizes = attr('sizes')
  // The markup is escaped already; the head's builder escapes again.
  const text = (value: string) => value.replace(/&amp;/g, '&')
  return srcset && sizes ? { srcset: text(srcset), sizes: text(sizes) } : undefined
}

/** Pages of an earlier run that are gone (a listing taken offline) are removed. */
function removeStale(dist: string, written: Set<string>) {
  for (const lang of SUPPORTED_LANGUAGES) {
    const dir = join(dist, lang)
    let entries
    try {
      entries = readdirSync(dir, { withFileTypes: true, recursive: true })
    } catch {
      continue
    }
    for (const entry of entries) {
      const file = join(entry.parentPath, entry.name)
      if (entry.isFile() && !written.has(relative(dist, file))) rmSync(file)
    }
  }
}

export async function prerender(options: PrerenderOptions): Promise<{ pages: number }> {
  const dist = options.dist ?? 'dist'
  const origin = new URL(options.origin).origin
  const locales = options.locales ?? 'locales'
  const template = readFileSync(join(dist, 'index.html'), 'utf8')
  // The first views' scripts start through the first-view gate of index.html's boot script: a
  // template without it is from an older build, whose pages would never start their app.
  if (!template.includes('__webshopScripts')) {
    throw new Error('prerender: dist/index.html has no first-view gate (an older build?)')
  }
  const shop = await readShop(options.api)
  const mediaBase = mediaBaseOf(options.apiBaseUrl ?? '', origin)
  const pages: PublicPage[] = [
    { kind: 'home' },
    ...LEGAL_PAGES.map((path) => ({ kind: 'legal' as const, path })),
    ...[...shop.listings.keys()].map((slug) => ({ kind: 'listing' as const, slug })),
  ]
  const written = new Set<string>()
  // With its brotli and gzip copies, as the build's own files: the host sends them as they are
  // (nginx's brotli_static, `vite preview`) instead of the whole page or a compression per request.
  // The copies are made first and follow the file at once: a host never sends an earlier run's
  // copy beside the new file for longer than a rename.
  const write = async (file: string, text: string) => {
    const copies = await compressedCopies(Buffer.from(text))
    mkdirSync(dirname(join(dist, file)), { recursive: true })
    await writeWhole(join(dist, file), text)
    written.add(file)
    for (const copy of await writeCopies(join(dist, file), copies))
      written.add(relative(dist, copy))
  }
  const { renderFirstView: render, paletteDeclarations } = await loadFirstView(
    options.apiBaseUrl ?? '',
  )
  const palette = paletteDeclarations(shop.config)
  const entry = entrySheets(template).map((href) => readSheet(dist, href))
  const listingStyles = listingSheets(template).map((href) => readSheet(dist, href))
  for (const lang of shop.languages) {
    const titles = legalTitles(locales, lang)
    const resources = firstViewTexts(locales, lang)
    const firstView = async (page: PublicPage): Promise<FirstViewHtml | undefined> => {
      const url = origin + pathOf(page, lang)
      const list = shop.firstPages.get(lang)
      const listing = page.kind === 'listing' ? shop.listings.get(page.slug)?.get(lang) : undefined
      const view =
        page.kind === 'home' && list
          ? ({ kind: 'home', list } as const)
          : listing
            ? ({ kind: 'listing', listing } as const)
            : undefined
      if (!view) return undefined
      const html = await render({ config: shop.config, lang, resources, url, page: view })
      const styles = view.kind === 'listing' ? [...entry, ...listingStyles] : entry
      // The home's scripts wait until its hero is in; a listing's only for its first paint, as
      // its calendar needs them (scripts/first-view-gate.ts).
      const gate = view.kind === 'home' ? 'picture' : 'paint'
      const nextDate = listing?.availabilityHint.nextDate
      return { html, styles, palette, picture: pictureOf(html), gate, nextDate }
    }
    for (const page of pages) {
      const head = buildHead({
        config: shop.config,
        lang,
        page,
        pageTitle: page.kind === 'legal' ? titles[page.path] : undefined,
        listing: page.kind === 'listing' ? shop.listings.get(page.slug)?.get(lang) : undefined,
        origin,
        mediaBase,
      })
      const file = join(pathOf(page, lang).slice(1), 'index.html')
      await write(file, pageHtml(template, head, await firstView(page)))
    }
  }
  removeStale(dist, written)
  await write('sitemap.xml', await sitemapXml(origin, pages, shop.languages))
  const robots = readFileSync(join(dist, 'robots.txt'), 'utf8')
  await write('robots.txt', robotsTxt(robots, origin))
  const image = (id: string) => shareImageUrl(mediaBase, id)
  const feed = thingsToDoFeed(shop, origin, image, Date.now())
  await write(FEED_FILE, `${JSON.stringify(feed, null, 2)}\n`)
  // Every page in every language.
  return { pages: pages.length * shop.languages.length }
}
