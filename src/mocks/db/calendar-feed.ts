import { escapeIcsText, foldIcsLine } from '../../lib/calendar/ics'
import { tr, type Lang } from './locale'
import { orderItemResource } from './orders'
import type { OrderState } from './seed-bookings'
import { perSession } from './per-session'
import type { MockDb } from './session'

/**
 * The calendar feed of an order (GET orders/{token}/calendar.ics): one VEVENT per booked slot,
 * times in Europe/Zurich with its VTIMEZONE. UIDs are those of the .ics download
 * (`{code}-{item}@webshop`), so a subscription after a download shows no duplicates.
 * SEQUENCE is the booking's revision: the backend raises it with every change of date, time,
 * length or status; the mock keeps the last state it served per event and raises it when it
 * differs (docs/api/README.md, "Calendar feed").
 */
const revisionsOf = perSession(() => new Map<string, { fingerprint: string; sequence: number }>())

function sequenceOf(db: MockDb, uid: string, fingerprint: string): number {
  const byUid = revisionsOf(db)
  const known = byUid.get(uid)
  if (!known) {
    byUid.set(uid, { fingerprint, sequence: 0 })
    return 0
  }
  if (known.fingerprint !== fingerprint) {
    known.fingerprint = fingerprint
    known.sequence += 1
  }
  return known.sequence
}

/** Europe/Zurich since 1996: CET/CEST, changes on the last Sundays of March and October. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Zurich',
  'X-LIC-LOCATION:Europe/Zurich',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

/** 2026-07-01T09:00:00+02:00 → 20260701T090000 (the local wall time in Zurich). */
const localIcs = (iso: string) => iso.slice(0, 19).replace(/[-:]/g, '')
const utcIcs = (instant: number) =>
  new Date(Math.floor(instant / 1000) * 1000).toISOString().replace(/[-:]/g, '').replace('.000', '')

const CALENDAR_NAME = { de: 'Buchung', en: 'Booking', fr: 'Réservation' }

export function calendarFeed(db: MockDb, order: OrderState, lang: Lang, pageUrl: string): string {
  const stamp = utcIcs(db.clock.now())
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Webshop//Booking feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeIcsText(`${tr(CALENDAR_NAME, lang)} ${order.code}`)}`,
    'X-WR-TIMEZONE:Europe/Zurich',
    // Calendars that honour it ask again every hour (Apple, Thunderbird; Google decides itself).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...VTIMEZONE,
  ]
  // A request is not booked yet: its feed holds no events until the shop confirms it.
  const booked = order.status === 'CONFIRMED' || order.status === 'CANCELLED'
  for (const item of booked ? order.items : []) {
    const resource = orderItemResource(db, item, lang)
    if (!resource.start) continue
    const uid = `${order.code}-${item.id}@webshop`
    const status = order.status === 'CANCELLED' ? 'CANCELLED' : 'CONFIRMED'
    const sequence = sequenceOf(db, uid, `${resource.start}|${resource.end ?? ''}|${status}`)
    const summary =
      resource.skuTitle && resource.skuTitle !== resource.title
        ? `${resource.title} – ${resource.skuTitle}`
        : resource.title
    lines.push(
      'BEGIN:VEVENT',
      `UID:${uid}`,
      `DTSTAMP:${stamp}`,
      `SEQUENCE:${sequence}`,
      `STATUS:${status}`,
      `DTSTART;TZID=Europe/Zurich:${localIcs(resource.start)}`,
      ...(resource.end ? [`DTEND;TZID=Europe/Zurich:${localIcs(resource.end)}`] : []),
      `SUMMARY:${escapeIcsText(summary)}`,
      ...(resource.location ? [`LOCATION:${escapeIcsText(resource.location)}`] : []),
      `DESCRIPTION:${escapeIcsText(`${order.code}\n${resource.lines.map((l) => l.label && `${l.quantity} × ${l.label}`).join('\n')}\n${pageUrl}`)}`,
      `URL:${pageUrl}`,
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR')
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`
}
