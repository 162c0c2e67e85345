// sitemap.xml with every public page and its language alternates (xhtml:link), and robots.txt
// naming it. The `sitemap` package writes and escapes the XML (docs/decisions/016-prerendered-heads.md).
import { SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap'
import type { Language } from '../../src/api/shared/schemas'
import { defaultLanguageOf, pathOf, type PublicPage } from '../../src/lib/seo/pages'

export async function sitemapXml(
  origin: string,
  pages: readonly PublicPage[],
  languages: readonly Language[],
): Promise<string> {
  const stream = new SitemapStream({
    hostname: origin,
    xmlns: { xhtml: true, news: false, image: false, video: false },
  })
  for (const page of pages) {
    const links = [
      ...languages.map((lang) => ({ lang, url: origin + pathOf(page, lang) })),
      { lang: 'x-default', url: origin + pathOf(page, defaultLanguageOf(languages)) },
    ]
    for (const lang of languages) {
      const item: SitemapItemLoose = { url: origin + pathOf(page, lang), links }
      stream.write(item)
    }
  }
  stream.end()
  return (await streamToPromise(stream)).toString()
}

/** The deployed robots.txt (public/robots.txt) with this origin's sitemap, once. */
export function robotsTxt(current: string, origin: string): string {
  const rules = current
    .split('\n')
    .filter((line) => !/^sitemap:/i.test(line.trim()))
    .join('\n')
    .trimEnd()
  return `${rules}\n\nSitemap: ${origin}/sitemap.xml\n`
}
