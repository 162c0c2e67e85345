import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { contrastRatio, type Palette, type Rgb } from '../src/lib/theme/contrast'

// Shops configure their own colours (theme.colorPalette); the contrast guard (src/lib/theme/contrast.ts)
// adjusts unreadable ones. Hostile palettes through the configuration call, then axe's
// color-contrast rule on pages that show every palette role.

const HOSTILE: Record<string, Palette> = {
  'light grey on white': {
    primary: { background: [250, 250, 250], foreground: [215, 215, 215] },
    secondary: { background: [255, 255, 255], foreground: [225, 225, 225] },
    accent: { background: [245, 245, 245], foreground: [230, 230, 230] },
  },
  'mid-grey on mid-grey': {
    primary: { background: [128, 128, 128], foreground: [145, 145, 145] },
    secondary: { background: [120, 120, 120], foreground: [135, 135, 135] },
    accent: { background: [128, 128, 128], foreground: [128, 128, 128] },
  },
  'pure colours': {
    primary: { background: [255, 255, 0], foreground: [0, 255, 0] },
    secondary: { background: [0, 0, 255], foreground: [255, 0, 0] },
    accent: { background: [255, 0, 0], foreground: [0, 0, 255] },
  },
}

// The a11y suites share one browser context per worker, reset between tests (see
// e2e/a11y-wcag22.spec.ts).
test.use({ reuseContext: true })

async function expectNoContrastViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze()
  const found = results.violations.flatMap((v) =>
    v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').at(-1)?.trim()}`),
  )
  expect(found, `contrast violations on ${label}`).toEqual([])
}

/** The colours in force, read back from the page's CSS custom properties. */
async function colourInForce(page: Page, property: string): Promise<Rgb> {
  const value = await page.evaluate(
    (name) => getComputedStyle(document.documentElement).getPropertyValue(name),
    property,
  )
  const channels = value.match(/\d+/g)?.map(Number)
  expect(channels, `${property} = ${value}`).toHaveLength(3)
  return channels as unknown as Rgb
}

// One test, one browser context: each palette is a fresh load of the page.
test('hostile palettes: no contrast violations', async ({ page, mockSession: _ }) => {
  let palette: Palette = {}
  await page.route('**/api/webshop/v1/config', async (route) => {
    const response = await route.fetch()
    const body = await response.json()
    body.data.theme.colorPalette = palette
    await route.fulfill({ response, json: body })
  })
  for (const [name, hostile] of Object.entries(HOSTILE)) {
    palette = hostile
    // The listing page shows every role: header (primary), footer and chosen slot (secondary),
    // links and outlined controls (primary on white), the calendar and its selected day.
    await page.goto('/en/listing/lake-kayak-brienz')
    await page
      .getByRole('button', { name: /Only \d+ seats? left|Available/ })
      .first()
      .click()
    await page.getByRole('radio').first().check()
    await expectNoContrastViolations(page, `${name}: listing with a day and slot chosen`)

    // Links and control borders (3:1 at least, the guard gives 4.5:1) and each text pair.
    const white: Rgb = [255, 255, 255]
    const primary = await colourInForce(page, '--color-primary-bg')
    expect(contrastRatio(primary, white)).toBeGreaterThanOrEqual(4.5)
    for (const role of ['primary', 'secondary', 'accent']) {
      const bg = await colourInForce(page, `--color-${role}-bg`)
      const fg = await colourInForce(page, `--color-${role}-fg`)
      expect(contrastRatio(fg, bg), role).toBeGreaterThanOrEqual(4.5)
    }
  }
})
