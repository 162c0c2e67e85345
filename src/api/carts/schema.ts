// valibot and relative imports only: the mock validates requests and shapes answers with these.
import * as v from 'valibot'
import {
  DateTimeSchema,
  LocalDateSchema,
  LocalTimeSchema,
  MoneySchema,
  dataEnvelope,
} from '../shared/schemas'
import {
  BookingModeSchema,
  FulfilmentSchema,
  RequiredFieldSchema,
  SkuTypeSchema,
  VariantKindSchema,
} from '../listings/schema'
import {
  DiscountLineSchema,
  ParticipantSchema,
  TotalsSchema,
  VoucherDetailsSchema,
} from '../orders/schema'
import { GiftVoucherLineSchema } from '../payments/schema'

const Id = v.pipe(v.string(), v.minLength(1))
const Quantity = v.pipe(v.number(), v.integer(), v.minValue(0))

export const CartStatusSchema = v.picklist(['OPEN', 'EXPIRED', 'CHECKED_OUT'])
export type CartStatus = v.InferOutput<typeof CartStatusSchema>

export const CartLineSchema = v.object({
  variantId: Id,
  label: v.string(),
  kind: VariantKindSchema,
  quantity: Quantity,
  unitPrice: MoneySchema,
  total: MoneySchema,
})
export type CartLine = v.InferOutput<typeof CartLineSchema>

export { ParticipantSchema, type Participant } from '../orders/schema'

export const CartServiceSchema = v.object({
  id: Id,
  label: v.string(),
  per: v.picklist(['PERSON', 'BOOKING']),
  quantity: Quantity,
  unitPrice: MoneySchema,
  total: MoneySchema,
})
export type CartService = v.InferOutput<typeof CartServiceSchema>

export { VoucherDetailsSchema, type VoucherDetails } from '../orders/schema'

export const CartItemSchema = v.object({
  id: Id,
  listing: v.object({
    id: Id,
    slug: v.string(),
    title: v.string(),
    mediaId: v.optional(v.string()),
  }),
  sku: v.object({ id: Id, type: SkuTypeSchema, title: v.string() }),
  bookingMode: BookingModeSchema,
  /** Dated items only. */
  date: v.optional(LocalDateSchema),
  slotId: v.optional(v.string()),
  start: v.optional(DateTimeSchema),
  end: v.optional(DateTimeSchema),
  startTime: v.optional(LocalTimeSchema),
  /** Private services: the booked duration in blocks. */
  blocks: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  lines: v.array(CartLineSchema),
  participants: v.array(ParticipantSchema),
  /** Every chosen additional service, per person summed up, with its total. */
  additionalServices: v.array(CartServiceSchema),
  /** Ids of per-BOOKING services chosen. */
  bookingServiceIds: v.array(Id),
  voucherDetails: v.optional(VoucherDetailsSchema),
  requiredFields: v.array(RequiredFieldSchema),
  completeness: v.picklist(['COMPLETE', 'INCOMPLETE']),
  /** Dot paths within the item that still need a value, e.g. participants.0.firstname. */
  missing: v.pipe(
    v.array(v.string()),
    v.description('Dot paths within the item still to fill in, e.g. participants.0.firstname.'),
  ),
  price: MoneySchema,
  /** Goods only: how the buyer gets them (the SKU's). */
  fulfilment: v.optional(FulfilmentSchema),
})
export type CartItem = v.InferOutput<typeof CartItemSchema>

export const CartVoucherSchema = v.object({ ...DiscountLineSchema.entries })
export type CartVoucher = v.InferOutput<typeof CartVoucherSchema>

