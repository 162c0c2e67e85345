import type { GenericSchema } from 'valibot'
import type { Operation } from './types'
import { CART, errorResponse, pathParam } from './parts'
import { HandoffCartSchema, HandoffSchema } from '../../src/api/share/schema'
import {
  PaymentPlanSchema,
  PaymentPlanSummarySchema,
  ShareSchema,
} from '../../src/api/split-bill/schema'

/** Named schemas of hand-off, calendar feed and split bill (merged into components). */
export const SHARE_COMPONENTS = {
  Handoff: HandoffSchema,
  HandoffCart: HandoffCartSchema,
  PaymentPlan: PaymentPlanSchema,
  PaymentPlanSummary: PaymentPlanSummarySchema,
  Share: ShareSchema,
} satisfies Record<string, GenericSchema>

/** Hand-off, calendar feed and split bill operations (JSON answers); rules in docs/api/README.md. */
export const SHARE_OPERATIONS: readonly Operation[] = [
  {
    method: 'post',
    path: '/carts/{cart}/handoff',
    operationId: 'createCartHandoff',
    tag: 'Cart',
    summary: 'A link that opens this cart, with its hold, on another device.',
    description:
      'The URL carries a single-purpose hand-off token, never the cart id. The token opens the cart (GET handoffs/{token}) while the hold lasts: it expires with the hold (a renewed hold keeps it valid), and a checked-out cart no longer opens.',
    params: [CART],
    status: 201,
    answer: { data: 'Handoff' },
    errors: { 404: ['CART_NOT_FOUND'], 409: ['CART_EXPIRED', 'CART_CHECKED_OUT'] },
  },
  {
    method: 'get',
    path: '/handoffs/{token}',
    operationId: 'openCartHandoff',
    tag: 'Cart',
    summary: 'The cart a hand-off token opens, while its hold lasts.',
    description:
      '410 HANDOFF_EXPIRED once the hold has ended or the cart was checked out (`details.listingSlug`: the offer of its first item, to lead the visitor back); 404 HANDOFF_NOT_FOUND for an unknown token.',
    params: [pathParam('token', 'Hand-off token from the link.')],
    answer: { data: 'HandoffCart' },
    errors: { 404: ['HANDOFF_NOT_FOUND'], 410: ['HANDOFF_EXPIRED'] },
  },
]

/** Hand-off, calendar feed and split bill paths with answers other than JSON. */
export const sharePaths = () => ({
  '/api/webshop/v1/orders/{token}/calendar.ics': {
    get: {
      operationId: 'getOrderCalendarFeed',
      tags: ['Orders'],
      summary: 'The order as a calendar feed to subscribe to (webcal://).',
      description:
        'RFC 5545, `METHOD:PUBLISH`, with a VTIMEZONE for Europe/Zurich and local times (`DTSTART;TZID=Europe/Zurich`). One VEVENT per booked slot (items without a date have none; a request has none until confirmed). UID `{code}-{item}@webshop`, stable for the life of the booking and equal to the .ics download; SEQUENCE starts at 0 and grows with every change of date, time, length or status (a cancelled booking stays with `STATUS:CANCELLED`). Calendars poll it (`REFRESH-INTERVAL` PT1H). The order token is the credential (the booking page token); the app links it as `webcal://{host}/api/webshop/v1/orders/{token}/calendar.ics`.',
      parameters: [
        { $ref: '#/components/parameters/AcceptLanguage' },
        pathParam('token', 'Order token (the booking page token).'),
      ],
      responses: {
        '200': {
          description: 'The feed.',
          content: { 'text/calendar': { schema: { type: 'string' } } },
        },
        '404': errorResponse(404, ['ORDER_NOT_FOUND']),
      },
    },
  },
})
