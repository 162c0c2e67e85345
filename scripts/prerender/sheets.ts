// The style sheets a prerendered first view carries in its HTML, read from the build's
// dist/index.html: the prerender writes them there as <style> elements, and the build's
// Content-Security-Policy allows exactly these by hash (scripts/csp.ts). In the HTML, the page
// paints as soon as its HTML is in, without a round trip for a style sheet first.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The app's own style sheets, linked in index.html's head. */
export function entrySheets(template: string): string[] {
  return [...template.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map(
    ([, href]) => href!,
  )
}

/**
 * The style sheets of the listing route, as index.html's boot script preloads them for a deep
 * link: without them the prerendered listing would paint unstyled.
 */
export function listingSheets(template: string): string[] {
  const files = /\]:\[("listing\._slug-[^\]]*)\]/.exec(template)?.[1] ?? ''
  return [...files.matchAll(/"([^"]+\.css)"/g)].map(([, file]) => `/assets/${file}`)
}

export interface Sheet {
  href: string
  css: string
}

/** A sheet's text, as the <style> element holds it (and the policy's hash covers). */
export function readSheet(dist: string, href: string): Sheet {
  const css = readFileSync(join(dist, href), 'utf8')
  // It could not stay one element's text.
  if (/<\/style/i.test(css)) throw new Error(`prerender: ${href} cannot be written inline`)
  return { href, css }
}

/** Every sheet a first view may carry: the entry's and the listing route's. */
export function firstViewSheets(dist: string, template: string): Sheet[] {
  return [...entrySheets(template), ...listingSheets(template)].map((href) => readSheet(dist, href))
}
