import type { ContactInput } from '../../api/checkout/schema'
import type { QrBillAddress } from '../../api/qr-bill/schema'
import type {
  OnlineMethod,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from '../../api/orders/schema'
import { addDays } from './time'

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
  issuedVouchers: Array<{ code: string; amount: number }>
  /** Paid back (minor units) after a move to a cheaper date or a cancellation. */
  refunded?: number
  /** Set when the customer cancelled: the fee kept (the booking's total from then on). */
  cancellationFee?: number
  cancellationRefund?: number
  cancelledAt?: number
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

export interface VoucherState {
  code: string
  kind: 'FIXED' | 'PERCENT'
  /** Minor units for FIXED, percent for PERCENT. */
  value: number
  validUntil: string
  usedUp: boolean
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

/** Redeemable codes and payment-link tokens of the demo (documented in docs/api/README.md). */
export const SEED_VOUCHER_CODES = {
  fixed: 'SOMMER-50',
  percent: 'ALPEN-10',
  usedUp: 'USED-2024',
  expired: 'WINTER-2023',
} as const
export const SEED_PAYMENT_LINKS = {
  payable: 'pl-payable',
  paid: 'pl-paid',
  offline: 'pl-offline',
  expired: 'pl-expired',
  extras: 'pl-extras',
} as const
/** Booking page tokens of the demo: a part-paid booking, a request, an expired link. */
export const SEED_BOOKING_TOKENS = {
  partPaid: 'ord-partial',
  request: 'ord-request',
  expired: 'ord-past',
} as const

function seedOrder(
  seedDay: string,
  now: number,
  token: string,
  code: string,
  dayOffset: number,
  adults: number,
  paymentMethod: PaymentMethod,
): OrderState {
  const date = addDays(seedDay, dayOffset)
  return {
    id: `ord-${token}`,
    token,
    code,
    status: 'CONFIRMED',
    mode: 'INSTANT',
    paymentMethod,
    createdAt: now - 3 * 86_400_000,
    customer: { name: 'Anna Muster', email: 'anna.muster@example.ch' },
    items: [
      {
        id: `itm-${token}`,
        listingId: 'lst-canyoning',
        skuId: 'sku-canyoning',
        date,
        time: '13:30',
        lines: [{ variantId: 'adult', quantity: adults }],
        participants: Array.from({ length: adults }, (_, i) => ({
          id: `prt-${token}-${i}`,
          variantId: 'adult',
          firstname: ['Anna', 'Beat', 'Chantal', 'Dario'][i] ?? 'Gast',
          surname: 'Muster',
          birthdate: '1990-05-0' + String(i + 1),
          serviceIds: [],
        })),
        bookingServiceIds: [],
        quotedPrices: { adult: 13900 },
      },
    ],
    voucherCodes: [],
    subtotal: adults * 13900,
    discount: 0,
    paymentIds: [],
    issuedVouchers: [],
  }
}

export function seedBookingState(seedDay: string, now: number): BookingState {
  const orders = new Map<string, OrderState>()
  const payments = new Map<string, PaymentState>()
  const paymentLinks = new Map<string, PaymentLinkState>()

  // pl-payable: CHF 417 booked, CHF 100 paid as deposit, CHF 317 open.
  const partial = seedOrder(seedDay, now, 'ord-partial', 'AB-PAY01', 12, 3, 'LATER')
  payments.set('pay-deposit', {
    id: 'pay-deposit',
    orderToken: partial.token,
    amount: 10000,
    status: 'CONFIRMED',
    createdAt: now - 3 * 86_400_000,
    returnUrl: '/',
  })
  partial.paymentIds.push('pay-deposit')
  // pl-paid: paid in full.
  const paid = seedOrder(seedDay, now, 'ord-paid', 'AB-PAID2', 14, 2, 'NOW')
  payments.set('pay-full', {
    id: 'pay-full',
    orderToken: paid.token,
    amount: paid.subtotal,
    status: 'CONFIRMED',
    createdAt: now - 3 * 86_400_000,
    returnUrl: '/',
  })
  paid.paymentIds.push('pay-full')
  // pl-offline: paid on site only.
  const offline = seedOrder(seedDay, now, 'ord-offline', 'AB-SITE3', 16, 2, 'ON_SITE')
  const expired = seedOrder(seedDay, now, 'ord-expired', 'AB-OLD04', 18, 1, 'LATER')
  // pl-extras: 2 adults (CHF 278) and one photo package (CHF 25), 10 % off: CHF 272.70 open.
  const extras = seedOrder(seedDay, now, 'ord-extras', 'AB-XTRA5', 20, 2, 'LATER')
  const [withPhotos] = extras.items[0]?.participants ?? []
  if (withPhotos) withPhotos.serviceIds.push('photo-package')
  extras.voucherCodes.push('ALPEN-10')
  extras.subtotal += 2500
  extras.discount = Math.round(extras.subtotal / 10)
  // Booked while the shop took cards only: its link offers no choice, and TWINT is refused.
  extras.onlineMethods = ['CARD']
  // Booking pages (docs/api/README.md): a request not yet confirmed, and a booking so long
  // past that its page's link has expired.
  const request = seedOrder(seedDay, now, 'ord-request', 'AB-REQ06', 25, 2, 'LATER')
  request.status = 'REQUESTED'
  request.mode = 'REQUEST'
  const past = seedOrder(seedDay, now, 'ord-past', 'AB-PAST7', -45, 2, 'NOW')
  const all = [partial, paid, offline, expired, extras, request, past]
  for (const order of all) orders.set(order.token, order)

  const inDays = (days: number) => now + days * 86_400_000
  paymentLinks.set('pl-payable', {
    token: 'pl-payable',
    orderToken: partial.token,
    expiresAt: inDays(30),
    payableOnline: true,
  })
  paymentLinks.set('pl-paid', {
    token: 'pl-paid',
    orderToken: paid.token,
    expiresAt: inDays(30),
    payableOnline: true,
  })
  paymentLinks.set('pl-offline', {
    token: 'pl-offline',
    orderToken: offline.token,
    expiresAt: inDays(30),
    payableOnline: false,
  })
  paymentLinks.set('pl-extras', {
    token: 'pl-extras',
    orderToken: extras.token,
    expiresAt: inDays(30),
    payableOnline: true,
  })
  paymentLinks.set('pl-expired', {
    token: 'pl-expired',
    orderToken: expired.token,
    expiresAt: inDays(-2),
    payableOnline: true,
  })

  const vouchers = new Map<string, VoucherState>()
  const nextYear = addDays(seedDay, 365)
  vouchers.set('SOMMER-50', {
    code: 'SOMMER-50',
    kind: 'FIXED',
    value: 5000,
    validUntil: nextYear,
    usedUp: false,
  })
  vouchers.set('ALPEN-10', {
    code: 'ALPEN-10',
    kind: 'PERCENT',
    value: 10,
    validUntil: nextYear,
    usedUp: false,
  })
  // 7 % off leaves amounts that are not in 5-Rappen steps: cash on site is rounded.
  vouchers.set('STAMMGAST-7', {
    code: 'STAMMGAST-7',
    kind: 'PERCENT',
    value: 7,
    validUntil: nextYear,
    usedUp: false,
  })
  vouchers.set('USED-2024', {
    code: 'USED-2024',
    kind: 'FIXED',
    value: 10000,
    validUntil: nextYear,
    usedUp: true,
  })
  vouchers.set('WINTER-2023', {
    code: 'WINTER-2023',
    kind: 'FIXED',
    value: 5000,
    validUntil: addDays(seedDay, -30),
    usedUp: false,
  })

  return { carts: new Map(), orders, payments, vouchers, paymentLinks }
}
