import type { PaymentMethod } from '../../api/orders/schema'
import type {
  BookingState,
  OrderState,
  PaymentLinkState,
  PaymentState,
  VoucherState,
} from './booking-state'
import { addDays } from './time'
import { seedGiftOrders } from './seed-gift-orders'

export type {
  BookingState,
  CartItemState,
  CartState,
  DepositState,
  OrderState,
  ParticipantState,
  PaymentLinkState,
  PaymentState,
  VoucherState,
  WithdrawalState,
} from './booking-state'

/** Redeemable codes and payment-link tokens of the demo (documented in docs/api/README.md). */
export const SEED_VOUCHER_CODES = {
  fixed: 'SOMMER-50',
  percent: 'ALPEN-10',
  usedUp: 'USED-2024',
  expired: 'WINTER-2023',
  /** Gift vouchers: CHF 100 unused, and one of CHF 100 with CHF 40 left. */
  gift: 'GV-GIFT-0100',
  giftPartlyUsed: 'GV-REST-0040',
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
  /** A gift voucher bought three days ago, unused: withdrawable. */
  giftVoucher: 'ord-gift',
  /** A gift voucher bought three days ago and partly used: not withdrawable. */
  giftVoucherUsed: 'ord-gift-used',
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
  const gifts = seedGiftOrders(now)
  const all = [partial, paid, offline, expired, extras, request, past, ...gifts.orders]
  for (const payment of gifts.payments) payments.set(payment.id, payment)
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

  for (const voucher of gifts.vouchers) vouchers.set(voucher.code, voucher)

  return { carts: new Map(), orders, payments, vouchers, paymentLinks }
}
