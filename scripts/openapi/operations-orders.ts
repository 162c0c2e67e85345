import { RETURN_URL, pathParam, str } from './parts'
import type { Operation } from './types'

const BOOKING = pathParam('token', 'Booking page token (the link of the confirmation e-mail).')
const BOOKING_TOKEN_TEXT =
  'The token is the only credential. 404 for an unknown token and 410 once the link has expired (30 days after the last item ended in the mock); the page shows both alike.'
const BOOKING_GONE = { 404: ['BOOKING_NOT_FOUND'], 410: ['BOOKING_LINK_EXPIRED'] }

/** Orders, payment links and the booking page. */
export const OPERATIONS_ORDERS: readonly Operation[] = [
  {
    method: 'get',
    path: '/orders/{token}',
    operationId: 'getOrder',
    tag: 'Orders',
    summary: 'The order with its payments; its status decides success after a payment return.',
    params: [pathParam('token', 'Order token.')],
    answer: { data: 'Order' },
    errors: { 404: ['ORDER_NOT_FOUND'] },
  },
  {
    method: 'post',
    path: '/orders/{token}/payments',
    operationId: 'createOrderPayment',
    tag: 'Orders',
    summary:
      'Pays the open amount again after a failed or cancelled payment, online or with another method of the order.',
    description:
      RETURN_URL +
      " `method` (default NOW) must be one of the order's `paymentMethods` (422 otherwise). NOW starts a new online payment (next REDIRECT); `onlineMethod` (optional, with NOW) must be one of the `onlineMethods` the order's checkout offered (422 on onlineMethod otherwise): the provider's page opens with it and the payment carries it as `method`. A request's field errors come in one 422. LATER or ON_SITE switch the order to that method and confirm it without an online payment: `payment` is null and next is CONFIRMED; the order's paymentMethod changes (a deposit plan ends: the whole open amount is owed that way). An order paid by deposit: while its deposit is open (deposit.status AWAITING_DEPOSIT) NOW pays the deposit; once it is paid, NOW pays the rest (card or TWINT), as does its QR-bill. Send an Idempotency-Key: a repeated request replays the first answer.",
    params: [pathParam('token', 'Order token.')],
    body: 'OrderPaymentInput',
    status: 201,
    answer: { data: 'OrderPaymentStart' },
    errors: {
      404: ['ORDER_NOT_FOUND'],
      409: ['NO_OPEN_AMOUNT', 'NOT_PAYABLE_ONLINE', 'IDEMPOTENCY_KEY_REUSED'],
      422: [],
    },
  },
  {
    method: 'get',
    path: '/payment-links/{token}',
    operationId: 'getPaymentLink',
    tag: 'Payment links',
    summary:
      'State of a payment link: PAYABLE, PAID, NOT_PAYABLE_ONLINE, BOOKING_EXPIRED, BOOKING_CANCELLED or AWAITING_ORGANISER.',
    description:
      "BOOKING_EXPIRED: the booking was not paid within its payment window (for a split bill: the organiser never paid their share) and has expired; its places are released, nothing is due (openAmount 0) and every link of it, the guests' shares included, says so until the link itself expires (then 410). BOOKING_CANCELLED: the booking was cancelled (by the organiser on the booking page, or by staff): nothing is due (openAmount 0, no qrBill) on any of its links and payments are refused (409 BOOKING_CANCELLED); `paid` is what is kept after the refunds (the cancellation fee paid), the rest went back to the original payment method. AWAITING_ORGANISER: a guest's share of a split bill while the organiser has not paid their own share (the order is still PENDING_PAYMENT): nothing is payable yet (openAmount 0; total is the share's amount, no qrBill) and payments are refused (409 AWAITING_ORGANISER). Once the organiser's share is paid (order CONFIRMED) the share's link is PAYABLE; if the organiser never pays, the order expires and the link says BOOKING_EXPIRED. The organiser's own link is never AWAITING_ORGANISER.",
    params: [pathParam('token', 'Payment link token.')],
    answer: { data: 'PaymentLink' },
    errors: { 404: ['LINK_NOT_FOUND'], 410: ['LINK_EXPIRED'] },
  },
  {
    method: 'post',
    path: '/payment-links/{token}/payments',
    operationId: 'createPaymentLinkPayment',
    tag: 'Payment links',
    summary: 'Starts paying the open amount through the payment provider.',
    description:
      RETURN_URL +
      " `onlineMethod` (optional) must be one of the link's `onlineMethods` (422 on onlineMethod otherwise): the provider's page opens with it and the payment carries it as `method`. Without it the provider's page lets the visitor choose. Send an Idempotency-Key: a repeated request replays the first answer.",
    params: [pathParam('token', 'Payment link token.')],
    body: 'PaymentLinkPaymentInput',
    status: 201,
    answer: { data: 'PaymentStart' },
    errors: {
      404: ['LINK_NOT_FOUND'],
      409: [
        'NO_OPEN_AMOUNT',
        'NOT_PAYABLE_ONLINE',
        'BOOKING_EXPIRED',
        'BOOKING_CANCELLED',
        'AWAITING_ORGANISER',
        'IDEMPOTENCY_KEY_REUSED',
      ],
      410: ['LINK_EXPIRED'],
      422: [],
    },
  },
  // ---- Booking page: {lang}/aftersales/booking/{token} --------------------------------------
  {
    method: 'get',
    path: '/bookings/{token}',
    operationId: 'getBooking',
    tag: 'Bookings',
    summary: 'The booking behind a booking page link, with what may be changed now and until when.',
    description: BOOKING_TOKEN_TEXT,
    params: [BOOKING],
    answer: { data: 'Booking' },
    errors: BOOKING_GONE,
  },
  {
    method: 'put',
    path: '/bookings/{token}/items/{item}/participants',
    operationId: 'updateBookingParticipants',
    tag: 'Bookings',
    summary: 'New names and details of the booked persons (the same persons, same categories).',
    description:
      '422 as in checkout: `participants.{i}.{field}` for a missing required detail, a birthdate not in the past or a weight outside 25..110 kg; `participants` when the ids are not exactly the booked ones. 409 TOO_LATE after `rules.participantsUntil` (details.until).',
    params: [BOOKING, pathParam('item', 'Booking item id.')],
    body: 'BookingParticipantsInput',
    answer: { data: 'Booking' },
    errors: {
      ...BOOKING_GONE,
      404: ['BOOKING_NOT_FOUND', 'ITEM_NOT_FOUND'],
      409: ['TOO_LATE', 'NOT_CHANGEABLE', 'IDEMPOTENCY_KEY_REUSED'],
      422: [],
    },
  },
  {
    method: 'get',
    path: '/bookings/{token}/reschedule-quote',
    operationId: 'getRescheduleQuote',
    tag: 'Bookings',
    summary: 'What moving an item to another slot of the same SKU costs, at current prices.',
    description:
      'Pick the slot from GET listings/{slug}/slots with `quantity` = the party size. 409 SOLD_OUT when the whole party does not fit, TOO_LATE after `rules.rescheduleUntil`, NOT_CHANGEABLE for requests and cancelled bookings. 422 on `item`/`slot` for a slot that does not exist or is the current one.',
    params: [
      BOOKING,
      { name: 'item', in: 'query', required: true, description: 'Booking item id.', schema: str },
      { name: 'slot', in: 'query', required: true, description: 'Slot id.', schema: str },
    ],
    answer: { data: 'RescheduleQuote' },
    errors: {
      ...BOOKING_GONE,
      404: ['BOOKING_NOT_FOUND', 'ITEM_NOT_FOUND'],
      409: ['SOLD_OUT', 'TOO_LATE', 'NOT_CHANGEABLE'],
      422: [],
    },
  },
  {
    method: 'post',
    path: '/bookings/{token}/reschedule',
    operationId: 'rescheduleBooking',
    tag: 'Bookings',
    summary:
      'Moves an item as quoted: DONE, or REDIRECT to pay the difference (bookings paid online).',
    description: `Send an Idempotency-Key per confirmation: a double click moves once. \`quotedTotal\` is the quote's newTotal; another total now answers 409 PRICE_CHANGED and moves nothing. The old places are free at once; a refund goes back to the original payment method (\`refund\`, \`totals.refunded\`). ${RETURN_URL}`,
    params: [BOOKING],
    body: 'RescheduleInput',
    answer: { data: 'RescheduleResult' },
    errors: {
      ...BOOKING_GONE,
      404: ['BOOKING_NOT_FOUND', 'ITEM_NOT_FOUND'],
      409: ['SOLD_OUT', 'TOO_LATE', 'NOT_CHANGEABLE', 'PRICE_CHANGED', 'IDEMPOTENCY_KEY_REUSED'],
      422: [],
    },
  },
  {
    method: 'get',
    path: '/bookings/{token}/cancellation-quote',
    operationId: 'getCancellationQuote',
    tag: 'Bookings',
    summary:
      'What cancelling now costs and what is refunded (free until the policy deadline, then the fee).',
    params: [BOOKING],
    answer: { data: 'CancellationQuote' },
    errors: { ...BOOKING_GONE, 409: ['TOO_LATE', 'NOT_CHANGEABLE'] },
  },
  {
    method: 'post',
    path: '/bookings/{token}/cancel',
    operationId: 'cancelBooking',
    tag: 'Bookings',
    summary: 'Cancels the booking (or withdraws a request) as quoted; its places are free at once.',
    description:
      'Send an Idempotency-Key. `quotedFee` is the fee the customer confirmed; another fee now (the free period ended meanwhile) answers 409 PRICE_CHANGED and cancels nothing.',
    params: [BOOKING],
    body: 'CancelInput',
    answer: { data: 'Booking' },
    errors: {
      ...BOOKING_GONE,
      409: ['TOO_LATE', 'NOT_CHANGEABLE', 'PRICE_CHANGED', 'IDEMPOTENCY_KEY_REUSED'],
      422: [],
    },
  },
]
