import { test, expect, expectNoA11yViolations, heldUntilReleased } from './fixtures'

test.describe('overview', () => {
  test('cards show picture, title, teaser, price, status and availability', async ({ page }) => {
    await page.goto('/en')
    const offers = page.getByRole('region', { name: 'Our offers' })
    await expect(offers.getByRole('status').first()).toHaveText(/\d+ offers/)
    const card = offers.getByRole('article').filter({ hasText: 'Canyoning in the Saxetbach gorge' })
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(
      'Canyoning in the Saxetbach gorge',
    )
    await expect(card).toContainText('from CHF 119.00')
    // A bookable offer carries no "Upcoming" badge (it read like "not bookable yet"), and
    // undated offers (vouchers, goods) no time status at all.
    await expect(card).not.toContainText('Upcoming')
    const voucher = offers.getByRole('article').filter({ hasText: 'Gift voucher' })
    await expect(voucher).not.toContainText(/Upcoming|Ongoing|Past/)
    await expect(card).toContainText(/Available · next date/)
    const img = card.getByRole('img')
    await expect(img).toHaveAttribute('alt', 'Canyoning in the Saxetbach gorge')
    await expect(img).toHaveAttribute('srcset', /width=320 320w, .*width=768 768w/)
    await expect(img).toHaveAttribute('sizes', /.+/)
    await expect(img).toHaveAttribute('width', '480')
    await expect(img).toHaveAttribute('height', '320')
    // The first row's pictures (the page's largest paint) load at once with high priority; the
    // pictures further down wait until they come near the screen.
    const pictures = offers.getByRole('article').getByRole('img')
    await expect(pictures.first()).toHaveAttribute('loading', 'eager')
    await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high')
    await expect(pictures.last()).toHaveAttribute('loading', 'lazy')
    // Each status label and availability hint of the demo data.
    await expect(offers.getByText('Ongoing', { exact: true })).toBeVisible()
    await expect(offers.getByText('Past', { exact: true })).toBeVisible()
    await expect(offers.getByText('Sold out', { exact: true })).toBeVisible()
    await expect(offers.getByText(/^Only \d seats? left/).first()).toBeVisible()
    await expect(offers.getByText(/^On request/).first()).toBeVisible()
    await expectNoA11yViolations(page, 'overview')
  })

  test('the text filter, shareable and kept on reload', async ({ page }) => {
    await page.goto('/en')
    await page.getByRole('searchbox', { name: 'Search' }).fill('kayak')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/\?q=kayak$/)
    const offers = page.getByRole('region', { name: 'Our offers' })
    await expect(offers.getByRole('article')).toHaveCount(1)
    await expect(offers.getByRole('article')).toContainText('Kayak tour on Lake Brienz')
    await page.reload()
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('kayak')
    await expect(offers.getByRole('article')).toHaveCount(1)
  })

  test('type, tag and audience filters combine and work with back and forward', async ({
    page,
  }) => {
    await page.goto('/en')
    const offers = page.getByRole('region', { name: 'Our offers' })
    await expect(offers.getByRole('status').first()).toHaveText(/\d+ offers/)
    const total = await offers.getByRole('article').count()
    expect(total).toBeGreaterThanOrEqual(12)

    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Gift voucher' })
    await expect(page).toHaveURL(/type=VOUCHER/)
    await expect(offers.getByRole('article')).toHaveCount(1)
    await expect(offers.getByRole('article')).toContainText('Gift voucher')

    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'All types' })
    // The URL drives the checkbox, so it turns checked once the navigation is done.
    await page
      .getByRole('group', { name: 'Activity' })
      .getByRole('checkbox', { name: 'Air' })
      .click()
    await expect(page.getByRole('checkbox', { name: 'Air' })).toBeChecked()
    await expect(page).toHaveURL(/tags=air/)
    await expect(offers.getByRole('article')).toHaveCount(2)
    await expect(offers).toContainText('Tandem paragliding flight')

    await page
      .getByRole('group', { name: 'Suitable for' })
      .getByRole('checkbox', { name: 'Couples' })
      .click()
    await expect(page.getByRole('checkbox', { name: 'Couples' })).toBeChecked()
    await expect(page).toHaveURL(/audience=couples/)
    const combined = await offers.getByRole('article').count()
    expect(combined).toBeLessThanOrEqual(2)

    await page.goBack()
    await expect(page).not.toHaveURL(/audience=/)
    await expect(offers.getByRole('article')).toHaveCount(2)
    await page.goBack()
    await expect(page).not.toHaveURL(/tags=/)
    await expect(offers.getByRole('article')).toHaveCount(total)
    await page.goForward()
    await expect(page).toHaveURL(/tags=air/)
    await expect(page.getByRole('checkbox', { name: 'Air' })).toBeChecked()
    await expectNoA11yViolations(page, 'filtered overview')
  })

  test('on a phone the filters other than the search fold away', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/en')
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible()
    const water = page.getByRole('checkbox', { name: 'Water' })
    await expect(water).toBeHidden()
    await page.getByText('More filters', { exact: true }).click()
    await water.click()
    await expect(page).toHaveURL(/tags=water/)
    await page.reload()
    await expect(page.getByText('More filters (1 set)')).toBeVisible()
    await expect(page.getByRole('checkbox', { name: 'Water' })).toBeChecked()
    await expectNoA11yViolations(page, 'filters on a phone')
  })

  test('the audience filter on its own', async ({ page }) => {
    await page.goto('/en?audience=families')
    await expect(page.getByRole('checkbox', { name: 'Families' })).toBeChecked()
    const offers = page.getByRole('region', { name: 'Our offers' })
    await expect(offers).toContainText('Gift voucher')
    await expect(offers).not.toContainText('Tandem paragliding flight')
  })

  test('the date filter shows offers with availability on that day', async ({ page }) => {
    await page.goto('/en')
    const date = page.getByLabel('Date')
    const min = await date.getAttribute('min')
    expect(min).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    await date.fill(min!)
    await expect(page).toHaveURL(new RegExp(`date=${min}`))
    const offers = page.getByRole('region', { name: 'Our offers' })
    await expect(offers.getByRole('article').first()).toBeVisible()
    await expect(offers).not.toContainText('Snowshoe evening with fondue')
    await page.getByRole('button', { name: 'Remove date' }).click()
    await expect(page).not.toHaveURL(/date=/)
  })

  test('no results for the filters, then reset', async ({ page }) => {
    await page.goto('/en?q=nothing-matches-this')
    const offers = page.getByRole('region', { name: 'Our offers' })
    await expect(offers.getByText('No results for these filters.')).toBeVisible()
    await expect(offers.getByText('Try other filters.')).toBeVisible()
    await expectNoA11yViolations(page, 'no results')
    await offers.getByRole('button', { name: 'Reset all filters' }).click()
    await expect(page).toHaveURL(/\/en$/)
    await expect(offers.getByRole('article').first()).toBeVisible()
  })

  test('malformed filters in the URL are ignored, not an error', async ({ page }) => {
    await page.goto('/en?type=NOPE&tags=%3Cscript%3E&date=2026-99-99&page=-1')
    await expect(
      page.getByRole('region', { name: 'Our offers' }).getByRole('article').first(),
    ).toBeVisible()
  })

  test('a shop without offers says so', async ({ page, context, baseURL }) => {
    const url = new URL(baseURL!)
    await context.addCookies([
      { name: 'mock-shop', value: 'leman', domain: url.hostname, path: '/' },
    ])
    await page.goto('/en')
    await expect(page.getByText('There are no offers at the moment.')).toBeVisible()
    await expectNoA11yViolations(page, 'no offers')
  })

  test('a failing listing call shows a message with a way to try again', async ({ page }) => {
    let fail = true
    await page.route('**/api/webshop/v1/listings?*', (route) =>
      fail ? route.fulfill({ status: 503, json: { message: 'down' } }) : route.continue(),
    )
    await page.route('**/api/webshop/v1/listings', (route) =>
      fail ? route.fulfill({ status: 503, json: { message: 'down' } }) : route.continue(),
    )
    await page.goto('/en')
    const offers = page.getByRole('region', { name: 'Our offers' })
    await expect(offers.getByRole('alert')).toHaveText(/The offers could not be loaded/)
    // The rest of the page is there.
    await expect(page.getByRole('banner')).toBeVisible()
    await expectNoA11yViolations(page, 'listing error')
    fail = false
    await offers.getByRole('button', { name: 'Try again' }).click()
    await expect(offers.getByRole('article').first()).toBeVisible()
  })
})

