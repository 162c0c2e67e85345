import type { Page } from '@playwright/test'
import { test, expect, expectNoA11yViolations } from './fixtures'

const API = '/api/webshop/v1'
const PHONE = { width: 390, height: 844 }

async function data<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path)
  expect(response.ok(), path).toBe(true)
  return ((await response.json()) as { data: T }).data
}

/** The first day after today (within two months) with one of these statuses. */
async function dayWith(page: Page, slug: string, statuses: string[]): Promise<string> {
  const { today } = await data<{ today: string }>(page, '/api/__mock/state')
  const to = new Date(Date.parse(`${today}T12:00:00Z`) + 60 * 86_400_000).toISOString().slice(0, 10)
  const days = await data<{ date: string; status: string }[]>(
    page,
    `${API}/listings/${slug}/availability?from=${today}&to=${to}`,
  )
  const day = days.find((d) => d.date > today && statuses.includes(d.status))
  expect(day, `a ${statuses.join('/')} day of ${slug}`).toBeTruthy()
  return day!.date
}

const booking = (page: Page) => page.getByRole('region', { name: 'Book' })

for (const [device, use] of [
  ['desktop', {}],
  ['phone', { viewport: PHONE, isMobile: true, hasTouch: true }],
] as const) {
  test.describe(`booking section on a ${device}`, () => {
    test.use(use)

    test('one price: each time shows what the chosen people pay, as the price below', async ({
      page,
      mockSession: _,
    }) => {
      const date = await dayWith(page, 'canyoning-saxetbach', ['AVAILABLE'])
      await page.goto(`/en/listing/canyoning-saxetbach?date=${date}`)
      const section = booking(page)
      await section.getByRole('button', { name: 'More: Adults' }).click()
      await section.getByRole('button', { name: /^More: Youth/ }).click()
      // 2 adults at CHF 139.00 and one youth at CHF 119.00.
      await expect(section).toContainText('Price: CHF 397.00')
      const prices = section.locator('.slot__price')
      await expect(prices.first()).toBeVisible()
      for (const text of await prices.allTextContents()) expect(text).toMatch(/^CHF\s397\.00$/)
      await expect(section).not.toContainText('CHF 357.00')
    })

    test('after "Book now": never "Sold out" for the places just taken; the cart with "Go to checkout"; a fresh form', async ({
      page,
      mockSession: _,
    }) => {
      // A day with few places left: this visitor takes every last one of a time.
      const date = await dayWith(page, 'canyoning-saxetbach', ['STOCK_LOW'])
      const slots = await data<{ id: string; amountLeft: number }[]>(
        page,
        `${API}/listings/canyoning-saxetbach/slots?date=${date}`,
      )
      const slot = slots
        .filter((s) => s.amountLeft > 0)
        .sort((a, b) => a.amountLeft - b.amountLeft)[0]!
      await page.goto(`/en/listing/canyoning-saxetbach?date=${date}&slot=${slot.id}`)
      const section = booking(page)
      await expect(section.getByRole('button', { name: 'Book now' })).toBeEnabled()
      for (let i = 1; i < slot.amountLeft; i++) {
        await section.getByRole('button', { name: 'More: Adults' }).click()
      }
      const seen: string[] = []
      // Every text the booking box shows from the click on, as the visitor would see it.
      await page.exposeFunction('seen', (text: string) => seen.push(text))
      await page.evaluate(() => {
        const box = document.querySelector('.booking-summary')!
        new MutationObserver(() => {
          void (window as unknown as { seen: (t: string) => void }).seen(box.textContent ?? '')
        }).observe(box, { subtree: true, childList: true, characterData: true, attributes: true })
      })
      await section.getByRole('button', { name: 'Book now' }).click()
      await expect(
        section.getByRole('status').filter({ hasText: 'Added to your cart' }),
      ).toBeVisible()
      await expect(section.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute(
        'href',
        /^\/en\/checkout\/[\w-]+$/,
      )
      // A fresh form: one person again, no time chosen, the day kept.
      await expect(page).toHaveURL(new RegExp(`date=${date}`))
      await expect(page).not.toHaveURL(/slot=/)
      await expect(section.getByRole('spinbutton', { name: /Adults/ })).toHaveValue('1')
      if (slot.amountLeft <= 3) {
        await expect(section.locator('.slot--in_cart')).toContainText('In your cart')
      }
      for (const text of seen) {
        expect(text).not.toContain('Not bookable')
        expect(text).not.toContain('Sold out')
      }
      await expectNoA11yViolations(page, 'booking: added to the cart')
      await section.getByRole('link', { name: 'Go to checkout' }).click()
      await expect(page).toHaveURL(/\/en\/checkout\/[\w-]+/)
    })

    test('goods show the stock left at once after adding', async ({ page, mockSession: _ }) => {
      await page.goto('/en/listing/swiss-army-knife-edition')
      const section = booking(page)
      await expect(section).toContainText(/Only 3 left/)
      await section.getByRole('button', { name: 'Add to cart' }).click()
      await expect(
        section.getByRole('status').filter({ hasText: 'Added to your cart' }),
      ).toBeVisible()
      await expect(section).toContainText(/Only 2 left/)
      await expect(section.getByRole('link', { name: 'Go to checkout' })).toBeVisible()
    })
  })
}
