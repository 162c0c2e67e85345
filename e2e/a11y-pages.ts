import { expect, type Locator, type Page } from '@playwright/test'
import { createCart } from './shop-helpers'

/**
 * The pages the accessibility suites (e2e/a11y-*.spec.ts) visit: ONE line per page. A new page
 * is covered by every WCAG 2.2 check and by the second rule engine (HTML_CodeSniffer) by adding
 * its line here.
 *
 * - layout: which layout frames it (the help mechanism and landmarks are checked per layout);
 * - path: its URL, or a function that sets up state through the API and returns the URL;
 * - ready: what is visible once the page has loaded (default: its level-1 heading).
 */
export type Layout = 'default' | 'embedded' | 'minimal' | 'standalone'

export interface A11yPage {
  name: string
  layout: Layout
  path: string | ((page: Page) => Promise<string>)
  ready?: (page: Page) => Locator
}

const LISTING = 'lake-kayak-brienz'
const calendar = (page: Page) => page.getByRole('grid').first()

/** A checkout with one booked item (participants named from the contact step on). */
const checkout = (step: 'configuration' | 'contact') => async (page: Page) => {
  const names: [string, string][] | undefined =
    step === 'configuration'
      ? undefined
      : [
          ['Anna', 'Muster'],
          ['Ben', 'Muster'],
        ]
  return `/en/checkout/${(await createCart(page, { names })).cartId}?step=${step}`
}

/** A staff page, signed in through the API first (the mock's demo account). */
const staff = (path: string) => async (page: Page) => {
  await page.request.get('/sanctum/csrf-cookie')
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? ''
  const signIn = await page.request.post('/api/staff/v1/session', {
    data: { email: 'staff@alpenblick.example', password: 'alpenblick-staff' },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
  })
  expect(signIn.status()).toBe(200)
  return path
}

// One line per page (prettier keeps the array's lines long).
// prettier-ignore
export const A11Y_PAGES: A11yPage[] = [
  { name: 'home', layout: 'default', path: '/en' },
  { name: 'listing', layout: 'default', path: `/en/listing/${LISTING}`, ready: calendar },
  { name: 'checkout configuration', layout: 'default', path: checkout('configuration') },
  { name: 'checkout contact', layout: 'default', path: checkout('contact') },
  { name: 'imprint', layout: 'default', path: '/en/imprint' },
  { name: 'privacy policy', layout: 'default', path: '/en/privacy-policy' },
  { name: 'terms and conditions', layout: 'default', path: '/en/terms-and-conditions' },
  { name: 'accessibility statement', layout: 'default', path: '/en/accessibility' },
  { name: 'page not found', layout: 'default', path: '/en/no-such-page' },
  { name: 'widget search', layout: 'embedded', path: '/en/embed/v1/search' },
  { name: 'widget upcoming', layout: 'embedded', path: '/en/embed/v1/upcoming' },
  { name: 'widget listing', layout: 'embedded', path: `/en/embed/v1/listing/${LISTING}` },
  { name: 'widget booking', layout: 'embedded', path: `/en/embed/v1/booking/${LISTING}`, ready: calendar },
  { name: 'payment link', layout: 'minimal', path: '/en/aftersales/payment/pl-payable' },
  { name: 'booking management', layout: 'minimal', path: '/en/aftersales/booking/ord-paid' },
  { name: 'aftersales not found', layout: 'minimal', path: '/en/aftersales/no-such-page' },
  { name: 'staff availability', layout: 'minimal', path: staff('/en/staff/availability') },
  { name: 'staff profile', layout: 'minimal', path: staff('/en/staff/profile') },
]

/** Opens the page and waits until it shows what `ready` says, and its layout's footer. */
export async function openA11yPage(page: Page, entry: A11yPage): Promise<void> {
  const path = typeof entry.path === 'string' ? entry.path : await entry.path(page)
  await page.goto(path)
  const ready = entry.ready ?? ((p: Page) => p.getByRole('heading', { level: 1 }))
  await expect(ready(page).first()).toBeVisible({ timeout: 15_000 })
  if (entry.layout !== 'standalone') await expect(page.locator('footer').last()).toBeVisible()
}
