// valibot and relative imports only: the mock shapes its answers with these schemas.
import * as v from 'valibot'
import { DateTimeSchema, LocalDateSchema, MoneySchema, dataEnvelope } from '../shared/schemas'
import { FulfilmentSchema, MeetingPointSchema, SkuTypeSchema } from '../listings/schema'
import { QrBillSchema } from '../qr-bill/schema'
import { PaymentPlanSchema } from '../split-bill/schema'
import { DepositScheduleSchema, GiftVoucherLineSchema } from '../payments/schema'

export const PaymentMethodSchema = v.picklist(['NOW', 'LATER', 'ON_SITE'])
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>

/**
 * How the visitor pays online at the provider (with the method NOW): a card or TWINT. The
 * checkout's `onlineMethods` names the ones the provider offers; the provider's page opens
 * with the one chosen.
 */
export const OnlineMethodSchema = v.picklist(['CARD', 'TWINT'])
export type OnlineMethod = v.InferOutput<typeof OnlineMethodSchema>

const Id = v.pipe(v.string(), v.minLength(1))

/**
 * A person booked on an item (a cart's or a booking's). Here, not with the cart's schemas: the
 * booking page reads it without loading the cart's code.
 */
export const ParticipantSchema = v.object({
  id: Id,
  /** The person category (variant) this participant was booked as. */
  variantId: Id,
  variantLabel: v.string(),
  firstname: v.optional(v.string()),
  surname: v.optional(v.string()),
  birthdate: v.optional(LocalDateSchema),
  weightKg: v.optional(v.number()),
  /**
   * The age in whole years this person must have on the item's date: the category's range and
   * the offer's minimum age together. A birthdate outside it is 422 on `…participants.{n}.birthdate`.
   */
  ageRange: v.optional(
    v.pipe(
      v.object({
        min: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
        max: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
      }),
      v.description(
        'Age in whole years on the item date (category range and the offer minimum age together); a birthdate outside it is 422 on participants.{n}.birthdate.',
      ),
    ),
  ),
  /** Per-PERSON additional services chosen for this participant. */
  additionalServiceIds: v.array(Id),
})
export type Participant = v.InferOutput<typeof ParticipantSchema>

export const PaymentStatusSchema = v.picklist([
  'CREATED',
  'PENDING',
  'CONFIRMED',
  'FAILED',
  'CANCELED',
])
export type PaymentStatus = v.InferOutput<typeof PaymentStatusSchema>

export const PaymentSchema = v.object({
  id: v.string(),
  status: PaymentStatusSchema,
  amount: MoneySchema,
  createdAt: DateTimeSchema,
  /** The online method the payment was started with, when one was chosen. */
  method: v.optional(v.pipe(OnlineMethodSchema, v.description('Online method chosen.'))),
  /** The provider page to send the visitor to while the payment is CREATED. */
  redirectUrl: v.optional(
    v.pipe(v.string(), v.description('Payment provider page, present while CREATED.')),
  ),
})
export type Payment = v.InferOutput<typeof PaymentSchema>

/** What the app does after submitting or starting a payment. */
export const PaymentNextSchema = v.variant('type', [
  v.object({ type: v.literal('REDIRECT'), url: v.string() }),
  v.object({ type: v.literal('CONFIRMED') }),
  v.object({ type: v.literal('REQUESTED') }),
])
export type PaymentNext = v.InferOutput<typeof PaymentNextSchema>

export const OrderStatusSchema = v.picklist([
  'PENDING_PAYMENT',
  'CONFIRMED',
  'REQUESTED',
  'CANCELLED',
  'EXPIRED',
])
export type OrderStatus = v.InferOutput<typeof OrderStatusSchema>

/** One priced line of a summary: a price category or an additional service, with its quantity. */
export const SummaryLineSchema = v.object({
  label: v.string(),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(0)),
  total: MoneySchema,
})
export type SummaryLine = v.InferOutput<typeof SummaryLineSchema>

/**
 * A discount code redeemed on a cart or order, with what it took off the price (and so its VAT).
 * Gift vouchers are not discounts: they pay, and are listed in `giftVouchers`.
 */
