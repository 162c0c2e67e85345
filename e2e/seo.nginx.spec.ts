import { test, expect } from './fixtures'
import { LANGUAGES } from './seo-head'

// What a link-preview bot or a crawler without JavaScript gets from the production setup
// (deploy/ nginx, the prerender run as on a deploy: scripts/nginx-test-server.mjs).
const SLUG = 'canyoning-saxetbach'
const attr = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]

test.describe('prerendered pages behind nginx, fetched without JavaScript', () => {
  for (const lang of LANGUAGES) {
    test(`a listing in ${lang} shows its title, description and picture`, async ({
      request,
      baseURL,
    }) => {
      const api = await request.get(`/api/webshop/v1/listings/${SLUG}`, {
        headers: { 'Accept-Language': lang },
      })
      const listing = ((await api.json()) as { data: { title: string; teaser: string } }).data
      const response = await request.get(`/${lang}/listing/${SLUG}`, {
        headers: { Accept: 'text/html' },
      })
      expect(response.status()).toBe(200)
      const headers = response.headers()
      expect(headers['cache-control']).toBe('no-cache')
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'")
      expect(headers['x-robots-tag']).toBeUndefined()
      const html = await response.text()
      const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')
      expect(html).toMatch(new RegExp(`<html lang="${lang}"[ >]`))
      expect(attr(html, 'og:title')).toContain(escaped(listing.title))
      expect(attr(html, 'og:description')).toBe(escaped(listing.teaser))
      expect(html).toContain(`<link rel="canonical" href="${baseURL}/${lang}/listing/${SLUG}"`)
      const image = attr(html, 'og:image')!
      expect(image).toMatch(new RegExp(`^${baseURL}/api/media/v1/media/.+\\.jpg\\?width=1024$`))
      const picture = await request.get(image)
      expect(picture.status()).toBe(200)
      expect(picture.headers()['content-type']).toContain('image/jpeg')
    })
  }

  test('private pages stay noindex and out of the sitemap, which robots.txt names', async ({
    request,
    baseURL,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`<loc>${baseURL}/fr/listing/${SLUG}</loc>`)
    expect(sitemap).not.toMatch(/checkout|aftersales|handoff|staff|embed/)
    expect(await (await request.get('/robots.txt')).text()).toContain(
      `Sitemap: ${baseURL}/sitemap.xml`,
    )
    for (const path of [
      '/de/checkout/c1',
      '/en/aftersales/payment/t1',
      '/fr/aftersales/booking/t1',
      '/de/handoff/t1',
      '/en/staff/sign-in',
    ]) {
      const response = await request.get(path, { headers: { Accept: 'text/html' } })
      expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow')
      const html = await response.text()
      expect(html, path).not.toContain('rel="canonical"')
      expect(html, path).not.toContain('application/ld+json')
    }
  })
})
