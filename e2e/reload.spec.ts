import { test, expect, expectNoA11yViolations, heldUntilReleased } from './fixtures'

test.describe('new builds and missing chunks', () => {
  test('a new build found by the version file reloads the page once, at the next navigation, guarded for 10 s', async ({
    page,
  }) => {
    let checks = 0
    await page.route('**/version.json*', (route) => {
      checks += 1
      return route.fulfill({ json: { buildId: 'a-newer-build' } })
    })
    let loads = 0
    page.on('load', () => (loads += 1))
    await page.goto('/en')
    await expect(page.getByRole('banner')).toBeVisible()
    // The first check runs once the page is idle; it finds the new build but does not reload on
    // the spot...
    await page.clock.runFor(1_000)
    await expect.poll(() => checks).toBeGreaterThan(0)
    await page.evaluate(() => fetch('/version.json?probe').then((r) => r.json()))
    expect(loads).toBe(1)
    // ...but at the next navigation, which loads its destination afresh.
    // (The old page, knowing of the new build, checks no more: the next check is the new page's.)
    const recheck = page.waitForResponse((r) => r.url().includes('/version.json'))
    await page.getByRole('link', { name: 'Imprint' }).click()
    await expect.poll(() => loads).toBe(2)
    await expect(page).toHaveURL(/\/en\/imprint$/)
    const guard = await page.evaluate(() => sessionStorage.getItem('webshop:last-forced-reload'))
    expect(Number(guard)).toBeGreaterThan(0)
    // The guard, which survived the reload, keeps the next navigation in the page (this old
    // build still differs from the version file).
    await page.clock.runFor(1_000)
    await recheck
    await page.getByRole('link', { name: 'Privacy policy' }).click()
    await expect(page).toHaveURL(/\/en\/privacy-policy$/)
    await page.evaluate(() => fetch('/version.json?probe').then((r) => r.json()))
    expect(loads).toBe(2)
    await expect(page.getByRole('banner')).toBeVisible()
  })

  test('a chunk that fails to load reloads once, then shows the error screen', async ({ page }) => {
    await page.goto('/en')
    await expect(page.getByRole('banner')).toBeVisible()
    // A failure during the idle prefetch reloads nothing (src/lib/loading/idle.ts): click after it.
    await expect(page.locator('html')).toHaveAttribute('data-idle-prefetch', 'done')
    await page.route(/\/assets\/imprint-[^/]+\.js$/, (route) => route.abort())
    let loads = 0
    page.on('load', () => (loads += 1))
    await page.getByRole('link', { name: 'Imprint' }).click()
    await expect.poll(() => loads).toBe(1)
    // After the reload the chunk is still missing: no loop, the app's own message inside the
    // layout instead, with a way to try again.
    await page.getByRole('link', { name: 'Imprint' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    // The loading bar turned to the error colour.
    await expect(page.locator('body')).toHaveClass(/nprogress-error/)
    // Nothing scheduled reloads it later either.
    await page.clock.runFor(10_000)
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    expect(loads).toBe(1)
  })

  test('a page change whose chunk fails while the idle prefetch is under way still reloads once', async ({
    page,
  }) => {
    // The idle prefetch (the cart drawer's code) stays under way until the end of the test.
    const prefetch = heldUntilReleased()
    await page.route(/\/assets\/CartDrawer-[^/]+\.js$/, async (route) => {
      await prefetch.held
      await route.continue()
    })
    await page.goto('/en')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-idle-prefetch', 'running')
    await page.route(/\/assets\/imprint-[^/]+\.js$/, (route) => route.abort())
    let loads = 0
    page.on('load', () => (loads += 1))
    await page.getByRole('link', { name: 'Imprint' }).click()
    await expect.poll(() => loads).toBe(1)
    prefetch.release()
  })
})

test.describe('loading bar', () => {
  test('shows while a page loads and adds no accessibility violation', async ({ page }) => {
    await page.goto('/en')
    await expect(page.getByRole('banner')).toBeVisible()
    // The page's code arrives only once the loading bar has been checked.
    const chunk = heldUntilReleased()
    await page.route(/\/assets\/privacy-policy-[^/]+\.js$/, async (route) => {
      await chunk.held
      await route.continue()
    })
    await page.getByRole('link', { name: 'Privacy policy' }).click()
    const bar = page.locator('#nprogress .bar')
    await expect(bar).toBeAttached()
    expect(await bar.evaluate((el) => getComputedStyle(el).height)).toBe('3px')
    await expectNoA11yViolations(page, 'loading bar visible')
    chunk.release()
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible()
    // Finished: filled, then hidden after the hide and reset delays.
    await expect(page.locator('#nprogress')).toHaveCount(0)
  })
})
