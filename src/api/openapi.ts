/**
 * Builds docs/api/openapi.yaml from the app's valibot schemas plus a table of operations, so the
 * document cannot drift from what the app parses: src/api/openapi.test.ts fails when the
 * committed file differs from what this module builds (UPDATE_OPENAPI=1 rewrites it).
 * Relative imports only, like the schemas themselves.
 */
import { toJsonSchemaDefs, type JsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import { ShopConfigSchema } from './config/schema'
import {
  AvailabilityHintSchema,
  ListingSchema,
  ListingSummarySchema,
  SkuSchema,
  VariantSchema,
  AdditionalServiceSchema,
  CharacteristicsSchema,
  MeetingPointSchema,
  ListingContactSchema,
  CancellationPolicySchema,
  RequirementsSchema,
  GroupSizeSchema,
} from './listings/schema'
import { WaitingListEntrySchema, WaitingListInputSchema } from './waiting-list/schema'
import {
  AlternativeSlotSchema,
  AlternativesSchema,
  AvailabilityDaySchema,
  AVAILABILITY_MAX_DAYS,
  SlotSchema,
} from './availability/schema'
import {
  AddItemInputSchema,
  CartItemSchema,
  CartLineSchema,
  CartSchema,
  CartServiceSchema,
  CartVoucherSchema,
  ParticipantInputSchema,
  ParticipantSchema,
  UpdateItemInputSchema,
  VoucherCodeInputSchema,
  VoucherDetailsSchema,
} from './carts/schema'
import {
  AddressSchema,
  AttendeeSchema,
  CheckoutSchema,
  CheckoutStepSchema,
  ContactInputSchema,
  CustomerSchema,
  PersonSchema,
  SubmitInputSchema,
  SubmitResultSchema,
} from './checkout/schema'
import {
  DiscountLineSchema,
  OrderItemSchema,
  OrderSchema,
  SummaryLineSchema,
  PaymentInputSchema,
  PaymentNextSchema,
  PaymentSchema,
  PaymentStartSchema,
  OrderPaymentInputSchema,
  OrderPaymentStartSchema,
  TotalsSchema,
} from './orders/schema'
import { PaymentLinkPaymentInputSchema, PaymentLinkSchema } from './payment-links/schema'
import {
  BookingCancellationSchema,
  BookingItemSchema,
  BookingParticipantsInputSchema,
  BookingRulesSchema,
  BookingSchema,
  CancelInputSchema,
  CancellationQuoteSchema,
  RescheduleInputSchema,
  RescheduleQuoteSchema,
  RescheduleResultSchema,
} from './bookings/schema'
import { STAFF_COMPONENTS, staffPaths } from './staff/openapi'
import { SHARE_COMPONENTS, SHARE_OPERATIONS, sharePaths } from './share/openapi'
import { PAYMENT_COMPONENTS, PAYMENT_OPERATIONS } from './payments/openapi'
import { MessageBodySchema } from './staff/schema'
import { CART, errorResponse, pathParam, ref } from './openapi-parts'
import {
  ErrorBodySchema,
  MoneySchema,
  PageMetaSchema,
  ValidationErrorWithCodeBodySchema,
} from './shared/schemas'

export const API_PREFIX = '/api/webshop/v1'

/** Named schemas; the generator turns a nested one into a $ref to its component. */
const COMPONENTS = {
  Money: MoneySchema,
  PageMeta: PageMetaSchema,
  Error: ErrorBodySchema,
  ValidationError: ValidationErrorWithCodeBodySchema,
  ShopConfig: ShopConfigSchema,
  AvailabilityHint: AvailabilityHintSchema,
  ListingSummary: ListingSummarySchema,
  Listing: ListingSchema,
  Sku: SkuSchema,
  Characteristics: CharacteristicsSchema,
  Variant: VariantSchema,
  AdditionalService: AdditionalServiceSchema,
  MeetingPoint: MeetingPointSchema,
  CancellationPolicy: CancellationPolicySchema,
  Requirements: RequirementsSchema,
  GroupSize: GroupSizeSchema,
  ListingContact: ListingContactSchema,
  AvailabilityDay: AvailabilityDaySchema,
  Slot: SlotSchema,
  Alternatives: AlternativesSchema,
  AlternativeSlot: AlternativeSlotSchema,
  Cart: CartSchema,
  CartItem: CartItemSchema,
  CartLine: CartLineSchema,
  CartService: CartServiceSchema,
  CartVoucher: CartVoucherSchema,
  Participant: ParticipantSchema,
  VoucherDetails: VoucherDetailsSchema,
  Totals: TotalsSchema,
  AddItemInput: AddItemInputSchema,
  WaitingListInput: WaitingListInputSchema,
  WaitingListEntry: WaitingListEntrySchema,
  UpdateItemInput: UpdateItemInputSchema,
  ParticipantInput: ParticipantInputSchema,
  VoucherCodeInput: VoucherCodeInputSchema,
  Checkout: CheckoutSchema,
  CheckoutStep: CheckoutStepSchema,
  ContactInput: ContactInputSchema,
  Customer: CustomerSchema,
  Person: PersonSchema,
  Address: AddressSchema,
  Attendee: AttendeeSchema,
  SubmitInput: SubmitInputSchema,
  SubmitResult: SubmitResultSchema,
  Order: OrderSchema,
  OrderItem: OrderItemSchema,
  SummaryLine: SummaryLineSchema,
  DiscountLine: DiscountLineSchema,
  Payment: PaymentSchema,
  PaymentNext: PaymentNextSchema,
  PaymentInput: PaymentInputSchema,
  PaymentStart: PaymentStartSchema,
  OrderPaymentInput: OrderPaymentInputSchema,
  OrderPaymentStart: OrderPaymentStartSchema,
  PaymentLink: PaymentLinkSchema,
  PaymentLinkPaymentInput: PaymentLinkPaymentInputSchema,
  Booking: BookingSchema,
  BookingItem: BookingItemSchema,
  BookingRules: BookingRulesSchema,
  BookingCancellation: BookingCancellationSchema,
  BookingParticipantsInput: BookingParticipantsInputSchema,
  RescheduleQuote: RescheduleQuoteSchema,
  RescheduleInput: RescheduleInputSchema,
  RescheduleResult: RescheduleResultSchema,
  CancellationQuote: CancellationQuoteSchema,
  CancelInput: CancelInputSchema,
  Message: MessageBodySchema,
  ...STAFF_COMPONENTS,
  ...SHARE_COMPONENTS,
  ...PAYMENT_COMPONENTS,
} satisfies Record<string, v.GenericSchema>

export type ComponentName = keyof typeof COMPONENTS

/** How the success answer is wrapped. */
type Answer =
  | { data: ComponentName }
  | { dataArray: ComponentName }
  | { list: ComponentName }
  | { empty: true }
  | { image: true }

export interface Param {
  name: string
  in: 'path' | 'query'
  description: string
  required?: boolean
  schema: JsonSchema
  /** Repeatable query parameter (`tags=a&tags=b`). */
  repeat?: boolean
}

export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  path: string
  operationId: string
  tag: string
  summary: string
  description?: string
  params?: Param[]
  body?: ComponentName
  status?: number
  answer: Answer
  /** Error statuses with their machine-readable codes. */
  errors?: Partial<Record<400 | 404 | 409 | 410 | 422, string[]>>
}

