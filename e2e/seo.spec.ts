import { test, expect, expectNoA11yViolations } from './fixtures'
import { LANGUAGES, SEO_PAGES, appTookOver, headOf, navigateInApp } from './seo-head'

// The head the prerender writes (npm run prerender, here run by the preview server against the
// mock) and the head the running app sets come from one builder (src/lib/seo/head.ts): for every
// public page the app, arriving there by navigation, shows exactly the prerendered head.
test.describe('prerendered head and runtime head', () => {
  test.describe.configure({ timeout: 180_000 })

  for (const lang of LANGUAGES) {
    test(`are the same on every public page in ${lang}`, async ({ page, request }) => {
      const list = await request.get('/api/webshop/v1/listings?perPage=48', {
        headers: { 'Accept-Language': lang },
      })
      const slugs = ((await list.json()) as { data: { slug: string }[] }).data.map((l) => l.slug)
      const paths = [
        ...SEO_PAGES.map((p) => `/${lang}${p}`),
        ...slugs.map((s) => `/${lang}/listing/${s}`),
      ]
      // Start elsewhere: every compared head is then the app's, not the loaded file's.
      await page.goto(`/${lang}/checkout/none`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      for (const path of paths) {
        const response = await request.get(path)
        expect(response.status(), path).toBe(200)
        const prerendered = await headOf(page, await response.text())
        expect(
          prerendered.tags.some((t) => t.startsWith('<link rel="canonical"')),
          path,
        ).toBe(true)
        await navigateInApp(page, path)
        await expect
          .poll(() => headOf(page), { message: path, timeout: 15_000 })
          .toEqual(prerendered)
      }
    })
  }

  test('switching the language on a listing sets the other language’s head', async ({
    page,
    request,
  }) => {
    const path = '/de/listing/canyoning-saxetbach'
    await page.goto(path)
    await appTookOver(page)
    await page
      .getByRole('navigation', { name: 'Sprache wählen' })
      .getByRole('link', { name: 'FR' })
      .click()
    await expect(page).toHaveURL(/\/fr\/listing\/canyoning-saxetbach$/)
    const prerendered = await headOf(
      page,
      await (await request.get('/fr/listing/canyoning-saxetbach')).text(),
    )
    await expect.poll(() => headOf(page)).toEqual(prerendered)
    expect(prerendered.tags).toContain(
      '<link rel="alternate" hreflang="x-default" href="http://localhost:' +
        new URL(page.url()).port +
        path +
        '">',
    )
    await expectNoA11yViolations(page, 'listing fr after the switch')
  })

  test('a private page has no canonical URL, alternates or structured data', async ({ page }) => {
    await page.goto('/en/listing/canyoning-saxetbach')
    await appTookOver(page)
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
    await navigateInApp(page, '/en/checkout/none')
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Canyoning/)
    await expect(
      page.locator('link[rel="canonical"], link[hreflang], script[type="application/ld+json"]'),
    ).toHaveCount(0)
    await expect(page.locator('meta[name="description"]')).toHaveCount(1)
  })
})

// The home and a listing come with their first view in the HTML (scripts/prerender/first-view.tsx
// renders the app's own components): it paints before any script, and the app's first render
// replaces it in one frame with the same layout.
const naturalWidth = (img: HTMLImageElement) => img.naturalWidth

test.describe('prerendered first view', () => {
  test.use({ javaScriptEnabled: false })

  for (const lang of LANGUAGES) {
    test(`the home and a listing in ${lang} show their first view without JavaScript`, async ({
      page,
      request,
    }) => {
      const headers = { 'Accept-Language': lang }
      const config = (await (await request.get('/api/webshop/v1/config')).json()) as {
        data: { labels: { title: Record<string, string>; slogan: Record<string, string> } }
      }
      const list = (await (await request.get('/api/webshop/v1/listings', { headers })).json()) as {
        data: { title: string }[]
      }
      await page.goto(`/${lang}`)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.locator('header.site-header')).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        config.data.labels.title[lang]!,
      )
      await expect(page.locator('.hero p')).toHaveText(config.data.labels.slogan[lang]!)
      await expect(page.locator('.hero__image')).toHaveAttribute('fetchpriority', 'high')
      const cards = page.locator('.listing-card')
      await expect(cards).toHaveCount(list.data.length)
      await expect(cards.first().getByRole('heading')).toHaveText(list.data[0]!.title)
      await expect(cards.first().locator('img')).toHaveJSProperty('complete', true)
      await expect
        .poll(() => page.locator('.site-header .shop-logo').evaluate(naturalWidth))
        .toBeGreaterThan(0)

      const slug = 'canyoning-saxetbach'
      const listing = (
        (await (await request.get(`/api/webshop/v1/listings/${slug}`, { headers })).json()) as {
          data: { title: string; teaser: string }
        }
      ).data
      await page.goto(`/${lang}/listing/${slug}`)
      await expect(page.locator('header.site-header')).toBeVisible()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title)
      await expect(page.locator('.listing-detail__teaser')).toHaveText(listing.teaser)
      const cover = page.locator('img[fetchpriority="high"]')
      await expect(cover).toHaveCount(1)
      await expect(cover).toHaveJSProperty('complete', true)
      expect(await cover.evaluate(naturalWidth)).toBeGreaterThan(0)
      await expect(page.locator(`link[rel="preload"][as="image"]`)).toHaveAttribute(
        'imagesrcset',
        (await cover.getAttribute('srcset'))!,
      )
    })
  }
})

