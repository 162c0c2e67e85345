import { test, expect, expectNoA11yViolations } from './fixtures'

const CONFIG = '**/api/webshop/v1/config'
// The a11y suites share one browser context per worker, reset between tests (see
// e2e/a11y-wcag22.spec.ts).
test.use({ reuseContext: true })

test.describe('accessibility statement', () => {
  test('linked in the footer beside the legal pages; the feedback contact comes from the configuration', async ({
    page,
    mockSession: _,
  }) => {
    await page.route(CONFIG, async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      body.data.contact.email = 'barrierefrei@example.ch'
      await route.fulfill({ response, json: body })
    })
    await page.goto('/en')
    const legal = page.getByRole('navigation', { name: 'Legal' })
    await expect(legal.getByRole('link')).toHaveText([
      'Imprint',
      'Privacy policy',
      'Terms and conditions',
      'Accessibility',
    ])
    await legal.getByRole('link', { name: 'Accessibility' }).click()
    await expect(page).toHaveURL(/\/en\/accessibility$/)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Accessibility statement' }),
    ).toBeVisible()
    await expect(page).toHaveTitle('Accessibility statement | Alpenblick Adventures')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Conformance status',
      'What this statement covers',
      'How we test',
      'Known limitations',
      'Feedback and contact',
      'Date of this statement',
    ])
    await expect(main).toContainText('WCAG) 2.2, level AA')
    await expect(main).toContainText('The staff area.')
    await expect(main).toContainText('These tests cover the staff area too')
    await expect(main).toContainText('HTML_CodeSniffer')
    await expect(main).toContainText('last reviewed on 24 November 2026')
    await expect(main.getByRole('link', { name: 'barrierefrei@example.ch' })).toHaveAttribute(
      'href',
      'mailto:barrierefrei@example.ch',
    )
    await expectNoA11yViolations(page, 'accessibility statement')
  })

  test('in German and French', async ({ page, mockSession: _ }) => {
    await page.goto('/de/accessibility')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Erklärung zur Barrierefreiheit' }),
    ).toBeVisible()
    await expect(page.getByRole('main')).toContainText('zuletzt am 24. November 2026 überprüft')
    await page.goto('/fr/accessibility')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' }),
    ).toBeVisible()
    await expect(page.getByRole('main')).toContainText('le 24 novembre 2026')
  })

  test('linked from the payment page’s footer (without a Referer) and from the widgets’ (new tab)', async ({
    page,
    mockSession: _,
  }) => {
    await page.goto('/en/aftersales/payment/pl-payable')
    const footer = page.getByRole('contentinfo')
    const link = footer.getByRole('link', { name: 'Accessibility' })
    await expect(link).toHaveAttribute('rel', 'noreferrer')
    await expect(footer.getByRole('link', { name: 'hallo@alpenblick-erlebnisse.ch' })).toBeVisible()
    await link.click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Accessibility statement' }),
    ).toBeVisible()

    await page.goto('/en/embed/v1/search')
    const widgetLink = page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Accessibility (opens in a new tab)' })
    await expect(widgetLink).toHaveAttribute('href', '/en/accessibility')
    await expect(widgetLink).toHaveAttribute('target', '_blank')
  })
})
