import type { Locator, Page } from '@playwright/test'

/**
 * Presses Tab until `target` has the focus, as a keyboard user moves on; fails once `max`
 * presses have not reached it (a focus order that skips it), instead of spinning to the timeout.
 */
export async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  const focused = () => target.evaluate((el) => el === document.activeElement).catch(() => false)
  if (await focused()) return
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if (await focused()) return
  }
  throw new Error(`${String(target)} was not reached with ${max} presses of Tab`)
}
