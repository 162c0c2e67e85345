import type { Data } from 'swissqrbill/types'
import type { QrBill, QrBillAddress } from '@/api/qr-bill/schema'
import type { Money } from '@/api/shared/schemas'
import { billText } from './latin'

/** The QR-bill's languages (the guidelines allow de, fr, it, en): the visitor's. */
export function qrBillLanguage(lang: string): 'DE' | 'EN' | 'FR' {
  return lang === 'fr' ? 'FR' : lang === 'en' ? 'EN' : 'DE'
}

/** Longest texts of a structured address (SIX IG QR-bill 2.3, 4.3.2). */
export const BILL_LENGTHS = {
  name: 70,
  address: 70,
  buildingNumber: 16,
  zip: 16,
  city: 35,
  message: 140,
} as const

type BillAddress = NonNullable<Data['debtor']>

/**
 * An address folded to the bill's characters and lengths; undefined when a text cannot be
 * folded or is too long (an order from before the checkout kept to these lengths), or a
 * required part is empty once folded.
 */
export function billAddress(address: QrBillAddress): BillAddress | undefined {
  const name = billText(address.name, BILL_LENGTHS.name)
  const street = billText(address.address, BILL_LENGTHS.address)
  const buildingNumber = billText(address.buildingNumber ?? '', BILL_LENGTHS.buildingNumber)
  const zip = billText(address.zip, BILL_LENGTHS.zip)
  const city = billText(address.city, BILL_LENGTHS.city)
  const country = address.country.trim().toUpperCase()
  if (!name || street === undefined || buildingNumber === undefined || !zip || !city) return
  if (!/^[A-Z]{2}$/.test(country)) return
  return {
    name,
    address: street,
    ...(buildingNumber ? { buildingNumber } : {}),
    zip,
    city,
    country,
  }
}

/**
 * The library's data: the API's account, reference, creditor and debtor, the open amount.
 * Texts are folded for the bill only (the booking keeps them as typed). A debtor the bill
 * cannot carry is left out: the bill's "Payable by" box stays empty for the payer to fill in,
 * as the guidelines provide, instead of printing what the font or the banks cannot read.
 */
export function qrBillData(qrBill: QrBill, open: Money): Data {
  const debtor = qrBill.debtor && billAddress(qrBill.debtor)
  const message = qrBill.message && billText(qrBill.message, BILL_LENGTHS.message)
  return {
    amount: open.amount / 100,
    currency: open.currency as 'CHF' | 'EUR',
    // The shop's own address: folded like any other, left as given if it cannot be (the
    // library then refuses it and the panel says the bill cannot be drawn).
    creditor: { ...(billAddress(qrBill.creditor) ?? qrBill.creditor), account: qrBill.account },
    ...(debtor ? { debtor } : {}),
    reference: qrBill.reference,
    ...(message ? { message } : {}),
  }
}
