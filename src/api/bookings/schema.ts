// valibot and relative imports only: the mock shapes its answers with these schemas.
import * as v from 'valibot'
import { DateTimeSchema, MoneySchema, dataEnvelope } from '../shared/schemas'
import {
  CancellationPolicySchema,
  MeetingPointSchema,
  RequiredFieldSchema,
} from '../listings/schema'
export { CancellationPolicySchema, type CancellationPolicy } from '../listings/schema'
import {
  DiscountLineSchema,
  IssuedVoucherSchema,
  OrderItemSchema,
  OrderStatusSchema,
  ParticipantSchema,
  PaymentMethodSchema,
  PaymentSchema,
  TotalsSchema,
} from '../orders/schema'
import {
  DepositScheduleSchema,
  GiftVoucherLineSchema,
  ItemWithdrawalSchema,
  WithdrawalSchema,
} from '../payments/schema'

const Int = (min = 0, max?: number) =>
  max === undefined
    ? v.pipe(v.number(), v.integer(), v.minValue(min))
    : v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))

/**
 * What the customer may change now, and until when (the backend's clock decides: the app never
 * compares deadlines with the device's clock). A deadline is null when the action is not offered
 * for this booking at all (e.g. rescheduling a request).
 */
export const BookingRulesSchema = v.object({
  cancellation: CancellationPolicySchema,
  participantsUntil: v.nullable(DateTimeSchema),
  rescheduleUntil: v.nullable(DateTimeSchema),
  /** Cancelling (with the fee) is possible until then. */
  cancelUntil: v.nullable(DateTimeSchema),
  /** Cancelling is free until then. */
  freeCancellationUntil: v.nullable(DateTimeSchema),
  canChangeParticipants: v.boolean(),
  canReschedule: v.boolean(),
  /** For a request not yet confirmed: withdrawing it. */
  canCancel: v.boolean(),
  /** An item may be withdrawn from now (right of withdrawal: gift vouchers, goods). */
  canWithdraw: v.optional(
    v.pipe(
      v.boolean(),
      v.description(
        'Some item may be withdrawn now (its withdrawal.status AVAILABLE): the page shows "Withdraw from contract here".',
      ),
    ),
  ),
})
export type BookingRules = v.InferOutput<typeof BookingRulesSchema>

export const BookingItemSchema = v.object({
  ...OrderItemSchema.entries,
  skuId: v.string(),
  /**
   * The places the item takes in availability (persons; 1 for a private group): a new date is
   * asked for with `quantity` = this, as the booking was.
   */
  places: v.pipe(
    Int(),
    v.description(
      'Places the item takes (persons; 1 for a private group): the `quantity` of availability and slots for another date.',
    ),
  ),
  /** BLOCKS SKUs: the booked duration in blocks; start times for a move are asked with it. */
  blocks: v.optional(
    v.pipe(
      Int(1),
      v.description(
        'BLOCKS SKUs: the booked duration in blocks; a move keeps it (`blocks` of availability and slots).',
      ),
    ),
  ),
  /** The booked persons with their details; the categories and their number are fixed. */
  people: v.array(ParticipantSchema),
  /** The details every person must have (as in checkout). */
  requiredFields: v.array(RequiredFieldSchema),
  meetingPoint: v.optional(MeetingPointSchema),
  /** The item's right of withdrawal (gift vouchers, goods bought by a consumer); absent: none. */
  withdrawal: v.optional(ItemWithdrawalSchema),
})
export type BookingItem = v.InferOutput<typeof BookingItemSchema>

export const BookingCancellationSchema = v.object({
  cancelledAt: DateTimeSchema,
  fee: MoneySchema,
  refund: MoneySchema,
})

export const BookingSchema = v.object({
  /** The token of the booking page's URL (the only credential, as for payment links). */
  token: v.string(),
  code: v.pipe(v.string(), v.regex(/^[A-Z]{2}-[0-9A-Z]{5}$/)),
  status: OrderStatusSchema,
  /** When it was booked: a deadline that had passed by then is no deadline the customer missed. */
  createdAt: v.pipe(
    DateTimeSchema,
    v.description(
      'When the order was placed. A deadline before it had already passed when the customer booked.',
    ),
  ),
  mode: v.picklist(['INSTANT', 'REQUEST']),
  paymentMethod: v.nullable(PaymentMethodSchema),
  customer: v.object({ name: v.string(), email: v.string() }),
  items: v.array(BookingItemSchema),
  totals: v.object({ ...TotalsSchema.entries, paid: MoneySchema, refunded: MoneySchema }),
  vouchers: v.array(DiscountLineSchema),
  /** Gift vouchers that paid part of the booking, with what is left on each. */
  giftVouchers: v.optional(v.array(GiftVoucherLineSchema)),
  /** Paid by deposit: what is paid, what is open and by when. */
  deposit: v.optional(DepositScheduleSchema),
  /** Gift vouchers bought with this booking (as the order's issuedVouchers); absent: none. */
  issuedVouchers: v.optional(
    v.pipe(
      v.array(IssuedVoucherSchema),
      v.description(
        "Gift vouchers bought with this booking, as the order's issuedVouchers (code, amount, itemId, validUntil); absent: none.",
      ),
    ),
  ),
  /** Withdrawals received (right of withdrawal), oldest first. */
  withdrawals: v.optional(v.array(WithdrawalSchema)),
  /** Token of the payment link page for the open amount; null when nothing is payable online. */
  paymentLinkToken: v.nullable(v.string()),
  rules: BookingRulesSchema,
  cancellation: v.nullable(BookingCancellationSchema),
})
export type Booking = v.InferOutput<typeof BookingSchema>
export const BookingResponseSchema = dataEnvelope(BookingSchema)

