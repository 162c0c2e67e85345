import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { calendarFeedUrl } from './calendar-feed'
import { placeOrder, readyCart } from '@/testing/orders'
import { startEachOnContractDay } from '@/testing/contract'

startEachOnContractDay()

/** Reads the feed as a calendar app would and parses it with ical.js. */
async function readFeed(token: string) {
  const answer = await fetch(
    new URL(`/api/webshop/v1/orders/${token}/calendar.ics`, location.origin),
  )
  expect(answer.status).toBe(200)
  expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
  const calendar = new ICAL.Component(ICAL.parse(await answer.text()))
  const zone = calendar.getFirstSubcomponent('vtimezone')
  expect(zone?.getFirstPropertyValue('tzid')).toBe('Europe/Zurich')
  // The feed's own zone definition decides how its local times become instants.
  ICAL.TimezoneService.register(zone!)
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component)
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      status: component.getFirstPropertyValue('status'),
      tzid: component.getFirstProperty('dtstart')?.getParameter('tzid'),
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
    }
  })
  return { calendar, events }
}

async function moveBooking(token: string, date: string, time: string) {
  const answer = await fetch(new URL(`/api/__mock/orders/${token}/move`, location.origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ date, time }),
  })
  expect(answer.status).toBe(200)
}

describe('calendar feed (GET orders/{token}/calendar.ics)', () => {
  it('one event per booked slot in Europe/Zurich; a move keeps the UID and raises SEQUENCE', async () => {
    const { order } = await placeOrder(await readyCart('2026-07-08'))
    const first = await readFeed(order.token)
    expect(first.calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    expect(first.events).toEqual([
      {
        uid: `${order.code}-${order.items[0]!.id}@webshop`,
        sequence: 0,
        summary: expect.stringContaining('Kajaktour') as string,
        status: 'CONFIRMED',
        tzid: 'Europe/Zurich',
        // 10:00–13:00 in Zurich (CEST) is 08:00–11:00 UTC.
        start: '2026-07-08T08:00:00.000Z',
        end: '2026-07-08T11:00:00.000Z',
      },
    ])
    // Read again unchanged: the same revision.
    expect((await readFeed(order.token)).events[0]!.sequence).toBe(0)

    // The shop moves the booking into winter time (CET): the calendar updates the same event.
    await moveBooking(order.token, '2026-11-03', '14:00')
    const moved = await readFeed(order.token)
    expect(moved.events).toHaveLength(1)
    expect(moved.events[0]).toMatchObject({
      uid: first.events[0]!.uid,
      sequence: 1,
      start: '2026-11-03T13:00:00.000Z',
      end: '2026-11-03T16:00:00.000Z',
    })
  })

  it('a request has no events until the shop confirms it; unknown tokens answer 404', async () => {
    const feed = await readFeed('ord-request')
    expect(feed.events).toEqual([])
    const unknown = await fetch(
      new URL('/api/webshop/v1/orders/nope/calendar.ics', location.origin),
    )
    expect(unknown.status).toBe(404)
  })

  it('the app subscribes with a webcal:// address of the same feed', () => {
    expect(calendarFeedUrl('ord-x', 'https://shop.example.ch')).toBe(
      'webcal://shop.example.ch/api/webshop/v1/orders/ord-x/calendar.ics',
    )
  })
})