const str = { type: 'string' } as const
const int = (minimum?: number, maximum?: number): JsonSchema => ({
  type: 'integer',
  ...(minimum !== undefined ? { minimum } : {}),
  ...(maximum !== undefined ? { maximum } : {}),
})
const date: JsonSchema = { type: 'string', format: 'date' }

const SLUG = pathParam('slug', 'Listing slug.')
const ITEM = pathParam('item', 'Cart item id.')
const AVAILABILITY_PARAMS: Param[] = [
  {
    name: 'sku',
    in: 'query',
    description: 'SKU id; the first dated SKU when absent.',
    schema: str,
  },
  {
    name: 'quantity',
    in: 'query',
    description:
      'Places needed (the party size); fewer left answers SOLD_OUT, with `amountLeft` saying how many there are.',
    schema: int(1, 50),
  },
  {
    name: 'blocks',
    in: 'query',
    description: 'Private services: duration in blocks (minBlocks..maxBlocks).',
    schema: int(1),
  },
]
const RETURN_URL =
  'returnUrl must be a path (`/de/...`) or an absolute URL of the shop origin; anything else is a 422 (no open redirect).'

const BOOKING = pathParam('token', 'Booking page token (the link of the confirmation e-mail).')
const BOOKING_TOKEN_TEXT =
  'The token is the only credential. 404 for an unknown token and 410 once the link has expired (30 days after the last item ended in the mock); the page shows both alike.'