export const CartSchema = v.object({
  id: Id,
  status: v.pipe(
    v.picklist(['OPEN', 'EXPIRED']),
    v.description('EXPIRED once expiresAt has passed: the places are released.'),
  ),
  /** INSTANT books at checkout; REQUEST sends a binding request (listings in request mode). */
  mode: BookingModeSchema,
  /** When the places held for this cart are released (UTC). Renewed by every change. */
  expiresAt: v.pipe(
    DateTimeSchema,
    v.description(
      'UTC. The hold (15 minutes) ends here; every change of the cart renews it, as does POST extend.',
    ),
  ),
  items: v.array(CartItemSchema),
  /** Discount codes (a price reduction). */
  vouchers: v.array(CartVoucherSchema),
  /** Gift vouchers (a means of payment): what each pays and what stays on it. */
  giftVouchers: v.optional(v.array(GiftVoucherLineSchema)),
  totals: TotalsSchema,
  /** The server's clock when answering: the client's countdown corrects its clock by it. */
  serverTime: v.optional(
    v.pipe(
      DateTimeSchema,
      v.description(
        'UTC with milliseconds: the server’s clock when it answered. Clients take serverTime minus their own clock at receipt as their clock offset and count the hold down to expiresAt on the server’s time (docs/api/README.md, "Server time").',
      ),
    ),
  ),
})
export type Cart = v.InferOutput<typeof CartSchema>
export const CartResponseSchema = dataEnvelope(CartSchema)

/**
 * A checked-out cart answers its status only: its id may have been shared (a hand-off link, a
 * forwarded checkout address), so nothing in it leads to the order or the buyer.
 */
export const CheckedOutCartSchema = v.object({
  id: Id,
  status: v.pipe(
    v.literal('CHECKED_OUT'),
    v.description(
      'The cart became an order. Only the submit answer names the order; this answer never does.',
    ),
  ),
  serverTime: v.optional(DateTimeSchema),
})
export type CheckedOutCart = v.InferOutput<typeof CheckedOutCartSchema>

/** GET carts/{cart}: the cart, or only the status of one that was checked out. */
export const CartAnswerSchema = v.variant('status', [CartSchema, CheckedOutCartSchema])
export type CartAnswer = v.InferOutput<typeof CartAnswerSchema>
export const CartAnswerResponseSchema = dataEnvelope(CartAnswerSchema)

export const isCheckedOut = (cart: CartAnswer): cart is CheckedOutCart =>
  cart.status === 'CHECKED_OUT'

// ---- Requests --------------------------------------------------------------------------------

const LineInputSchema = v.object({
  variantId: Id,
  quantity: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** VOUCHER_CUSTOM: the chosen amount in minor units. */
  customAmount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
})

/** POST carts/{cart}/items */
export const AddItemInputSchema = v.object({
  skuId: Id,
  /** SLOTS and BLOCKS: a slot id from GET slots (alternatively date + time [+ blocks]). */
  slotId: v.optional(v.string()),
  date: v.optional(LocalDateSchema),
  time: v.optional(LocalTimeSchema),
  blocks: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  lines: v.pipe(v.array(LineInputSchema), v.minLength(1)),
  voucherDetails: v.optional(VoucherDetailsSchema),
  /**
   * Ask for a full day or slot instead of booking it (listings with `requestWhenFull`): nothing
   * is held, the cart becomes a request cart. 422 on `request` for other listings.
   */
  request: v.optional(v.boolean()),
})
export type AddItemInput = v.InferOutput<typeof AddItemInputSchema>

export const ParticipantInputSchema = v.object({
  /** Keep the id of an existing participant; leave it out for a new one. */
  id: v.optional(v.string()),
  variantId: Id,
  firstname: v.optional(v.string()),
  surname: v.optional(v.string()),
  birthdate: v.optional(LocalDateSchema),
  weightKg: v.optional(v.number()),
  additionalServiceIds: v.optional(v.array(Id)),
})
export type ParticipantInput = v.InferOutput<typeof ParticipantInputSchema>

/**
 * PATCH carts/{cart}/items/{item}. `participants` replaces the list and sets the quantities
 * of person categories (removing a person removes their services); `lines` changes quantities
 * directly. Send one of the two.
 */
export const UpdateItemInputSchema = v.object({
  lines: v.optional(v.pipe(v.array(LineInputSchema), v.minLength(1))),
  participants: v.optional(v.array(ParticipantInputSchema)),
  bookingServiceIds: v.optional(v.array(Id)),
  voucherDetails: v.optional(VoucherDetailsSchema),
})
export type UpdateItemInput = v.InferOutput<typeof UpdateItemInputSchema>

/**
 * POST carts/{cart}/vouchers: a discount code or a gift voucher's code (the backend knows which);
 * 422 VOUCHER_NOT_APPLICABLE for a discount code on a cart with nothing it may discount.
 */
export const VoucherCodeInputSchema = v.object({
  code: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.maxLength(40)),
})
export type VoucherCodeInput = v.InferOutput<typeof VoucherCodeInputSchema>
