// valibot and relative imports only: the mock shapes its answers with these schemas.
import * as v from 'valibot'

/** An address as the QR-bill carries it (structured address, type S). */
export const QrBillAddressSchema = v.object({
  name: v.string(),
  /** Street, without the building number. */
  address: v.string(),
  buildingNumber: v.optional(v.string()),
  zip: v.string(),
  city: v.string(),
  /** ISO 3166-1 alpha-2, e.g. CH. */
  country: v.string(),
})
export type QrBillAddress = v.InferOutput<typeof QrBillAddressSchema>

/**
 * What a Swiss QR-bill for the open amount needs from the backend (SIX Implementation
 * Guidelines for the QR-bill 2.3): the account, the reference that goes with it, the creditor
 * and, when known, the debtor. The amount and currency (CHF or EUR) are the open amount's.
 * Absent: no QR-bill is offered.
 */
export const QrBillSchema = v.pipe(
  v.object({
    /** A QR-IBAN (with a QR reference, type QRR) or an IBAN (with a creditor reference, SCOR). */
    account: v.string(),
    /** 27-digit QR reference with a QR-IBAN; ISO 11649 creditor reference (RF…) with an IBAN. */
    reference: v.string(),
    creditor: QrBillAddressSchema,
    /** The payer, when the backend knows the address. */
    debtor: v.optional(QrBillAddressSchema),
    /** Unstructured message, e.g. "Booking AB-7K3Q9". */
    message: v.optional(v.string()),
  }),
  v.description('QR-bill data for the open amount (see README).'),
)
export type QrBill = v.InferOutput<typeof QrBillSchema>
