import { expect, type Page } from '@playwright/test'

/** The public pages of the demo shop besides its listings (src/lib/seo/pages.ts). */
export const SEO_PAGES = [
  '',
  '/imprint',
  '/privacy-policy',
  '/terms-and-conditions',
  '/accessibility',
]
export const LANGUAGES = ['de', 'en', 'fr'] as const

export interface HeadSnapshot {
  lang: string
  title: string
  /** Each managed element as `<tag attr="…">text`, in document order. */
  tags: string[]
}

/** The managed head of a document: of the page, or of an HTML text parsed in the page. */
export function headOf(page: Page, html?: string): Promise<HeadSnapshot> {
  return page.evaluate((source) => {
    const doc = source ? new DOMParser().parseFromString(source, 'text/html') : document
    const tags = [...doc.head.querySelectorAll('[data-head]')].map((element) => {
      const attrs = [...element.attributes]
        .filter((a) => a.name !== 'data-head')
        .map((a) => ` ${a.name}="${a.value}"`)
        .join('')
      return `<${element.localName}${attrs}>${element.textContent ?? ''}`
    })
    return { lang: doc.documentElement.lang, title: doc.title, tags }
  }, html)
}

/**
 * A navigation inside the running app (no page load), as a click on a link would do: the
 * router's history wraps pushState and follows it.
 */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => window.history.pushState(null, '', to), path)
}

/**
 * Waits until the app has replaced a prerendered first view: its heading is on screen before any
 * script runs, and a link followed or a history entry pushed before then is not the app's.
 */
export async function appTookOver(page: Page) {
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0)
}
