import type { Data } from 'swissqrbill/types'
import type { QrBill } from '@/api/qr-bill/schema'
import type { Money } from '@/api/shared/schemas'

/** The QR-bill's languages (the guidelines allow de, fr, it, en): the visitor's. */
export function qrBillLanguage(lang: string): 'DE' | 'EN' | 'FR' {
  return lang === 'fr' ? 'FR' : lang === 'en' ? 'EN' : 'DE'
}

/** Only CHF and EUR can be paid with a QR-bill. */
export function qrBillPayable(open: Money): boolean {
  return open.amount > 0 && (open.currency === 'CHF' || open.currency === 'EUR')
}

/** The library's data: the API's account, reference, creditor and debtor, the open amount. */
export function qrBillData(qrBill: QrBill, open: Money): Data {
  return {
    amount: open.amount / 100,
    currency: open.currency as 'CHF' | 'EUR',
    creditor: { ...qrBill.creditor, account: qrBill.account },
    ...(qrBill.debtor ? { debtor: { ...qrBill.debtor } } : {}),
    reference: qrBill.reference,
    ...(qrBill.message ? { message: qrBill.message } : {}),
  }
}
