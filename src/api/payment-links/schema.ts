// valibot and relative imports only: the mock shapes its answers with these schemas.
import * as v from 'valibot'
import { DateTimeSchema, MoneySchema, dataEnvelope } from '../shared/schemas'
import {
  DiscountLineSchema,
  OnlineMethodSchema,
  OrderItemSchema,
  PaymentInputSchema,
  PaymentSchema,
} from '../orders/schema'
import { QrBillSchema } from '../qr-bill/schema'
import { DepositScheduleSchema } from '../payments/schema'
import { PaymentPlanSummarySchema } from '../split-bill/schema'

/**
 * PAYABLE: an open amount can be paid online. PAID: nothing open. NOT_PAYABLE_ONLINE: on site or
 * invoice only. BOOKING_EXPIRED: the booking was not paid in time (e.g. a split bill's organiser
 * never paid their share, or a deposit's rest was not paid by its date: `booking.deposit` says
 * FORFEITED): its places are released, nothing is due, payments are refused.
 * BOOKING_CANCELLED: the booking was cancelled (by the organiser on the booking page, or by
 * staff): nothing is due (openAmount 0, no qrBill), payments are refused; `paid` is what is kept
 * after the refunds (the cancellation fee paid), the rest went back to the payment method.
 * AWAITING_ORGANISER: a guest's share of a split bill while the organiser has not paid their own
 * share (the order is still PENDING_PAYMENT): nothing is payable yet (openAmount 0, total the
 * share's amount), payments are refused; once the organiser has paid, the share is PAYABLE.
 */
export const PaymentLinkStateSchema = v.picklist([
  'PAYABLE',
  'PAID',
  'NOT_PAYABLE_ONLINE',
  'BOOKING_EXPIRED',
  'BOOKING_CANCELLED',
  'AWAITING_ORGANISER',
])
export type PaymentLinkState = v.InferOutput<typeof PaymentLinkStateSchema>

export const PaymentLinkSchema = v.object({
  token: v.string(),
  state: PaymentLinkStateSchema,
  expiresAt: DateTimeSchema,
  booking: v.object({
    /** The booking code the page is titled with, e.g. AB-PAY01. */
    code: v.string(),
    /**
     * Token of the booking page ({lang}/aftersales/booking/{token}) of the same booking, which
     * reads every participant and changes or cancels the booking. Absent on a split bill's share
     * link: a share link opens only its own share.
     */
    pageToken: v.optional(
      v.pipe(
        v.string(),
        v.description(
          "The booking page's token (names, changes, cancelling). Absent on a split bill's share link, which opens only its own share.",
        ),
      ),
    ),
    items: v.array(OrderItemSchema),
    /** Sum of the items' prices; minus the vouchers' discounts gives the total. */
    subtotal: MoneySchema,
    vouchers: v.array(DiscountLineSchema),
    total: MoneySchema,
    /** Paid by gift vouchers (a means of payment); absent: none. */
    giftVouchers: v.optional(MoneySchema),
    paid: MoneySchema,
    openAmount: MoneySchema,
    /**
     * A booking paid by deposit: the deposit, the open rest and its due date, as the order and
     * the booking page carry it. Absent: no deposit (and always on a split bill's share link).
     */
    deposit: v.optional(
      v.pipe(
        DepositScheduleSchema,
        v.description(
          'A booking paid by deposit: what the deposit was, the rest and by when it is due (restDueAt), as on the order. Absent: no deposit, and on a share link.',
        ),
      ),
    ),
  }),
  /** The latest payment attempt, to tell "payment failed" after a return from the provider. */
  lastPayment: v.nullable(PaymentSchema),
  /**
   * While PAYABLE: the online methods the open amount may be paid with (CARD, TWINT), in the
   * shop's order: the same as the checkout's `onlineMethods` for this booking. The page shows
   * each beside the others; POST payment-links/{token}/payments takes one as `onlineMethod`.
   * Absent (and in every other state): the provider's page lets the visitor choose.
   */
  onlineMethods: v.optional(
    v.pipe(
      v.array(OnlineMethodSchema),
      v.description(
        "While PAYABLE: the online methods the open amount may be paid with, in the shop's order (as the checkout's onlineMethods); POST payment-links/{token}/payments takes one as `onlineMethod`. Absent: the provider's page chooses.",
      ),
    ),
  ),
  /** With an open amount: the QR-bill's data to pay it by bank transfer; absent: none. */
  qrBill: v.optional(QrBillSchema),
  /** A share of a split bill: the booking's amounts are this share's. */
  paymentPlan: v.optional(PaymentPlanSummarySchema),
})
export type PaymentLink = v.InferOutput<typeof PaymentLinkSchema>
export const PaymentLinkResponseSchema = dataEnvelope(PaymentLinkSchema)

/**
 * POST payment-links/{token}/payments: the return URL and, optionally, the online method the
 * provider's page opens with: one of the link's `onlineMethods` (422 on `onlineMethod` otherwise),
 * as with POST orders/{token}/payments and the checkout's submit.
 */
export const PaymentLinkPaymentInputSchema = v.object({
  ...PaymentInputSchema.entries,
  onlineMethod: v.optional(
    v.pipe(OnlineMethodSchema, v.description("One of the link's onlineMethods (422 otherwise).")),
  ),
})
export type PaymentLinkPaymentInput = v.InferOutput<typeof PaymentLinkPaymentInputSchema>
