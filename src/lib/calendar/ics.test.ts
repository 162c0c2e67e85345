import { describe, expect, it } from 'vitest'
import { buildIcs, escapeIcsText, foldIcsLine, icsFileName, orderEvents, toIcsUtc } from './ics'

const order = {
  code: 'AB-7K3Q9',
  items: [
    {
      id: 'itm_1',
      title: 'Kayak tour on Lake Brienz',
      skuTitle: 'Guided kayak tour',
      start: '2026-07-01T09:00:00+02:00',
      end: '2026-07-01T12:00:00+02:00',
      location: 'Bönigen, Seestrasse 1',
    },
    { id: 'itm_2', title: 'Gift voucher', skuTitle: 'Gift voucher' },
    {
      id: 'itm_3',
      title: 'Canyoning',
      skuTitle: 'Canyoning',
      start: '2026-12-03T13:30:00+01:00',
      end: '2026-12-03T17:30:00+01:00',
    },
  ],
}

describe('calendar file', () => {
  it('writes times in UTC whatever the offset', () => {
    expect(toIcsUtc('2026-07-01T09:00:00+02:00')).toBe('20260701T070000Z')
    expect(toIcsUtc('2026-12-03T13:30:00+01:00')).toBe('20261203T123000Z')
  })

  it('has one event per dated item with start, end, uid, summary and location', () => {
    const ics = buildIcs(orderEvents(order), { now: new Date('2026-06-01T10:00:00Z') })
    const lines = ics.split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines.at(-2)).toBe('END:VCALENDAR')
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2)
    expect(lines).toContain('DTSTART:20260701T070000Z')
    expect(lines).toContain('DTEND:20260701T100000Z')
    expect(lines).toContain('DTSTART:20261203T123000Z')
    expect(lines).toContain('UID:AB-7K3Q9-itm_1@webshop')
    expect(lines).toContain('DTSTAMP:20260601T100000Z')
    expect(lines).toContain('SUMMARY:Kayak tour on Lake Brienz – Guided kayak tour')
    expect(lines).toContain('SUMMARY:Canyoning')
    expect(lines).toContain('LOCATION:Bönigen\\, Seestrasse 1')
    expect(ics).not.toContain('Gift voucher')
  })

  it('gives the meeting point as the location and the page’s details in the description', () => {
    const ics = buildIcs(
      orderEvents(
        {
          code: 'AB-1',
          items: [
            {
              id: 'itm_1',
              title: 'Canyoning',
              skuTitle: 'Canyoning',
              start: '2026-07-01T09:00:00+02:00',
              location: 'Interlaken',
              meetingPoint: { name: 'Basis Alpenblick', address: 'Höheweg 37, 3800 Interlaken' },
            },
          ],
        },
        () => ['Meeting point: Basis Alpenblick', 'Manage your booking: https://shop.example/b/t'],
      ),
    ).replace(/\r\n /g, '')
    expect(ics).toContain('LOCATION:Basis Alpenblick\\, Höheweg 37\\, 3800 Interlaken')
    expect(ics).toContain(
      'DESCRIPTION:AB-1\\nMeeting point: Basis Alpenblick\\nManage your booking: https://shop.example/b/t',
    )
  })

  it('escapes text and folds long lines at 75 octets', () => {
    expect(escapeIcsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne')
    const long = `SUMMARY:${'ä'.repeat(60)}`
    const folded = foldIcsLine(long)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75)
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true)
    expect(folded.replace(/\r\n /g, '')).toBe(long)
  })

  it('names the file after the booking code', () => {
    expect(icsFileName('AB-7K3Q9')).toBe('booking-AB-7K3Q9.ics')
  })
})
