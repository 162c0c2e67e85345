import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { createCart } from './shop-helpers'

declare global {
  interface Window {
    __xss?: number
  }
}

/** Script an attacker would have the page load: it marks the window when it runs. */
const PAYLOAD = 'window.__xss=1//'

/** Every request the page makes, to show that none leaves for an address from the URL. */
function requestsOf(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

test.describe('the embed example page takes only a shop origin on this machine', () => {
  const attempts: [string, string][] = [
    ['a data: URL', `data:text/javascript,${PAYLOAD}`],
    ['a javascript: URL', `javascript:${PAYLOAD}`],
    ['a javascript: URL in mixed case after a tab', `\tJaVaScRiPt:${PAYLOAD}`],
    ['another origin', 'https://evil.example'],
    ['another origin with a path', 'https://evil.example/x'],
    ['a protocol-relative address', '//evil.example'],
    ['backslashes for slashes', 'https:\\\\evil.example\\x'],
    ['credentials before another host', 'http://localhost@evil.example'],
    ['this machine with a path', 'http://localhost:1/evil'],
    ['a percent-encoded data: URL', `%64ata:text/javascript,${PAYLOAD}`],
  ]
  for (const [name, value] of attempts) {
    test(`refuses ${name}, loads nothing and says so`, async ({ page, baseURL }) => {
      // Were the page to load it, evil.example would answer with the attacker's script.
      await page.route(
        (url) => url.hostname === 'evil.example',
        (route) => route.fulfill({ contentType: 'text/javascript', body: PAYLOAD }),
      )
      const requests = requestsOf(page)
      // Encoded once more in the query, as a link would carry it.
      await page.goto(`/embed-example.html?shop=${encodeURIComponent(value)}`)
      await expect(page.getByRole('alert')).toContainText('Refused ?shop=')
      await expect(page.getByRole('alert')).toContainText('No widget is loaded.')
      await expect(page.locator('script[src]')).toHaveCount(0)
      await expect(page.locator('iframe')).toHaveCount(0)
      expect(await page.evaluate(() => window.__xss)).toBeUndefined()
      const origin = new URL(baseURL!).origin
      expect(requests.filter((url) => !url.startsWith(`${origin}/`))).toEqual([])
    })
  }

  test('the page is the dev and preview servers’ own: not a file of the build', async ({
    page,
  }) => {
    const response = await page.request.get('/embed-example.html')
    expect(response.headers()['cache-control']).toBe('no-store')
    expect(response.headers()['x-robots-tag']).toBe('noindex')
  })
})

test.describe('checkout pages are private: no index, no referrer', () => {
  for (const lang of ['de', 'en', 'fr']) {
    test(`checkout in ${lang}`, async ({ page, mockSession: _ }) => {
      const { cartId } = await createCart(page)
      await page.goto(`/${lang}/checkout/${cartId}`)
      await expect(page).toHaveURL(/step=configuration$/)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex, nofollow',
      )
      await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
      // A shop page reached from here gets the usual policy back and may be indexed.
      await page.goto(`/${lang}`)
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
      await expect(page.locator('meta[name="referrer"]')).toHaveAttribute(
        'content',
        'strict-origin-when-cross-origin',
      )
    })
  }

  test('an unknown cart too', async ({ page, mockSession: _ }) => {
    await page.goto('/fr/checkout/crt_doesnotexist')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    )
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
  })
})
