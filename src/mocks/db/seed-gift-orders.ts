import type { OrderState, PaymentState, VoucherState } from './booking-state'

const DAY = 86_400_000

/**
 * Two gift vouchers of CHF 100 bought online by a consumer three days ago, paid in full: one
 * unused (withdrawable), one with CHF 40 left (used: not withdrawable). Their codes are
 * SEED_VOUCHER_CODES.gift and .giftPartlyUsed, documented in docs/api/README.md.
 */
export function seedGiftOrders(now: number): {
  orders: OrderState[]
  payments: PaymentState[]
  vouchers: VoucherState[]
} {
  const bought = now - 3 * DAY
  const validUntil = new Date(bought + 3 * 365 * DAY).toISOString().slice(0, 10)
  const order = (token: string, code: string, voucher: string): OrderState => ({
    id: `ord-${token}`,
    token,
    code,
    status: 'CONFIRMED',
    mode: 'INSTANT',
    paymentMethod: 'NOW',
    paymentMethods: ['NOW'],
    createdAt: bought,
    customer: { name: 'Anna Muster', email: 'anna.muster@example.ch' },
    consumer: true,
    lang: 'de',
    items: [
      {
        id: `itm-${token}`,
        listingId: 'lst-voucher',
        skuId: 'sku-voucher',
        lines: [{ variantId: 'voucher-100', quantity: 1 }],
        participants: [],
        bookingServiceIds: [],
        voucherDetails: { recipientName: 'Beat Muster', message: 'Alles Gute zum Geburtstag!' },
        quotedPrices: { 'voucher-100': 10000 },
      },
    ],
    voucherCodes: [],
    subtotal: 10000,
    discount: 0,
    paymentIds: [`pay-${token}`],
    issuedVouchers: [{ code: voucher, amount: 10000, itemId: `itm-${token}` }],
  })
  const payment = (token: string): PaymentState => ({
    id: `pay-${token}`,
    orderToken: token,
    amount: 10000,
    status: 'CONFIRMED',
    createdAt: bought,
    returnUrl: '/',
    method: 'TWINT',
  })
  const gift = (code: string, balance: number): VoucherState => ({
    code,
    kind: 'GIFT',
    value: 10000,
    balance,
    validUntil,
    usedUp: balance === 0,
  })
  return {
    orders: [
      order('ord-gift', 'AB-GIFT8', 'GV-GIFT-0100'),
      order('ord-gift-used', 'AB-GIFT9', 'GV-REST-0040'),
    ],
    payments: [payment('ord-gift'), payment('ord-gift-used')],
    vouchers: [gift('GV-GIFT-0100', 10000), gift('GV-REST-0040', 4000)],
  }
}
