import { buildUrl } from '@/lib/http'

/**
 * The webcal:// address of an order's calendar feed (GET orders/{token}/calendar.ics): calendar
 * apps subscribe to it and poll it, so a booking the shop moves moves in the calendar too.
 * webcal is the feed's https (or http, in development) address with the scheme swapped.
 */
export function calendarFeedUrl(orderToken: string, origin = window.location.origin): string {
  const path = buildUrl(`/api/webshop/v1/orders/${encodeURIComponent(orderToken)}/calendar.ics`)
  return new URL(path, origin).href.replace(/^https?:/, 'webcal:')
}