/** PUT bookings/{token}/items/{item}/participants: the same persons, new details. */
export const BookingParticipantsInputSchema = v.object({
  participants: v.pipe(
    v.array(
      v.object({
        id: v.pipe(v.string('validation.required'), v.nonEmpty('validation.required')),
        firstname: v.optional(v.pipe(v.string(), v.maxLength(50))),
        surname: v.optional(v.pipe(v.string(), v.maxLength(50))),
        birthdate: v.optional(v.pipe(v.string(), v.isoDate('validation.date'))),
        weightKg: v.optional(v.number()),
      }),
    ),
    v.minLength(1, 'validation.required'),
  ),
})
export type BookingParticipantsInput = v.InferOutput<typeof BookingParticipantsInputSchema>

/** GET bookings/{token}/reschedule-quote: what moving an item to another slot costs. */
export const RescheduleQuoteSchema = v.object({
  itemId: v.string(),
  slotId: v.string(),
  start: DateTimeSchema,
  end: v.optional(DateTimeSchema),
  /** The item's price now and at the new slot (current prices). */
  currentPrice: MoneySchema,
  newPrice: MoneySchema,
  /** The booking's total after the move. */
  newTotal: MoneySchema,
  /** Still to pay after the move (through the provider for bookings paid online). */
  toPay: MoneySchema,
  /** Paid back to the original payment method after the move. */
  refund: MoneySchema,
})
export type RescheduleQuote = v.InferOutput<typeof RescheduleQuoteSchema>
export const RescheduleQuoteResponseSchema = dataEnvelope(RescheduleQuoteSchema)

/** POST bookings/{token}/reschedule. `quotedTotal`: the quote's newTotal (409 PRICE_CHANGED). */
export const RescheduleInputSchema = v.object({
  itemId: v.pipe(v.string('validation.required'), v.nonEmpty('validation.required')),
  slotId: v.pipe(v.string('validation.required'), v.nonEmpty('validation.required')),
  quotedTotal: Int(),
  returnUrl: v.pipe(v.string('validation.required'), v.nonEmpty('validation.required')),
})
export type RescheduleInput = v.InferOutput<typeof RescheduleInputSchema>

/** DONE: moved, nothing to pay now. REDIRECT: moved, pay the difference at the provider. */
export const RescheduleResultSchema = v.object({
  booking: BookingSchema,
  refund: MoneySchema,
  payment: v.nullable(PaymentSchema),
  next: v.variant('type', [
    v.object({ type: v.literal('DONE') }),
    v.object({ type: v.literal('REDIRECT'), url: v.string() }),
  ]),
})
export type RescheduleResult = v.InferOutput<typeof RescheduleResultSchema>
export const RescheduleResultResponseSchema = dataEnvelope(RescheduleResultSchema)

/** GET bookings/{token}/cancellation-quote: what cancelling now costs, as the API computes it. */
export const CancellationQuoteSchema = v.object({
  fee: MoneySchema,
  refund: MoneySchema,
  /** After cancelling, still to pay (a fee above what was paid). */
  toPay: MoneySchema,
  /** A request not yet confirmed: cancelling withdraws it (always free). */
  withdrawal: v.boolean(),
})
export type CancellationQuote = v.InferOutput<typeof CancellationQuoteSchema>
export const CancellationQuoteResponseSchema = dataEnvelope(CancellationQuoteSchema)

/** POST bookings/{token}/cancel. `quotedFee`: the quote's fee (409 PRICE_CHANGED when it changed). */
export const CancelInputSchema = v.object({
  quotedFee: Int(),
})
export type CancelInput = v.InferOutput<typeof CancelInputSchema>

/** POST bookings/{token}/withdrawal: the withdrawal as received, and the booking after it. */
export const WithdrawalResultSchema = v.object({
  withdrawal: WithdrawalSchema,
  booking: BookingSchema,
})
export type WithdrawalResult = v.InferOutput<typeof WithdrawalResultSchema>
export const WithdrawalResultResponseSchema = dataEnvelope(WithdrawalResultSchema)
