import type { QrBill, QrBillAddress } from '../../api/qr-bill/schema'
import type { MockDb } from './session'
import type { OrderState } from './seed-bookings'

/** The demo shop as creditor (its imprint's address). */
export const CREDITOR: QrBillAddress = {
  name: 'Alpenblick Erlebnisse GmbH',
  address: 'Höheweg',
  buildingNumber: '37',
  zip: '3800',
  city: 'Interlaken',
  country: 'CH',
}
/** A QR-IBAN (institution id 30000–31999): pays with a QR reference (QRR). */
export const QR_IBAN = 'CH4431999123000889012'
/** An ordinary IBAN: pays with an ISO 11649 creditor reference (SCOR). */
export const IBAN = 'CH9300762011623852957'

const MOD10 = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5]

/** A 27-digit QR reference: 26 digits and the recursive modulo-10 check digit. */
export function qrReference(digits26: string): string {
  let carry = 0
  for (const digit of digits26) carry = MOD10[(carry + Number(digit)) % 10]!
  return `${digits26}${(10 - carry) % 10}`
}

/** An ISO 11649 creditor reference for an alphanumeric body: RF, two check digits, the body. */
export function creditorReference(body: string): string {
  const numeric = `${body}RF00`
    .toUpperCase()
    .split('')
    .map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c))
    .join('')
  let rest = 0
  for (const digit of numeric) rest = (rest * 10 + Number(digit)) % 97
  return `RF${String(98 - rest).padStart(2, '0')}${body.toUpperCase()}`
}

/** The booking code's letters and digits as 26 digits (letters A=10 … Z=35), left-padded. */
function codeDigits(code: string): string {
  const digits = code
    .replace(/[^0-9A-Z]/g, '')
    .split('')
    .map((c) => (/[A-Z]/.test(c) ? String(c.charCodeAt(0) - 55) : c))
    .join('')
  return digits.slice(-26).padStart(26, '0')
}

const message = (order: OrderState) => `Booking ${order.code}`

/**
 * Pay later (invoice), or the rest after a deposit, with something open: a QR-bill to the
 * QR-IBAN with a QR reference made from the booking code, the customer as debtor when the
 * checkout had the address.
 */
export function orderQrBill(order: OrderState, open: number): QrBill | undefined {
  const restAfterDeposit = order.deposit !== undefined && order.status === 'CONFIRMED'
  if ((order.paymentMethod !== 'LATER' && !restAfterDeposit) || open <= 0) return undefined
  if (order.status !== 'CONFIRMED' && order.status !== 'PENDING_PAYMENT') return undefined
  return {
    account: QR_IBAN,
    reference: qrReference(codeDigits(order.code)),
    creditor: { ...CREDITOR },
    ...(order.debtor ? { debtor: { ...order.debtor } } : {}),
    message: message(order),
  }
}

/**
 * A payment link with an open amount: a QR-bill to the IBAN with a creditor reference; the
 * customer as debtor only on the customer's own link (a guest's share shows nobody's address).
 */
export function linkQrBill(
  _db: MockDb,
  order: OrderState,
  open: number,
  { withDebtor }: { withDebtor: boolean },
): QrBill | undefined {
  if (open <= 0 || order.status === 'CANCELLED' || order.status === 'EXPIRED') return undefined
  return {
    account: IBAN,
    reference: creditorReference(order.code.replace(/[^0-9A-Z]/g, '')),
    creditor: { ...CREDITOR },
    ...(order.debtor && withDebtor ? { debtor: { ...order.debtor } } : {}),
    message: message(order),
  }
}
