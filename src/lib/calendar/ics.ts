import { meetingPlace } from './place'

/**
 * An iCalendar file (RFC 5545) for the dated items of a booking, built in the browser: one
 * VEVENT per item with a start, times in UTC ("Z"), so every calendar shows them right.
 */
export interface IcsEvent {
  uid: string
  start: string
  end?: string
  summary: string
  location?: string
  description?: string
}

/** 2026-07-01T09:00:00+02:00 -> 20260701T070000Z */
export function toIcsUtc(iso: string): string {
  return new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** Escapes text values: backslash, semicolon, comma and newlines. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n')
}

/** Lines longer than 75 octets are folded: CRLF and a space. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder()
  if (encoder.encode(line).length <= 75) return line
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const bytes = encoder.encode(char).length
    const limit = parts.length === 0 ? 75 : 74
    if (size + bytes > limit) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += char
    size += bytes
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export function buildIcs(
  events: readonly IcsEvent[],
  options: { now?: Date; prodId?: string } = {},
): string {
  const stamp = toIcsUtc((options.now ?? new Date()).toISOString())
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${options.prodId ?? '-//Webshop//Booking//EN'}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ]
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${toIcsUtc(event.start)}`,
      ...(event.end ? [`DTEND:${toIcsUtc(event.end)}`] : []),
      `SUMMARY:${escapeIcsText(event.summary)}`,
      ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
      ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
      'END:VEVENT',
    )
  }
  lines.push('END:VCALENDAR')
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`
}

interface EventItem {
  id: string
  title: string
  skuTitle: string
  start?: string
  end?: string
  location?: string
  meetingPoint?: { name: string; address: string }
}

/**
 * The events of an order's dated items. `details` adds lines after the code in the description
 * (the page's words: the meeting point, the link to manage the booking).
 */
export function orderEvents(
  order: { code: string; items: readonly EventItem[] },
  details?: (item: EventItem) => string[],
): IcsEvent[] {
  return order.items.flatMap((item) =>
    item.start
      ? [
          {
            uid: `${order.code}-${item.id}@webshop`,
            start: item.start,
            end: item.end,
            summary:
              item.skuTitle && item.skuTitle !== item.title
                ? `${item.title} – ${item.skuTitle}`
                : item.title,
            location: item.meetingPoint ? meetingPlace(item.meetingPoint) : item.location,
            description: [order.code, ...(details?.(item) ?? [])].join('\n'),
          },
        ]
      : [],
  )
}

export const icsFileName = (code: string) => `booking-${code}.ics`
