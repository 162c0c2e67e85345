import { http, HttpResponse } from 'msw'
import * as v from 'valibot'
import { calendarFeed } from '../db/calendar-feed'
import { contextOf, readJson } from './context'
import { MOCK_CONTROL } from './control'
import { API, errorJson, json, nextRequestId, validationError } from './utils'
import { issuesToErrors } from './validate'

const MoveInput = v.object({
  /** Index of the item in the order (0 when absent). */
  item: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  date: v.pipe(v.string(), v.isoDate()),
  time: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
})

/** The calendar feed of an order : docs/api/README.md, "Calendar feed". */
export const calendarFeedHandlers = [
  http.get(`${API}/orders/:token/calendar.ics`, ({ request, params }) => {
    const { db, lang, url } = contextOf(request)
    const order = db.orders.get(String(params.token))
    if (!order) return errorJson(404, 'ORDER_NOT_FOUND', 'Order not found.')
    const page = `${url.origin}/${lang}/aftersales/booking/${order.token}`
    return new HttpResponse(calendarFeed(db, order, lang, page), {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `inline; filename="booking-${order.code}.ics"`,
        // Calendars poll; a stale copy for a few minutes is fine, a cached copy forever is not.
        'Cache-Control': 'private, max-age=300',
        'X-Request-Id': nextRequestId(),
      },
    })
  }),

  /** Mock only: the shop moves a booked item to another date and time (no availability check). */
  http.post(`${MOCK_CONTROL}/orders/:token/move`, async ({ request, params }) => {
    const { db, lang } = contextOf(request)
    const order = db.orders.get(String(params.token))
    if (!order) return errorJson(404, 'ORDER_NOT_FOUND', 'Order not found.')
    const parsed = v.safeParse(MoveInput, await readJson(request))
    if (!parsed.success) return validationError(issuesToErrors(parsed.issues, lang))
    const item = order.items[parsed.output.item]
    if (!item?.time) return validationError({ item: ['No dated item at this index.'] })
    item.date = parsed.output.date
    item.time = parsed.output.time
    return json({ data: { token: order.token, item: item.id } })
  }),
]