const BOOKING_GONE = { 404: ['BOOKING_NOT_FOUND'], 410: ['BOOKING_LINK_EXPIRED'] }

export const OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/config',
    operationId: 'getShopConfig',
    tag: 'Shop',
    summary: 'Shop configuration (loaded before the first render).',
    answer: { data: 'ShopConfig' },
  },
  {
    method: 'get',
    path: '/listings',
    operationId: 'getListings',
    tag: 'Catalogue',
    summary: 'Listing summaries, texts in the request language.',
    description:
      'Filters combine with AND; values within one tag parameter with OR. Besides `tags`, every TAGS filter key of the shop configuration (e.g. `audience`) filters by the tags of its group. Past listings sort last.',
    params: [
      { name: 'q', in: 'query', description: 'Full-text search (accents ignored).', schema: str },
      {
        name: 'tags',
        in: 'query',
        description: 'Tag ids (any of). Repeat the parameter.',
        schema: str,
        repeat: true,
      },
      {
        name: 'audience',
        in: 'query',
        description: 'Example of a shop-configured TAGS filter key (tag group `audience`).',
        schema: str,
        repeat: true,
      },
      {
        name: 'type',
        in: 'query',
        description: 'SKU type.',
        schema: {
          enum: [
            'ACTIVITY',
            'PRIVATE_SERVICE_SLOT',
            'PRIVATE_SERVICE_PARTICIPANT',
            'VOUCHER',
            'GENERIC',
          ],
        },
      },
      { name: 'date', in: 'query', description: 'Only listings bookable that day.', schema: date },
      {
        name: 'people',
        in: 'query',
        description:
          'Party size: only listings with a dated offer that has room for that many at once (on `date` when given, else on some day of the next 92). Listings without dates never match.',
        schema: int(1, 50),
      },
      {
        name: 'sort',
        in: 'query',
        description:
          "`recommended` (default): the shop's order; `date`: next bookable date first (upcoming lists). Past listings always last.",
        schema: { enum: ['recommended', 'date'], default: 'recommended' },
      },
      { name: 'page', in: 'query', description: 'From 1.', schema: int(1) },
      { name: 'perPage', in: 'query', description: 'Default 24, at most 48.', schema: int(1, 48) },
    ],
    answer: { list: 'ListingSummary' },
    errors: { 422: [] },
  },
  {
    method: 'get',
    path: '/listings/{slug}',
    operationId: 'getListing',
    tag: 'Catalogue',
    summary: 'One listing with SKUs, variants and additional services.',
    params: [SLUG],
    answer: { data: 'Listing' },
    errors: { 404: ['LISTING_NOT_FOUND'] },
  },
  {
    method: 'get',
    path: '/listings/{slug}/availability',
    operationId: 'getAvailability',
    tag: 'Availability',
    summary: `Calendar: one entry per day from..to (at most ${AVAILABILITY_MAX_DAYS} days).`,
    params: [
      SLUG,
      { name: 'from', in: 'query', required: true, description: 'First day.', schema: date },
      {
        name: 'to',
        in: 'query',
        required: true,
        description: 'Last day (inclusive).',
        schema: date,
      },
      // Without `sku` a listing with no dated SKUs has no days (index.html asks for a deep link's
      // month before it knows the listing).
      {
        ...AVAILABILITY_PARAMS[0]!,
        description:
          'SKU id; the first dated SKU when absent (a listing without dated SKUs then answers an empty list).',
      },
      ...AVAILABILITY_PARAMS.slice(1),
    ],
    answer: { dataArray: 'AvailabilityDay' },
    errors: { 404: ['LISTING_NOT_FOUND'], 422: [] },
  },
  {
    method: 'get',
    path: '/listings/{slug}/slots',
    operationId: 'getSlots',
    tag: 'Availability',
    summary: 'Slots of one day; for private services the start times that fit `blocks`.',
    params: [
      SLUG,
      { name: 'date', in: 'query', required: true, description: 'The day.', schema: date },
      ...AVAILABILITY_PARAMS,
    ],
    answer: { dataArray: 'Slot' },
    errors: { 404: ['LISTING_NOT_FOUND'], 422: [] },
  },
  {
    method: 'get',
    path: '/listings/{slug}/alternatives',
    operationId: 'getAlternatives',
    tag: 'Availability',
    summary: 'Nearest slots that take the whole party, and other listings, for a date that cannot.',
    description:
      'For a chosen day or slot that cannot take `quantity` places (sold out, too few, closed): up to three slots of the same SKU before and up to three after it that fit (searched day by day up to 92 days away, never before today; on `date` itself only the times on either side of `slot`), and up to three other listings sharing a tag with a dated offer that takes the party on `date`.',
    params: [
      SLUG,
      { name: 'date', in: 'query', required: true, description: 'The chosen day.', schema: date },
      {
        name: 'slot',
        in: 'query',
        description: 'The chosen slot of that day, when it is the one that does not fit.',
        schema: str,
      },
      ...AVAILABILITY_PARAMS,
    ],
    answer: { data: 'Alternatives' },
    errors: { 404: ['LISTING_NOT_FOUND'], 422: [] },
  },
  {
    method: 'post',
    path: '/listings/{slug}/waiting-list',
    operationId: 'joinWaitingList',
    tag: 'Availability',
    summary: 'Puts a visitor on the waiting list of a full slot (listings with `waitingList`).',
    description:
      '201 with the new entry. The same e-mail (case-insensitive) for the same slot again answers 200 with the entry it has (its name and party size updated while it waits): signing up twice is idempotent. 422 with field errors on `slotId` (required; a slot of this listing that cannot take `people`; the listing must have `waitingList`), `name` (required, at most 100), `email` (required, an address), `people` (1 to 50). When places come back (a hold expires, a booking is cancelled), the first entries that fit, in the order they came, turn NOTIFIED and get an e-mail. The answer leaves name and e-mail out.',
    params: [SLUG],
    body: 'WaitingListInput',
    status: 201,
    answer: { data: 'WaitingListEntry' },
    errors: { 404: ['LISTING_NOT_FOUND'], 422: [] },
  },
  {
    method: 'post',
    path: '/carts',
    operationId: 'createCart',
    tag: 'Cart',
    summary: 'A new, empty cart with a hold of 15 minutes.',
    status: 201,
    answer: { data: 'Cart' },
  },
  {
    method: 'get',
    path: '/carts/{cart}',
    operationId: 'getCart',
    tag: 'Cart',
    summary: 'The cart; an expired hold answers 200 with status EXPIRED.',
    params: [CART],
    answer: { data: 'Cart' },
    errors: { 404: ['CART_NOT_FOUND'] },
  },
  {
    method: 'post',
    path: '/carts/{cart}/items',
    operationId: 'addCartItem',
    tag: 'Cart',
    summary: 'Adds an item and holds its places; renews the hold.',
    params: [CART],
    body: 'AddItemInput',
    answer: { data: 'Cart' },
    errors: {
      404: ['CART_NOT_FOUND'],
      409: [
        'SOLD_OUT',
        'INSUFFICIENT_STOCK',
        'CART_EXPIRED',
        'CART_CHECKED_OUT',
        'CART_MODE_CONFLICT',
      ],
      422: [],
    },
  },
  {
    method: 'patch',
    path: '/carts/{cart}/items/{item}',
    operationId: 'updateCartItem',
    tag: 'Cart',
    summary: 'Participants, quantities, additional services, voucher details.',
    description:
      '`participants` replaces the list: a removed person takes their additional services along.',
    params: [CART, ITEM],
    body: 'UpdateItemInput',
    answer: { data: 'Cart' },
    errors: {
      404: ['CART_NOT_FOUND', 'ITEM_NOT_FOUND'],
      409: ['INSUFFICIENT_STOCK', 'CART_EXPIRED', 'CART_CHECKED_OUT'],
      422: [],
    },
  },
  {
    method: 'delete',
    path: '/carts/{cart}/items/{item}',
    operationId: 'removeCartItem',
    tag: 'Cart',
    summary: 'Removes an item and releases its places.',
    params: [CART, ITEM],
    answer: { data: 'Cart' },
    errors: { 404: ['CART_NOT_FOUND', 'ITEM_NOT_FOUND'], 409: ['CART_CHECKED_OUT'] },
  },
  {
    method: 'post',
    path: '/carts/{cart}/extend',
    operationId: 'extendCart',
    tag: 'Cart',
    summary: 'Renews the hold; an expired cart is held again if its places are still free.',
    params: [CART],
    answer: { data: 'Cart' },
    errors: { 404: ['CART_NOT_FOUND'], 409: ['HOLD_UNAVAILABLE', 'CART_CHECKED_OUT'] },
  },
  {
    method: 'post',
    path: '/carts/{cart}/vouchers',
    operationId: 'applyVoucher',
    tag: 'Cart',
    summary: 'Redeems a discount code or a gift voucher on the cart.',
    description:
      'A discount code lowers the price (and its VAT) and is listed in `vouchers`; a gift voucher is money: it pays part of the total after VAT was computed on the full price, is listed in `giftVouchers` with what it pays and what stays on it, and several may be redeemed. Discount codes never apply to buying gift vouchers: on a cart of gift vouchers only, 422 VOUCHER_NOT_APPLICABLE. Refusals are 422 with `errors.code` and a machine-readable `code`.',
    params: [CART],
    body: 'VoucherCodeInput',
    answer: { data: 'Cart' },
    errors: {
      404: ['CART_NOT_FOUND'],
      409: ['CART_EXPIRED', 'CART_CHECKED_OUT'],
      422: [
        'VOUCHER_NOT_FOUND',
        'VOUCHER_USED_UP',
        'VOUCHER_EXPIRED',
        'VOUCHER_ALREADY_APPLIED',
        'VOUCHER_NOT_APPLICABLE',
        'VOUCHER_VOIDED',
      ],
    },
  },
  {
    method: 'delete',
    path: '/carts/{cart}/vouchers/{code}',
    operationId: 'removeVoucher',
    tag: 'Cart',
    summary: 'Removes a voucher code from the cart.',
    params: [CART, pathParam('code', 'Voucher code.')],
    answer: { data: 'Cart' },
    errors: {
      404: ['CART_NOT_FOUND', 'VOUCHER_NOT_IN_CART'],
      409: ['CART_EXPIRED', 'CART_CHECKED_OUT'],
    },
  },
  {
    method: 'get',
    path: '/carts/{cart}/checkout',
    operationId: 'getCheckout',
    tag: 'Checkout',
    summary: 'Steps (applicable, completed), payment methods, required fields, saved contact.',
    params: [CART],
    answer: { data: 'Checkout' },
    errors: { 404: ['CART_NOT_FOUND'], 409: ['CART_CHECKED_OUT'] },
  },
  {
    method: 'put',
    path: '/carts/{cart}/checkout/contact',
    operationId: 'updateCheckoutContact',
    tag: 'Checkout',
    summary: 'Saves customer, address and whom the booking is for.',
    description:
      'customer.company is required for COMPANY, attendee for bookingFor OTHER; phone numbers in international format.',
    params: [CART],
    body: 'ContactInput',
    answer: { data: 'Checkout' },
    errors: { 404: ['CART_NOT_FOUND'], 409: ['CART_CHECKED_OUT'], 422: [] },
  },
  {
    method: 'post',
    path: '/carts/{cart}/checkout/submit',
    operationId: 'submitCheckout',
    tag: 'Checkout',
    summary: 'Places the order: REDIRECT to pay now, CONFIRMED, or REQUESTED (request mode).',
    description: `422: termsAccepted, contact, paymentMethod, returnUrl, items.{i}.participants.{j}.{field}; deposit (no deposit offered, or not NOW); splitBill with deposit (code SPLIT_BILL_WITH_DEPOSIT). With deposit: true the REDIRECT pays the deposit, the order is CONFIRMED once it is paid and carries \`deposit\` (rest and its due date). Gift vouchers of the cart are redeemed: what they pay is taken from their balances at once. ${RETURN_URL} Send an Idempotency-Key.`,
    params: [CART],
    body: 'SubmitInput',
    status: 201,
    answer: { data: 'SubmitResult' },
    errors: {
      404: ['CART_NOT_FOUND'],
      409: [
        'HOLD_EXPIRED',
        'SOLD_OUT',
        'PRICE_CHANGED',
        'CART_EMPTY',
        'CART_CHECKED_OUT',
        'IDEMPOTENCY_KEY_REUSED',
      ],
      422: [],
    },
  },
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
      'State of a payment link: PAYABLE, PAID, NOT_PAYABLE_ONLINE, BOOKING_EXPIRED or AWAITING_ORGANISER.',
    description:
      "BOOKING_EXPIRED: the booking was not paid within its payment window (for a split bill: the organiser never paid their share) and has expired; its places are released, nothing is due (openAmount 0) and every link of it, the guests' shares included, says so until the link itself expires (then 410). AWAITING_ORGANISER: a guest's share of a split bill while the organiser has not paid their own share (the order is still PENDING_PAYMENT): nothing is payable yet (openAmount 0; total is the share's amount, no qrBill) and payments are refused (409 AWAITING_ORGANISER). Once the organiser's share is paid (order CONFIRMED) the share's link is PAYABLE; if the organiser never pays, the order expires and the link says BOOKING_EXPIRED. The organiser's own link is never AWAITING_ORGANISER.",
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

