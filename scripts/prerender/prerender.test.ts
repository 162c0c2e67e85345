// @vitest-environment node
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import Validator from '@adobe/structured-data-validator'
import { DEMO_SLUGS } from '@/testing/mock-db'
import schema from './things-to-do.schema.json'
import { FEED_FILE, prerender } from './index'
import { isCalendarDay } from './html'
import { contentSecurityPolicy } from '../csp'
import { firstViewSheets } from './sheets'

const ORIGIN = 'https://shop.example.ch'
const TEMPLATE = `<!doctype html>
<html lang="de">
  <head>
    <meta name="description" content="" data-head />
    <title>Webshop</title>
    <script>window.__webshopScripts(boot(w?["booking._slug-1.js"]:["listing._slug-1.js","listing-1.css"]))</script>
    <script type="module" crossorigin src="/assets/app-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/app-1.css">
  </head>
  <body>
    <!-- shell -->
    <div id="app-shell" class="app-shell"><svg></svg></div>
    <div id="root"></div>
  </body>
</html>
`
const APP_CSS = '.layout{display:grid}\n'
const LISTING_CSS = '.listing-detail{margin:0}\n'
let dist: string
let groupActivityNextDay: string
const read = (file: string) => readFileSync(join(dist, file), 'utf8')

/** The JSON-LD items of a page, by type, as the validator takes them (web-auto-extractor's shape). */
function jsonLdOf(html: string): Record<string, object[]> {
  const byType: Record<string, object[]> = {}
  for (const [, json] of html.matchAll(
    /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g,
  )) {
    const item = JSON.parse(json!) as { '@type': string }
    ;(byType[item['@type']] ??= []).push(item)
  }
  return byType
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'prerender-'))
  writeFileSync(join(dist, 'index.html'), TEMPLATE)
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'assets/app-1.css'), APP_CSS)
  writeFileSync(join(dist, 'assets/listing-1.css'), LISTING_CSS)
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /*/checkout/\n')
  await prerender({ api: 'http://localhost', origin: ORIGIN, dist })
  const answer = await fetch(`http://localhost/api/webshop/v1/listings/${DEMO_SLUGS.groupActivity}`)
  const listing = (await answer.json()) as { data: { availabilityHint: { nextDate: string } } }
  groupActivityNextDay = listing.data.availabilityHint.nextDate
})

describe('prerender', () => {
  it('writes a listing page per language with its own head, the boot scripts untouched', () => {
    const html = read(`en/listing/${DEMO_SLUGS.groupActivity}/index.html`)
    expect(html).toContain('<html lang="en" ')
    expect(html).toContain('<script>window.__webshopScripts(boot(w?')
    expect(html).toMatch(/<title>[^<]+ \| Alpenblick Adventures<\/title>/)
    expect(html).toContain(
      `<link rel="canonical" href="${ORIGIN}/en/listing/${DEMO_SLUGS.groupActivity}" data-head>`,
    )
    expect(html).toContain(
      `<link rel="alternate" hreflang="x-default" href="${ORIGIN}/de/listing/${DEMO_SLUGS.groupActivity}" data-head>`,
    )
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/shop\.example\.ch\/api\/media\/v1\/media\/[^"]+\.jpg\?width=1024"/,
    )
    expect(html.match(/name="description"/g)).toHaveLength(1)
  })

  it('refuses a dist/index.html without the first-view gate (an older build)', async () => {
    const old = mkdtempSync(join(tmpdir(), 'prerender-'))
    writeFileSync(join(old, 'index.html'), TEMPLATE.replace('window.__webshopScripts', 'go'))
    await expect(prerender({ api: 'http://localhost', origin: ORIGIN, dist: old })).rejects.toThrow(
      /no first-view gate/,
    )
  })

  it('puts the first view of the home and of a listing into the root, in place of the shell', () => {
    const home = read('fr/index.html')
    expect(home).toContain('<div id="root" data-prerendered><div class="layout layout--default">')
    expect(home).not.toContain('app-shell')
    expect(home).toMatch(/<h1 id="hero-title">[^<]+<\/h1>/)
    expect(home).toMatch(/<article class="listing-card"/)
    // Without a script nothing would give the logo its file later.
    expect(home).toMatch(/<img class="shop-logo" src="\/api\/media\/[^"]+"/)
    // The home's module scripts wait for the first-view gate (scripts/first-view-gate.ts), which
    // the root element names them to, until its hero is in; the shop's colours ride along.
    expect(home).toMatch(
      /<html lang="fr" data-first-view="\/assets\/app-1\.js" data-first-view-gate="picture" data-palette="--palette-primary-bg:rgb\(\d+ \d+ \d+\);--palette-primary-fg:/,
    )
    // It paints once the whole view is parsed (one layout before the first paint, none after).
    expect(home).toContain('<link rel="expect" href="#first-view-parsed" blocking="render">')
    // Its style sheet is in its HTML, in place of the link.
    expect(home).toContain(`<style data-href="/assets/app-1.css">${APP_CSS}</style>`)
    expect(home).not.toContain('<link rel="stylesheet" crossorigin')
    expect(home).not.toContain('<script type="module"')
    expect(home).toMatch(
      /<link rel="preload" as="image" fetchpriority="high" imagesrcset="[^"]+hero/,
    )
    const listing = read(`de/listing/${DEMO_SLUGS.groupActivity}/index.html`)
    expect(listing).toMatch(/<h1>[^<]+<\/h1><p class="listing-detail__teaser">/)
    expect(listing).not.toMatch(/ style="/)
    // A listing's scripts wait only for its first paint (its calendar needs them); its route's
    // style sheet follows the app's.
    expect(listing).toContain('data-first-view="/assets/app-1.js" data-first-view-gate="paint"')
    // Its next available day, for index.html's first month (scripts/route-boot.ts).
    expect(listing).toContain(`data-next-date="${groupActivityNextDay}"`)
    expect(home).not.toContain('data-next-date')
    expect(listing).not.toContain('<script type="module"')
    expect(listing).toContain(
      `<style data-href="/assets/app-1.css">${APP_CSS}</style>\n    <style data-href="/assets/listing-1.css">${LISTING_CSS}</style>`,
    )
    // A page without a first view keeps the shell and loads the app at once.
    const imprint = read('de/imprint/index.html')
    expect(imprint).toContain('<div id="app-shell"')
    expect(imprint).toContain('<script type="module" crossorigin src="/assets/app-1.js"></script>')
    expect(imprint).not.toContain('data-first-view')
    expect(imprint).toContain('<link rel="stylesheet" crossorigin href="/assets/app-1.css">')
  })

  it("carries only style elements the build's Content-Security-Policy allows", () => {
    const policy = contentSecurityPolicy({
      indexHtml: TEMPLATE,
      inlineStyles: firstViewSheets(dist, TEMPLATE).map(({ css }) => css),
    })
    const allowed = /style-src ([^;]+)/.exec(policy)![1]!.split(' ')
    for (const file of ['de/index.html', `fr/listing/${DEMO_SLUGS.groupActivity}/index.html`]) {
      const styles = [...read(file).matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(
        ([, css]) => css!,
      )
      expect(styles.length).toBeGreaterThan(0)
      for (const css of styles) {
        const hash = createHash('sha256').update(css, 'utf8').digest('base64')
        expect(allowed).toContain(`'sha256-${hash}'`)
      }
    }
  })

  it('has structured data without errors for Google rich results', async () => {
    const validator = new Validator()
    // The validator does find what Google rejects: a Product without offers or reviews.
    const broken = await validator.validate({
      jsonld: { Product: [{ '@type': 'Product', name: 'x' }] },
    })
    expect(broken.some((issue) => issue.severity === 'ERROR')).toBe(true)
    for (const file of [
      'de/index.html',
      ...['de', 'fr'].map((l) => `${l}/listing/${DEMO_SLUGS.groupActivity}/index.html`),
      `en/listing/${DEMO_SLUGS.voucher}/index.html`,
    ]) {
      const jsonld = jsonLdOf(read(file))
      expect(Object.keys(jsonld).sort(), file).toEqual(
        file.includes('/listing/') ? ['BreadcrumbList', 'Product'] : ['Organization'],
      )
      const issues = await validator.validate({ jsonld })
      expect(
        issues.filter((issue) => issue.severity === 'ERROR'),
        file,
      ).toEqual([])
    }
  })

  it('lists every public page in the sitemap with its alternates, and no private one', () => {
    const xml = read('sitemap.xml')
    expect(xml).toContain(`<loc>${ORIGIN}/fr/listing/${DEMO_SLUGS.voucher}</loc>`)
    expect(xml).toContain(`<loc>${ORIGIN}/en/terms-and-conditions</loc>`)
    expect(xml).toContain(`hreflang="x-default" href="${ORIGIN}/de/imprint"`)
    expect(xml).not.toMatch(/checkout|aftersales|handoff|staff|embed/)
    expect(read('robots.txt')).toBe(
      `User-agent: *\nDisallow: /*/checkout/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    )
  })

  it('writes a Things to do feed that matches its schema', () => {
    const ajv = new Ajv({ allErrors: true })
    addFormats(ajv)
    const feed = JSON.parse(read(FEED_FILE))
    expect(ajv.validate(schema, feed), ajv.errorsText()).toBe(true)
    expect(feed.products.length).toBeGreaterThan(3)
    const option = feed.products[0].options[0]
    expect(option.price_options[0].price.currency_code).toBe('CHF')
    expect(option.landing_page.localized_urls).toHaveLength(3)
  })

  it('writes brotli and gzip copies a host sends as they are, and a later run drops what is gone', async () => {
    const page = `fr/listing/${DEMO_SLUGS.groupActivity}/index.html`
    const bytes = (file: string) => readFileSync(join(dist, file))
    expect(brotliDecompressSync(bytes(`${page}.br`)).toString()).toBe(read(page))
    expect(gunzipSync(bytes(`${page}.gz`)).toString()).toBe(read(page))
    expect(brotliDecompressSync(bytes('sitemap.xml.br')).toString()).toBe(read('sitemap.xml'))
    // A listing taken offline since, and a copy of a file now too small to gain from one.
    const gone = 'de/listing/taken-offline/index.html'
    const stale = [gone, `${gone}.br`, `${gone}.gz`, 'robots.txt.br']
    mkdirSync(dirname(join(dist, gone)), { recursive: true })
    for (const file of stale) writeFileSync(join(dist, file), 'old')
    await prerender({ api: 'http://localhost', origin: ORIGIN, dist })
    expect(stale.filter((file) => existsSync(join(dist, file)))).toEqual([])
    expect(gunzipSync(bytes(`${page}.gz`)).toString()).toBe(read(page))
  })
})

describe('isCalendarDay', () => {
  it('takes a real day only: a next day the boot script could not count months from stays out', () => {
    expect(isCalendarDay('2026-06-17')).toBe(true)
    expect(isCalendarDay('2028-02-29')).toBe(true)
    for (const day of ['2026-02-30', '2026-13-01', '2026-6-17', 'soon', ''])
      expect(isCalendarDay(day), day).toBe(false)
  })
})
