// The mock's booking state (carts, orders, payments, vouchers, payment links); seeded by
// src/mocks/db/seed-bookings.ts.
import type { ContactInput } from '../../api/checkout/schema'
import type { QrBillAddress } from '../../api/qr-bill/schema'
import type {
  OnlineMethod,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from '../../api/orders/schema'
export interface ParticipantState {
  id: string
  variantId: string
  firstname?: string
  surname?: string
  birthdate?: string
  weightKg?: number
  /** Additional services chosen for this person (per PERSON). */
  serviceIds: string[]
}

export interface CartItemState {
  id: string
  listingId: string
  skuId: string
  date?: string
  /** SLOTS: the slot's start time. BLOCKS: the chosen start time. */
  time?: string
  blocks?: number
  lines: Array<{ variantId: string; quantity: number; customAmount?: number }>
  participants: ParticipantState[]
  /** Additional services per BOOKING. */
  bookingServiceIds: string[]
  voucherDetails?: { recipientName?: string; message?: string }
  /** Asked for instead of booked (a full slot of a `requestWhenFull` listing). */
  request?: boolean
  /** Unit prices when the item was added; a later change answers 409 PRICE_CHANGED on submit. */
  quotedPrices: Record<string, number>
}

export interface CartState {
  id: string
  status: 'OPEN' | 'CHECKED_OUT'
  createdAt: number
  expiresAt: number
  items: CartItemState[]
  voucherCodes: string[]
  contact: ContactInput | null
  orderToken?: string
}

export interface OrderState {
  id: string
  token: string
  code: string
  status: OrderStatus
  mode: 'INSTANT' | 'REQUEST'
  paymentMethod: PaymentMethod | null
  /** The methods the checkout offered; the open amount may be paid with any of them. */
  paymentMethods?: PaymentMethod[]
  /** The online methods the checkout offered (with NOW); its payment links offer the same. */
  onlineMethods?: OnlineMethod[]
  createdAt: number
  customer: { name: string; email: string }
  /** The customer's address from the checkout, the QR-bill's debtor. */
  debtor?: QrBillAddress
  items: CartItemState[]
  voucherCodes: string[]
  /** Minor units, fixed when the order was placed. */
  subtotal: number
  discount: number
  paymentIds: string[]
  issuedVouchers: Array<{ code: string; amount: number; itemId?: string }>
  /** Gift vouchers that pay part of the order: what each pays (minor units). */
  giftVouchers?: Array<{ code: string; amount: number }>
  /** The checkout's language: the mails about the order speak it. */
  lang?: 'de' | 'en' | 'fr'
  /** Booked by a consumer (a private customer): the right of withdrawal applies. */
  consumer?: boolean
  /** Paid by deposit (src/mocks/db/deposits.ts). */
  deposit?: DepositState
  /** Withdrawals received (src/mocks/db/withdrawal.ts). */
  withdrawals?: WithdrawalState[]
  /** Paid back (minor units) after a move to a cheaper date or a cancellation. */
  refunded?: number
  /** Set when the customer cancelled: the fee kept (the booking's total from then on). */
  cancellationFee?: number
  cancellationRefund?: number
  cancelledAt?: number
}

export interface DepositState {
  /** What the deposit payment takes (gift vouchers already counted). */
  amount: number
  restDueAt: number
  cancelsAt: number
  remindedAt?: number
  /** The rest was not paid: cancelled, the deposit kept. */
  forfeitedAt?: number
}

export interface WithdrawalState {
  id: string
  receivedAt: number
  itemIds: string[]
  /** What the withdrawn items cost (the booking's total drops by it). */
  amount: number
  refund: number
  voided: string[]
  sentTo: string
}

export interface PaymentState {
  id: string
  orderToken: string
  amount: number
  status: PaymentStatus
  createdAt: number
  returnUrl: string
  /** Language of the shop when the payment started; the provider page speaks it. */
  lang?: 'de' | 'en' | 'fr'
  /** Set when the payment was started from a payment link. */
  linkToken?: string
  /** The online method chosen (CARD or TWINT); the provider page shows it. */
  method?: 'CARD' | 'TWINT'
}

/**
 * FIXED and PERCENT: discount codes (a price reduction). GIFT: a gift voucher bought in the
 * shop, a means of payment with a balance (docs/decisions/017-gift-vouchers-are-money.md).
 */
export interface VoucherState {
  code: string
  kind: 'FIXED' | 'PERCENT' | 'GIFT'
  /** Minor units for FIXED and GIFT (the amount bought), percent for PERCENT. */
  value: number
  validUntil: string
  usedUp: boolean
  /** GIFT: what is left on it (minor units). */
  balance?: number
  /** GIFT: withdrawn by its buyer; it pays nothing any more. */
  voided?: boolean
}

export interface PaymentLinkState {
  token: string
  orderToken: string
  expiresAt: number
  /** Bookings paid on site or by invoice only cannot be paid through the link. */
  payableOnline: boolean
}

export interface BookingState {
  carts: Map<string, CartState>
  orders: Map<string, OrderState>
  payments: Map<string, PaymentState>
  vouchers: Map<string, VoucherState>
  paymentLinks: Map<string, PaymentLinkState>
}
