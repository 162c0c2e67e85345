// valibot and relative imports only (the order, cart and booking schemas import it): deposits,
// gift vouchers and the right of withdrawal. docs/api/README.md, "Deposits", "Gift vouchers and
// discount codes", "Right of withdrawal".
import * as v from 'valibot'
import { DateTimeSchema, MoneySchema, dataEnvelope } from '../shared/schemas'

const Int = v.pipe(v.number(), v.integer(), v.minValue(0))

// ---- Deposits ---------------------------------------------------------------------------------

/**
 * How an offer's deposit is reckoned: PERCENT of the item's price (`value` in percent), FIXED
 * per booking or PER_PERSON (`value` in minor units, at most the item's price).
 */
export const DepositRuleSchema = v.object({
  kind: v.picklist(['PERCENT', 'FIXED', 'PER_PERSON']),
  value: Int,
})
export type DepositRule = v.InferOutput<typeof DepositRuleSchema>

/** One item's part of a deposit offer. */
export const DepositItemSchema = v.object({
  itemId: v.string(),
  rule: DepositRuleSchema,
  /** The item's deposit (its price when the item has no deposit rule: paid in full). */
  deposit: MoneySchema,
})
export type DepositItem = v.InferOutput<typeof DepositItemSchema>

/**
 * The checkout's deposit option beside full payment: pay `deposit` now (through the provider,
 * like a full payment), the `rest` by `restDueAt`. Absent: only full payment.
 */
export const DepositOfferSchema = v.object({
  /** What the deposit payment takes now (gift vouchers already count towards it). */
  deposit: MoneySchema,
  /** What full payment takes now. */
  full: MoneySchema,
  /** Left to pay after the deposit. */
  rest: MoneySchema,
  restDueAt: v.pipe(
    DateTimeSchema,
    v.description('The rest is due by then: 7 days before the first activity starts.'),
  ),
  /** Per item (items without a rule of their own are paid in full with the deposit). */
  items: v.array(DepositItemSchema),
  /** A rule for the whole checkout instead of per item (absent in the mock: per item). */
  rule: v.optional(DepositRuleSchema),
  /** The deposit terms as the shop words them, in the request language. */
  text: v.string(),
})
export type DepositOffer = v.InferOutput<typeof DepositOfferSchema>

/**
 * AWAITING_DEPOSIT: the deposit's payment is open. REST_OPEN: deposit paid, the rest due by
 * restDueAt. REMINDED: past restDueAt, a reminder was sent; cancelled at cancelsAt. PAID: all
 * paid. FORFEITED: the rest was not paid: the booking is cancelled and the deposit kept.
 */
export const DepositStatusSchema = v.picklist([
  'AWAITING_DEPOSIT',
  'REST_OPEN',
  'REMINDED',
  'PAID',
  'FORFEITED',
])
export type DepositStatus = v.InferOutput<typeof DepositStatusSchema>

/** An order (or booking) paid by deposit: what is paid, what is open and by when. */
export const DepositScheduleSchema = v.object({
  status: DepositStatusSchema,
  deposit: MoneySchema,
  rest: MoneySchema,
  restDueAt: DateTimeSchema,
  /** Sent when restDueAt passed with the rest unpaid. */
  remindedAt: v.optional(DateTimeSchema),
  cancelsAt: v.pipe(
    DateTimeSchema,
    v.description(
      'Still unpaid then (48 hours after restDueAt), the booking is cancelled and the deposit kept as its cancellation fee.',
    ),
  ),
})
export type DepositSchedule = v.InferOutput<typeof DepositScheduleSchema>

// ---- Gift vouchers ----------------------------------------------------------------------------

/**
 * A gift voucher redeemed on a cart or order: a means of payment, not a discount. It pays
 * `applied` of the total after VAT was computed on the full price; `balance` stays on it.
 */
export const GiftVoucherLineSchema = v.object({
  code: v.string(),
  /** e.g. "Gift voucher GV-…", localized. */
  label: v.string(),
  applied: MoneySchema,
  /** What is left on the voucher after this cart or order (usable again). */
  balance: MoneySchema,
  validUntil: v.pipe(v.string(), v.isoDate()),
})
export type GiftVoucherLine = v.InferOutput<typeof GiftVoucherLineSchema>

// ---- Right of withdrawal ----------------------------------------------------------------------

/**
 * AVAILABLE: may be withdrawn until `until`. EXPIRED: the period is over. VOUCHER_REDEEMED: a
 * gift voucher of the item was used, even partly. WITHDRAWN: done.
 */
export const WithdrawalStatusSchema = v.picklist([
  'AVAILABLE',
  'EXPIRED',
  'VOUCHER_REDEEMED',
  'WITHDRAWN',
])

/** An item's right of withdrawal (gift vouchers, goods); absent: none (dated activities). */
export const ItemWithdrawalSchema = v.object({
  status: WithdrawalStatusSchema,
  until: v.pipe(DateTimeSchema, v.description('14 days after the purchase.')),
  withdrawnAt: v.optional(DateTimeSchema),
})
export type ItemWithdrawal = v.InferOutput<typeof ItemWithdrawalSchema>

/** GET bookings/{token}/withdrawal-quote: what withdrawing the given (or every) item does. */
export const WithdrawalQuoteSchema = v.object({
  items: v.array(
    v.object({
      itemId: v.string(),
      refund: MoneySchema,
      /** Gift voucher codes of the item that stop working. */
      voidsVouchers: v.array(v.string()),
    }),
  ),
  refund: MoneySchema,
  /** After the withdrawal, still to pay (a booking paid later). */
  toPay: MoneySchema,
})
export type WithdrawalQuote = v.InferOutput<typeof WithdrawalQuoteSchema>
export const WithdrawalQuoteResponseSchema = dataEnvelope(WithdrawalQuoteSchema)

/** POST bookings/{token}/withdrawal: the items and the consumer's confirmation. */
export const WithdrawalInputSchema = v.object({
  itemIds: v.pipe(
    v.array(v.pipe(v.string(), v.nonEmpty('validation.required'))),
    v.minLength(1, 'validation.required'),
  ),
  /** The confirmation step: must be true (the button "Confirm withdrawal"). */
  confirm: v.literal(true, 'validation.accepted'),
})
export type WithdrawalInput = v.InferOutput<typeof WithdrawalInputSchema>

export const WithdrawalSchema = v.object({
  id: v.string(),
  receivedAt: DateTimeSchema,
  itemIds: v.array(v.string()),
  refund: MoneySchema,
  voidedVouchers: v.array(v.string()),
  /** The acknowledgement e-mail, sent at once to the booking's address. */
  acknowledgement: v.object({ sentTo: v.string(), sentAt: DateTimeSchema }),
})
export type Withdrawal = v.InferOutput<typeof WithdrawalSchema>