test.describe('listing detail', () => {
  test('hovering a card preloads its detail data', async ({ page }) => {
    await page.goto('/en')
    const requested: string[] = []
    page.on('request', (r) => {
      // The detail only: the booking section's availability calls come on top, as they should.
      if (/^\/api\/webshop\/v1\/listings\/[^/]+$/.test(new URL(r.url()).pathname))
        requested.push(new URL(r.url()).pathname)
    })
    await page.getByRole('link', { name: 'Kayak tour on Lake Brienz' }).hover()
    await expect.poll(() => requested).toContain('/api/webshop/v1/listings/lake-kayak-brienz')
    const before = requested.length
    await page.getByRole('link', { name: 'Kayak tour on Lake Brienz' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kayak tour on Lake Brienz' }),
    ).toBeVisible()
    // Opening it needed no further request for the listing.
    expect(requested.length).toBe(before)
  })

  test('detail contents: header, intro with show more, tags, more offers, contact, teaser', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/en/listing/canyoning-saxetbach')
    await expect(page).toHaveTitle('Canyoning in the Saxetbach gorge | Alpenblick Adventures')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Canyoning in the Saxetbach gorge',
    )
    const more = page.getByRole('button', { name: 'Show more' })
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await more.click()
    await expect(page.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(
      page.getByRole('region', { name: 'Good for' }).getByRole('link', { name: 'Water' }),
    ).toHaveAttribute('href', '/en?tags=water')
    await expect(
      page.getByRole('region', { name: 'More offers' }).getByRole('article').first(),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'Questions?' })).toContainText(
      'hallo@alpenblick-erlebnisse.ch',
    )
    await expect(page.getByText('Offers from CHF 119.00')).toBeVisible()
    await page.getByRole('button', { name: 'Find an appointment' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Book' })).toBeFocused()
    await expectNoA11yViolations(page, 'listing detail (phone)')
  })

  test('all pictures in an accessible dialog, by keyboard', async ({ page }) => {
    await page.goto('/en/listing/canyoning-saxetbach')
    const opener = page.getByRole('button', { name: 'Show all 5 pictures' })
    await opener.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Pictures: Canyoning in the Saxetbach gorge' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
    await expect(dialog.getByText('Picture 1 of 5')).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(dialog.getByText('Picture 2 of 5')).toBeVisible()
    await expect(dialog.getByRole('img')).toHaveAttribute(
      'alt',
      'Canyoning in the Saxetbach gorge, picture 2 of 5',
    )
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(dialog.getByText('Picture 5 of 5')).toBeVisible()
    // Focus stays inside the dialog.
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab')
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await expectNoA11yViolations(page, 'picture dialog')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('swipe moves between pictures', async ({ page }) => {
    await page.goto('/en/listing/canyoning-saxetbach')
    await page.getByRole('button', { name: 'Show all 5 pictures' }).click()
    const figure = page.getByRole('dialog').locator('figure')
    const box = (await figure.boundingBox())!
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 })
    await page.mouse.up()
    await expect(page.getByRole('dialog').getByText('Picture 2 of 5')).toBeVisible()
  })

  test('an unknown slug gives the 404 screen', async ({ page }) => {
    await page.goto('/en/listing/no-such-offer')
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expectNoA11yViolations(page, 'unknown listing')
  })
})

test.describe('loading states', () => {
  test('a slow listing shows a loading state, then the page', async ({ page }) => {
    await page.goto('/en')
    await expect(
      page.getByRole('region', { name: 'Our offers' }).getByRole('article').first(),
    ).toBeVisible()
    // The listing's answer comes only once the loading state has been checked.
    const answer = heldUntilReleased()
    await page.route('**/api/webshop/v1/listings/glacier-hike-grindelwald', async (route) => {
      await answer.held
      await route.continue()
    })
    await page.getByRole('link', { name: 'Guided glacier hike in Grindelwald' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible()
    await expectNoA11yViolations(page, 'page loading')
    answer.release()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Guided glacier hike in Grindelwald' }),
    ).toBeVisible()
  })
})
