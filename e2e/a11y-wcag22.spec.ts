import { test, expect } from './fixtures'
import { controlFindings } from './a11y-controls'
import { htmlcsErrors } from './a11y-engines'
import { A11Y_PAGES, openA11yPage, type Layout } from './a11y-pages'
import {
  focusObscuredFindings,
  helpPlacement,
  horizontalScrollFindings,
  motionFindings,
  targetSizeFindings,
  textSpacingFindings,
} from './a11y-checks'

// WCAG 2.2 AA criteria axe does not check, and the second rule engine, on every page of
// e2e/a11y-pages.ts. One visit per page checks them all (the cost grows by one page load a page).

/** 3.2.6 Consistent help: the same landmarks, and the help in the same one, on every page of a layout. */
const HELP: Record<Layout, string> = {
  default: 'header > main > footer(email+phone+statement)',
  minimal: 'header > main > footer(email+phone+statement)',
  embedded: 'main > footer(statement)',
  standalone: 'main',
}

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } })
// One browser context per worker, reset between tests (cookies, storage, cache, routes, init
// scripts; each test still has its own mock session and clock): a fresh context per page cost
// a renderer process and a cold start of the app each, about twice the CPU of the checks
// themselves (measured: 75 vs 35 CPU-seconds for opening the 25 pages of the list).
test.use({ reuseContext: true })

for (const entry of A11Y_PAGES) {
  test(`WCAG 2.2 beyond axe: ${entry.name}`, async ({ page, mockSession: _ }) => {
    await openA11yPage(page, entry)

    // The second rule engine first, on the page as it loaded.
    expect(await htmlcsErrors(page), 'HTML_CodeSniffer WCAG2AA').toEqual([])

    expect(await helpPlacement(page), '3.2.6 consistent help').toBe(HELP[entry.layout])
    expect(await motionFindings(page), 'reduced motion').toEqual([])
    expect(await targetSizeFindings(page), '2.5.8 target size').toEqual([])
    expect(await controlFindings(page), "the shop's own controls").toEqual([])
    expect(await textSpacingFindings(page), '1.4.12 text spacing').toEqual([])
    expect(await focusObscuredFindings(page), '2.4.11 focus not obscured').toEqual([])

    // 200 % zoom of a 1280 px window is a 640 px wide viewport; 320 px is 1.4.10's width.
    for (const width of [640, 320]) {
      await page.setViewportSize({ width, height: 640 })
      expect(await horizontalScrollFindings(page), `1.4.10 reflow at ${width} px`).toEqual([])
    }
    expect(await targetSizeFindings(page), '2.5.8 target size at 320 px').toEqual([])
    expect(await controlFindings(page), "the shop's own controls at 320 px").toEqual([])
    expect(await focusObscuredFindings(page), '2.4.11 focus not obscured at 320 px').toEqual([])
  })
}
