import { test as base, expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'

/** Scans the page with axe (WCAG 2.x A/AA and best practices) and fails on any violation. */
export async function expectNoA11yViolations(page: Page, label = page.url()) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(summary, `axe violations on ${label}`).toEqual([])
}

export const test = base.extend<{ mockSession: string }>({
  // Each test gets its own mock backend state (carts, stock, clock) via the mock-session cookie.
  mockSession: async ({ context, baseURL }, use, testInfo) => {
    const id = `t${testInfo.workerIndex}-${testInfo.testId}-${Date.now().toString(36)}`
    const url = new URL(baseURL ?? 'http://localhost')
    await context.addCookies([{ name: 'mock-session', value: id, domain: url.hostname, path: '/' }])
    await use(id)
  },
})

export { expect }
