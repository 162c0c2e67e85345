import { expect, type Locator, type Page } from '@playwright/test'
import { createCart } from './shop-helpers'

/**
 * The pages the accessibility suites (e2e/a11y-*.spec.ts) visit: ONE line per page. A new page
 * is covered by every WCAG 2.2 check and by the second rule engine (HTML_CodeSniffer) by adding
 * its line here.
 *
 * - layout: which layout frames it (the help mechanism and landmarks are checked per layout);
 * - path: its URL, or a function that sets up state through the API and returns the URL;
 * - ready: what is visible once the page has loaded (default: its level-1 heading, not the
 *   "Loading…" heading of a route still loading);
 * - state: steps from the loaded page to one of its states (an error shown, a step further).
 */
export type Layout = 'default' | 'embedded' | 'minimal' | 'standalone'

export interface A11yPage {
  name: string
  layout: Layout
  path: string | ((page: Page) => Promise<string>)
  ready?: (page: Page) => Locator
  /**
   * A state reached from the loaded page by the visitor's own steps (typing, submitting); it
   * resolves once the state shows. The checks run on that state.
   */
  state?: (page: Page) => Promise<void>
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

/** The mock's staff accounts (src/mocks/db/staff.ts): one signs in with a password alone, one with a code. */
const STAFF = { email: 'staff@alpenblick.example', password: 'alpenblick-staff' }
const STAFF_WITH_CODE = { email: 'code@alpenblick.example', password: 'Alpenblick-Code1' }

/** A request to the staff API with Laravel's CSRF cookie echoed in its header. */
async function staffPost(page: Page, path: string, data: Record<string, unknown>) {
  await page.request.get('/sanctum/csrf-cookie')
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? ''
  return page.request.post(`/api/staff/v1/${path}`, {
    data,
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
  })
}

/** A staff page, signed in through the API first (the mock's demo account). */
const staff = (path: string) => async (page: Page) => {
  expect((await staffPost(page, 'session', STAFF)).status()).toBe(200)
  return path
}

/** The reset page of a link the mock "mailed" (a valid token). */
const resetLink = async (page: Page) => {
  expect((await staffPost(page, 'forgot-password', { email: STAFF.email })).status()).toBe(202)
  const outbox = await page.request.get(
    `/api/__mock/staff/outbox?to=${encodeURIComponent(STAFF.email)}`,
  )
  const { data } = (await outbox.json()) as { data: { secret: string }[] }
  return `/en/staff/reset-password/${data.at(-1)!.secret}`
}

/** The availability month with its data (the seed: 18 June available all day). */
const availabilityMonth = (page: Page) =>
  page.getByRole('button', { name: /June 18, 2026: .*all day Available/ })
/** The profile with the icon service's answer in (not "Asking the icon service…"). */
const profileLoaded = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ icons?$/ })

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })

/** Types e-mail and password into the sign-in form and submits it. */
const signIn = (account: { email: string; password: string }) => async (page: Page) => {
  await textbox(page, 'E-mail').fill(account.email)
  await textbox(page, 'Password').fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Sign-in refused: the error under the e-mail field. */
const signInRefused = async (page: Page) => {
  await signIn({ ...STAFF, password: 'not-the-password' })(page)
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible()
}

/** The code step of an account with a confirmation code. */
const codeStep = async (page: Page) => {
  await signIn(STAFF_WITH_CODE)(page)
  await expect(h1(page, 'Confirmation code')).toBeVisible()
}

/** The neutral answer (the same whether the address has an account or not). */
const forgotSent = async (page: Page) => {
  await textbox(page, 'E-mail').fill('nobody@example.com')
  await page.getByRole('button', { name: 'Send link' }).click()
  await expect(page.getByRole('status').filter({ hasText: /If an account exists/ })).toBeVisible()
}

/** A used or unknown link, found out as the page opens. */
const badResetLink = async (page: Page) => {
  await expect(page.getByRole('alert')).toHaveText(/The link has expired or is invalid/)
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
  { name: 'staff sign-in', layout: 'minimal', path: '/en/staff/sign-in' },
  { name: 'staff sign-in refused', layout: 'minimal', path: '/en/staff/sign-in', state: signInRefused },
  { name: 'staff code step', layout: 'minimal', path: '/en/staff/sign-in', state: codeStep },
  { name: 'staff forgot password', layout: 'minimal', path: '/en/staff/forgot-password' },
  { name: 'staff forgot password sent', layout: 'minimal', path: '/en/staff/forgot-password', state: forgotSent },
  { name: 'staff reset password', layout: 'minimal', path: resetLink },
  { name: 'staff reset password bad link', layout: 'minimal', path: `/en/staff/reset-password/${'x'.repeat(40)}`, state: badResetLink },
  { name: 'staff availability', layout: 'minimal', path: staff('/en/staff/availability'), ready: availabilityMonth },
  { name: 'staff profile', layout: 'minimal', path: staff('/en/staff/profile'), ready: profileLoaded },
]

/** Opens the page and waits until it shows what `ready` says, and its layout's footer. */
export async function openA11yPage(page: Page, entry: A11yPage): Promise<void> {
  const path = typeof entry.path === 'string' ? entry.path : await entry.path(page)
  await page.goto(path)
  const ready =
    entry.ready ??
    ((p: Page) => p.getByRole('heading', { level: 1 }).and(p.locator(':not(.page-loading__title)')))
  await expect(ready(page).first()).toBeVisible({ timeout: 15_000 })
  // A route still loading shows "Loading…" as its level-1 heading (PageLoading): the checks
  // judge the page, not its loading state.
  await expect(page.locator('.page-loading')).toHaveCount(0, { timeout: 15_000 })
  if (entry.layout !== 'standalone') await expect(page.locator('footer').last()).toBeVisible()
  await entry.state?.(page)
}
