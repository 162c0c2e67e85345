import ICAL from 'ical.js'
import type { Page } from '@playwright/test'
import { test, expect, expectNoA11yViolations } from './fixtures'
import { atPaymentStep, bookWith } from './shop-helpers'

/** Reads the feed behind a webcal:// link as a calendar app would, parsed with ical.js. */
async function readFeed(page: Page, webcal: string) {
  const answer = await page.request.get(webcal.replace(/^webcal:/, 'http:'))
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  const calendar = new ICAL.Component(ICAL.parse(await answer.text()))
  const zone = calendar.getFirstSubcomponent('vtimezone')
  expect(zone?.getFirstPropertyValue('tzid')).toBe('Europe/Zurich')
  ICAL.TimezoneService.register(zone!)
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component)
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate().toISOString(),
      tzid: component.getFirstProperty('dtstart')?.getParameter('tzid'),
    }
  })
}

test.describe('calendar subscription', () => {
  test('payment link page: download and subscribe; the feed follows a booking the shop moves', async ({
    page,
    mockSession: _,
  }) => {
    await page.goto('/en/aftersales/payment/pl-payable')
    const calendar = page.getByRole('region', { name: 'In your calendar' })
    await expect(
      calendar.getByRole('button', { name: 'Download calendar file (.ics)' }),
    ).toBeVisible()
    const subscribe = calendar.getByRole('link', { name: 'Subscribe in your calendar' })
    await expect(subscribe).toHaveAccessibleDescription(/if the shop moves it/)
    const href = (await subscribe.getAttribute('href')) ?? ''
    expect(href).toMatch(
      /^webcal:\/\/localhost:\d+\/api\/webshop\/v1\/orders\/ord-partial\/calendar\.ics$/,
    )
    await expectNoA11yViolations(page, 'payment link: calendar block')

    const before = await readFeed(page, href)
    expect(before).toHaveLength(1)
    // 13:30 in Zurich, summer time.
    expect(before[0]).toMatchObject({ sequence: 0, tzid: 'Europe/Zurich' })
    expect(before[0]!.start).toMatch(/T11:30:00\.000Z$/)

    // The shop moves the booking: the same event (UID) with a higher SEQUENCE and the new time.
    const moved = await page.request.post('/api/__mock/orders/ord-partial/move', {
      data: { date: '2026-11-03', time: '09:00' },
    })
    expect(moved.status()).toBe(200)
    const after = await readFeed(page, href)
    expect(after).toEqual([
      {
        uid: before[0]!.uid,
        sequence: 1,
        start: '2026-11-03T08:00:00.000Z',
        tzid: 'Europe/Zurich',
      },
    ])
  })

  test('success page: subscribe beside the download, keyboard only', async ({ page }) => {
    await atPaymentStep(page)
    await bookWith(page, 'Pay later')
    await expect(page.getByRole('heading', { level: 1, name: 'Booking successful' })).toBeVisible()
    const subscribe = page.getByRole('link', { name: 'Subscribe in your calendar' })
    await expect(subscribe).toBeVisible()
    // Keyboard: the download, then the subscription.
    await page
      .getByRole('button', { name: /calendar/i })
      .first()
      .focus()
    await page.keyboard.press('Tab')
    await expect(subscribe).toBeFocused()
    const events = await readFeed(page, (await subscribe.getAttribute('href')) ?? '')
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ sequence: 0, tzid: 'Europe/Zurich' })
    await expectNoA11yViolations(page, 'success page: calendar subscription')
  })
})