/** Endpoints outside /api/webshop/v1 that the shop calls (spec section 7). */
const extraPaths = () => ({
  '/sanctum/csrf-cookie': {
    get: {
      operationId: 'getCsrfCookie',
      tags: ['Session'],
      summary:
        'Starts or keeps the session (its cookie) and sets the XSRF-TOKEN cookie; session routes need its value in X-XSRF-TOKEN.',
      description:
        'Inside the stateful `web` middleware group. The public shop API does not depend on it (see docs/api/README.md); the client calls it once per page without making reads wait.',
      responses: { '204': { description: 'Cookies set (session, XSRF-TOKEN).' } },
    },
  },
  ...staffPaths(),
  ...sharePaths(),
  '/api/media/v1/media/{file}': {
    get: {
      operationId: 'getMedia',
      tags: ['Shop'],
      summary: 'A picture by media id (`{id}.jpg`); unknown ids fall back to a default.',
      parameters: [
        { name: 'file', in: 'path', required: true, schema: str, description: '`{id}.jpg`' },
        { name: 'width', in: 'query', schema: int(1), description: 'Requested width in pixels.' },
      ],
      responses: {
        '200': {
          description: 'JPEG',
          content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } },
        },
      },
    },
  },
})

function answerSchema(answer: Answer): JsonSchema | undefined {
  if ('data' in answer) {
    return { type: 'object', required: ['data'], properties: { data: ref(answer.data) } }
  }
  if ('dataArray' in answer) {
    return {
      type: 'object',
      required: ['data'],
      properties: { data: { type: 'array', items: ref(answer.dataArray) } },
    }
  }
  if ('list' in answer) {
    return {
      type: 'object',
      required: ['data', 'meta'],
      properties: { data: { type: 'array', items: ref(answer.list) }, meta: ref('PageMeta') },
    }
  }
  return undefined
}