export const DiscountLineSchema = v.object({
  code: v.string(),
  /** e.g. "CHF 50.00 voucher" or "10 % off", localized. */
  label: v.string(),
  discount: MoneySchema,
})
export type DiscountLine = v.InferOutput<typeof DiscountLineSchema>

/**
 * A gift voucher's personal touch: whom it is for and a message, both optional (on the listing
 * and at checkout alike); printed on the voucher when given.
 */
export const VoucherDetailsSchema = v.object({
  recipientName: v.optional(v.pipe(v.string(), v.maxLength(80))),
  message: v.optional(v.pipe(v.string(), v.maxLength(500))),
})
export type VoucherDetails = v.InferOutput<typeof VoucherDetailsSchema>

/** A gift voucher bought with an order: its code, value, item and how long it can be redeemed. */
export const IssuedVoucherSchema = v.object({
  code: v.string(),
  amount: MoneySchema,
  /** The order item (a gift voucher) it was bought with; its voucherDetails say for whom. */
  itemId: v.optional(v.string()),
  /** Redeemable until then (its balance, too). */
  validUntil: v.optional(LocalDateSchema),
})
export type IssuedVoucher = v.InferOutput<typeof IssuedVoucherSchema>

export const OrderItemSchema = v.object({
  id: v.string(),
  listingSlug: v.string(),
  title: v.string(),
  skuTitle: v.string(),
  skuType: SkuTypeSchema,
  date: v.optional(LocalDateSchema),
  /** Dated items: start and end with offset (for calendar files). */
  start: v.optional(DateTimeSchema),
  end: v.optional(DateTimeSchema),
  /** e.g. "2 × Adults", localized. */
  lines: v.array(SummaryLineSchema),
  /** The chosen additional services (per person summed up, and per booking), priced. */
  additionalServices: v.pipe(
    v.array(v.object({ ...SummaryLineSchema.entries, per: v.picklist(['PERSON', 'BOOKING']) })),
    v.description(
      'Chosen additional services, per person summed up; lines plus these make the item price.',
    ),
  ),
  participants: v.pipe(v.number(), v.integer(), v.minValue(0)),
  price: MoneySchema,
  location: v.optional(v.string()),
  /** Where the participants meet (the listing's meeting point), for the page and the calendar. */
  meetingPoint: v.optional(MeetingPointSchema),
  /** Goods only: where and when to collect them (the SKU's). */
  fulfilment: v.optional(FulfilmentSchema),
  /** A gift voucher's recipient and message, as the cart item had them; absent: none given. */
  voucherDetails: v.optional(
    v.pipe(
      VoucherDetailsSchema,
      v.description(
        "A gift voucher's recipient and message (both optional), as given in the cart; printed on the voucher.",
      ),
    ),
  ),
})
export type OrderItem = v.InferOutput<typeof OrderItemSchema>

/** VAT included in a total at one rate, as a Swiss receipt lists it ("incl. 8.1 % VAT"). */
export const VatLineSchema = v.object({
  /** Percent, e.g. 8.1 (standard rate) or 2.6 (reduced rate). */
  rate: v.number(),
  /** The VAT contained in the total's share at this rate (gross amounts: already included). */
  amount: MoneySchema,
})
export type VatLine = v.InferOutput<typeof VatLineSchema>

export const TotalsSchema = v.object({
  subtotal: MoneySchema,
  discount: MoneySchema,
  total: MoneySchema,
  /** What is still to pay: total minus gift vouchers (orders: and minus confirmed payments). */
  openAmount: MoneySchema,
  /** Paid by gift vouchers: a means of payment, after VAT was computed on the total. */
  giftVouchers: v.optional(
    v.pipe(
      MoneySchema,
      v.description(
        'Paid by gift vouchers (a means of payment, not a discount): total and VAT stay; openAmount is total minus this (and payments).',
      ),
    ),
  ),
  /** VAT included in the total, one line per rate; absent or empty when the shop shows none. */
  vat: v.optional(
    v.pipe(v.array(VatLineSchema), v.description('VAT included in total, per rate.')),
  ),
})
export type Totals = v.InferOutput<typeof TotalsSchema>