test.describe('taking over the prerendered first view', () => {
  for (const path of ['/de', '/de/listing/canyoning-saxetbach']) {
    test(`on ${path} shifts nothing and keeps the largest paint`, async ({
      page,
      mockSession: _,
    }) => {
      await page.addInitScript(() => {
        const seen = { shift: 0, lcp: [] as string[], first: null as null | object }
        ;(window as unknown as { __firstView: typeof seen }).__firstView = seen
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
          })[])
            if (!entry.hadRecentInput) seen.shift += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { url: string })[])
            seen.lcp.push(entry.url)
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        // The app's first commit, as it replaces the prerendered view: what it holds then.
        document.addEventListener('DOMContentLoaded', () => {
          const root = document.getElementById('root')!
          const before = {
            prerendered: root.hasAttribute('data-prerendered'),
            cards: root.querySelectorAll('.listing-card').length,
            picture: root.querySelector('img[fetchpriority="high"]')?.getAttribute('srcset'),
            logo: root.querySelector('.shop-logo')?.getAttribute('src'),
            // Painted before any script: the shop's colours from the HTML, no app code asked for.
            palette: getComputedStyle(document.documentElement)
              .getPropertyValue('--palette-primary-bg')
              .trim(),
            scripts: performance
              .getEntriesByType('resource')
              .filter((entry) => /\/assets\/[^?]+\.js$/.test(entry.name)).length,
          }
          new MutationObserver((_, observer) => {
            observer.disconnect()
            seen.first = {
              before,
              cards: root.querySelectorAll('.listing-card').length,
              picture: root.querySelector('img[fetchpriority="high"]')?.getAttribute('srcset'),
              logo: root.querySelector('.shop-logo')?.getAttribute('src'),
              heading: root.querySelector('h1')?.textContent,
            }
          }).observe(root, { childList: true })
        })
      })
      await page.goto(path)
      await appTookOver(page)
      await expect(page.getByRole('button', { name: /^Warenkorb/ })).toBeVisible()
      await page.waitForLoadState('networkidle')
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      )
      const seen = await page.evaluate(
        () =>
          (
            window as unknown as {
              __firstView: {
                shift: number
                lcp: string[]
                first: {
                  before: {
                    prerendered: boolean
                    cards: number
                    picture?: string
                    logo?: string
                    palette: string
                    scripts: number
                  }
                  cards: number
                  picture?: string
                  logo?: string
                  heading?: string
                }
              }
            }
          ).__firstView,
      )
      expect(seen.first.before.prerendered, 'the HTML held the first view').toBe(true)
      expect(seen.first.before.scripts, 'no script before the first view is parsed').toBe(0)
      const palette = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--palette-primary-bg').trim(),
      )
      expect(palette).toMatch(/^rgb\(/)
      expect(seen.first.before.palette, 'the shop’s colours before the app').toBe(palette)
      expect(seen.first.heading).toBeTruthy()
      expect(seen.first.cards, 'the first render holds the same cards').toBe(
        seen.first.before.cards,
      )
      expect(seen.first.picture, 'and the same largest picture').toBe(seen.first.before.picture)
      expect(seen.first.before.logo, 'the logo has its file in the HTML').toBeTruthy()
      expect(seen.first.logo, 'and keeps it').toBe(seen.first.before.logo)
      expect(seen.shift).toBeLessThanOrEqual(0.02)
      const pictures = seen.lcp.filter(Boolean)
      expect(pictures.length, JSON.stringify(seen.lcp)).toBeGreaterThan(0)
      expect(new Set(pictures).size, JSON.stringify(seen.lcp)).toBe(1)
      expect(seen.lcp.at(-1), 'the largest paint stays the picture').toBe(pictures[0])
    })
  }
})