function operationObject(op: Operation) {
  const mutating = op.method !== 'get'
  const responses: Record<string, unknown> = {}
  const schema = answerSchema(op.answer)
  responses[String(op.status ?? 200)] = {
    description: 'Success.',
    ...(schema ? { content: { 'application/json': { schema } } } : {}),
  }
  for (const [status, codes] of Object.entries(op.errors ?? {})) {
    responses[status] = errorResponse(Number(status), codes)
  }
  const parameters: unknown[] = [{ $ref: '#/components/parameters/AcceptLanguage' }]
  if (mutating) {
    parameters.push(
      { $ref: '#/components/parameters/XsrfToken' },
      { $ref: '#/components/parameters/IdempotencyKey' },
    )
  }
  for (const param of op.params ?? []) {
    parameters.push({
      name: param.name,
      in: param.in,
      description: param.description,
      ...(param.required ? { required: true } : {}),
      schema: param.repeat ? { type: 'array', items: param.schema } : param.schema,
      ...(param.repeat ? { style: 'form', explode: true } : {}),
    })
  }
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    parameters,
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref(op.body) } },
          },
        }
      : {}),
    responses,
  }
}

export function buildOpenApiDocument() {
  const schemas = toJsonSchemaDefs(COMPONENTS, {
    target: 'draft-2020-12',
    // Transformations (trim, toUpperCase) and cross-field checks have no JSON Schema form;
    // they are described in the operation texts instead.
    errorMode: 'ignore',
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
  })
  const paths: Record<string, Record<string, unknown>> = {}
  for (const op of [...OPERATIONS, ...SHARE_OPERATIONS, ...PAYMENT_OPERATIONS]) {
    const key = `${API_PREFIX}${op.path}`
    paths[key] = { ...paths[key], [op.method]: operationObject(op) }
  }
  Object.assign(paths, extraPaths())
  return {
    openapi: '3.1.0',
    info: {
      title: 'Webshop API',
      version: '1.0.0',
      description:
        'Contract between the booking web shop and its Laravel backend. Generated from the valibot schemas in src/api by src/api/openapi.ts; read docs/api/README.md for conventions (stateless public API, session routes and CSRF, locale, idempotency, holds, errors) and for running it on Laravel.',
    },
    servers: [{ url: '/' }],
    tags: [
      'Shop',
      'Catalogue',
      'Availability',
      'Cart',
      'Checkout',
      'Orders',
      'Payment links',
      'Bookings',
      'Session',
      'Staff',
    ].map((name) => ({ name })),
    paths,
    components: {
      parameters: {
        AcceptLanguage: {
          name: 'Accept-Language',
          in: 'header',
          description:
            'Interface language (de, en, fr); texts in answers are resolved into it. Fallback de.',
          schema: { type: 'string', default: 'de' },
        },
        XsrfToken: {
          name: 'X-XSRF-TOKEN',
          in: 'header',
          description:
            'The client sends the URL-decoded XSRF-TOKEN cookie when it has one. The public shop API is stateless: it ignores this header, never answers 419 and works without any cookie (widgets with third-party cookies blocked).',
          schema: str,
        },
        SessionXsrfToken: {
          name: 'X-XSRF-TOKEN',
          in: 'header',
          required: true,
          description:
            "The URL-decoded XSRF-TOKEN cookie of this session (from GET /sanctum/csrf-cookie or any earlier answer of the session's routes).",
          schema: str,
        },
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          description:
            'One key per user intent. The same key on the same request replays the first answer; on another request it answers 409 IDEMPOTENCY_KEY_REUSED.',
          schema: { type: 'string', maxLength: 255 },
        },
      },
      responses: {
        CsrfMismatch: {
          description:
            'CSRF token mismatch, as Laravel answers it: `{"message": "CSRF token mismatch."}`, no code. Session routes only. Fetch the cookie again and retry once.',
          content: { 'application/json': { schema: ref('Message') } },
        },
      },
      schemas,
    },
  }
}