export const OrderSchema = v.object({
  id: v.string(),
  /** Booking code shown to the customer, e.g. AB-7K3Q9. */
  code: v.pipe(
    v.string(),
    v.regex(/^[A-Z]{2}-[0-9A-Z]{5}$/),
    v.description('Booking code shown to the customer, e.g. AB-7K3Q9.'),
  ),
  /** Unguessable token of the order's URL. */
  token: v.string(),
  status: OrderStatusSchema,
  mode: v.picklist(['INSTANT', 'REQUEST']),
  paymentMethod: v.nullable(PaymentMethodSchema),
  /**
   * While PENDING_PAYMENT: the methods the open amount may still be paid with (the checkout's
   * offer for this order); POST orders/{token}/payments takes one of them as `method`.
   */
  paymentMethods: v.optional(
    v.pipe(
      v.array(PaymentMethodSchema),
      v.description(
        "While PENDING_PAYMENT: the methods the open amount may still be paid with (the checkout's offer); POST orders/{token}/payments takes one as `method`.",
      ),
    ),
  ),
  createdAt: DateTimeSchema,
  customer: v.object({ name: v.string(), email: v.string() }),
  items: v.array(OrderItemSchema),
  totals: v.object({ ...TotalsSchema.entries, paid: MoneySchema }),
  /** Discount codes redeemed; their discounts add up to totals.discount. */
  vouchers: v.array(DiscountLineSchema),
  /** Gift vouchers that paid part of the order; they add up to totals.giftVouchers. */
  giftVouchers: v.optional(v.array(GiftVoucherLineSchema)),
  /** Paid by deposit: the deposit, the rest and its due date, and where it stands. */
  deposit: v.optional(DepositScheduleSchema),
  payments: v.array(PaymentSchema),
  /** Codes of gift vouchers bought with this order (once it is confirmed). */
  issuedVouchers: v.array(IssuedVoucherSchema),
  /** Pay later (invoice) with an open amount: the QR-bill's data; absent: no QR-bill. */
  qrBill: v.optional(QrBillSchema),
  /** Split bill: the shares, their status and payment links. */
  paymentPlan: v.optional(PaymentPlanSchema),
})
export type Order = v.InferOutput<typeof OrderSchema>
export const OrderResponseSchema = dataEnvelope(OrderSchema)

/** POST orders/{token}/payments and payment-links/{token}/payments */
export const PaymentInputSchema = v.object({
  returnUrl: v.pipe(v.string('validation.required'), v.nonEmpty('validation.required')),
})
export type PaymentInput = v.InferOutput<typeof PaymentInputSchema>

/**
 * POST orders/{token}/payments: like PaymentInput, plus the method to pay the open amount with
 * (default NOW, online). LATER or ON_SITE (when in the order's paymentMethods) switch the order
 * to that method and confirm it without an online payment, e.g. after a cancelled one.
 */
export const OrderPaymentInputSchema = v.object({
  ...PaymentInputSchema.entries,
  method: v.optional(PaymentMethodSchema),
  /** With NOW: the online method the provider's page opens with (one of `onlineMethods`). */
  onlineMethod: v.optional(
    v.pipe(OnlineMethodSchema, v.description('With NOW: one of onlineMethods.')),
  ),
})
export type OrderPaymentInput = v.InferOutput<typeof OrderPaymentInputSchema>

export const PaymentStartSchema = v.object({ payment: PaymentSchema, next: PaymentNextSchema })
export type PaymentStart = v.InferOutput<typeof PaymentStartSchema>
export const PaymentStartResponseSchema = dataEnvelope(PaymentStartSchema)

/**
 * The answer of POST orders/{token}/payments: payment is null when no online payment was
 * started (method LATER or ON_SITE; next is then CONFIRMED).
 */
export const OrderPaymentStartSchema = v.object({
  payment: v.pipe(
    v.nullable(PaymentSchema),
    v.description('null when no online payment was started (method LATER or ON_SITE).'),
  ),
  next: PaymentNextSchema,
})
export type OrderPaymentStart = v.InferOutput<typeof OrderPaymentStartSchema>
export const OrderPaymentStartResponseSchema = dataEnvelope(OrderPaymentStartSchema)
