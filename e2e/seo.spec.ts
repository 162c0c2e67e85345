import { test, expect, expectNoA11yViolations } from './fixtures'
import { LANGUAGES, SEO_PAGES, headOf, navigateInApp } from './seo-head'

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
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
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
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
    await navigateInApp(page, '/en/checkout/none')
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Canyoning/)
    await expect(
      page.locator('link[rel="canonical"], link[hreflang], script[type="application/ld+json"]'),
    ).toHaveCount(0)
    await expect(page.locator('meta[name="description"]')).toHaveCount(1)
  })
})
