import { test as base, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { TEST_NOW, TEST_TODAY } from '../src/testing/test-instant'
import { baseURL as configuredBaseURL } from '../playwright.config'

export { TEST_NOW, TEST_TODAY }

/** Scans the page with axe (WCAG 2.x A/AA and best practices) and fails on any violation. */
export async function expectNoA11yViolations(page: Page, label = page.url()) {
  // axe places `position: sticky` elements where they are stuck at the moment of the scan but
  // judges them as if they scrolled with the page (dequelabs/axe-core#3720), so a scroll that
  // leaves a calendar day under the sticky header's cart button reads as a 2.5.8 target-size
  // failure that no visitor meets (the header and the day are never both targets at that spot
  // for a pointer: the header is on top). For the scan, sticky elements sit where they belong
  // in the flow; layout around them does not move (sticky keeps its place in the flow).
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(el).position === 'sticky') {
        el.dataset.axeWasSticky = el.getAttribute('style') ?? ''
        // Relative without offsets: the place in the flow, still a containing block for its
        // absolutely positioned children and still stacked by its z-index.
        el.style.position = 'relative'
        el.style.inset = 'auto'
      }
    }
  })
  let results
  try {
    results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze()
  } finally {
    await page
      .evaluate(() => {
        for (const el of document.querySelectorAll<HTMLElement>('[data-axe-was-sticky]')) {
          const style = el.dataset.axeWasSticky ?? ''
          delete el.dataset.axeWasSticky
          if (style) el.setAttribute('style', style)
          else el.removeAttribute('style')
        }
      })
      .catch(() => undefined)
  }
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(summary, `axe violations on ${label}`).toEqual([])
}

/**
 * A gate for a routed request: the route handler awaits `held`, the test calls `release()` once
 * it has checked the loading state (instead of delaying the answer by some wall-clock time).
 */
export function heldUntilReleased(): { held: Promise<void>; release: () => void } {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  return { held, release }
}

type NavigationOptions = { waitUntil?: string } | undefined

/**
 * Waits until the app has replaced a prerendered first view (scripts/prerender/first-view.tsx),
 * unless the navigation asked to return at its first byte.
 */
async function afterTakeover<T>(page: Page, answer: T, options: NavigationOptions): Promise<T> {
  if (options?.waitUntil !== 'commit')
    await page.waitForFunction(() => !document.querySelector('#root[data-prerendered]'))
  return answer
}

export const test = base.extend<
  { mockSession: string; browserClock: boolean },
  { testServer: void }
>({
  // The browser's clock starts at the test instant, where the mock starts every session's clock
  // (src/testing/test-instant.ts), and runs from there; a test moves both together
  // (page.clock.fastForward and POST /api/__mock/clock). Playwright's clock also replaces
  // `performance`, so a test that reads resource timings turns it off
  // (test.use({ browserClock: false })) and must not depend on "today".
  browserClock: [true, { option: true }],
  // The home and a listing paint their prerendered first view before the app runs; what a test
  // does there before the app has taken it over goes nowhere, as for a visitor whose script is
  // still on its way. So page.goto and page.reload return once the app has taken over.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = async (url, options) => afterTakeover(page, await goto(url, options), options)
      page.reload = async (options) => afterTakeover(page, await reload(options), options)
    }
    await use(page)
  },
  context: async ({ context, browserClock }, use) => {
    if (browserClock) await context.clock.install({ time: TEST_NOW })
    await use(context)
  },
  // Outside CI Playwright reuses a server already listening on the port: make sure it is one
  // that serves tests (started with MOCK_CLOCK_START), not a demo counting from the real today.
  testServer: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: configuredBaseURL })
      const state = await request.get('/api/__mock/state', {
        headers: { Cookie: `mock-session=server-check-${Date.now().toString(36)}` },
      })
      const today = state.ok()
        ? ((await state.json()) as { data: { today: string } }).data.today
        : ''
      await request.dispose()
      if (today !== TEST_TODAY) {
        throw new Error(
          `The server at ${configuredBaseURL} does not serve tests: its mock's today is ` +
            `"${today}", not ${TEST_TODAY}. Stop it, or set E2E_PORT to a free port, and let ` +
            `Playwright start its own (playwright.config.ts sets MOCK_CLOCK_START).`,
        )
      }
      await use()
    },
    { scope: 'worker', auto: true },
  ],
  // Each test gets its own mock backend state (carts, stock, clock) via the mock-session cookie.
  mockSession: async ({ context, baseURL }, use, testInfo) => {
    const id = `t${testInfo.workerIndex}-${testInfo.testId}-${Date.now().toString(36)}`
    const url = new URL(baseURL ?? 'http://localhost')
    await context.addCookies([{ name: 'mock-session', value: id, domain: url.hostname, path: '/' }])
    await use(id)
  },
})

export { expect }
