// valibot and relative imports only: the mock shapes its answers with these schemas.
import * as v from 'valibot'

/** An address as the QR-bill carries it (structured address, type S). */
export const QrBillAddressSchema = v.object({
  name: v.pipe(v.string(), v.maxLength(70)),
  /** Street, without the building number. */
  address: v.pipe(v.string(), v.maxLength(70)),
  buildingNumber: v.optional(v.pipe(v.string(), v.maxLength(16))),
  zip: v.pipe(v.string(), v.maxLength(16)),
  city: v.pipe(v.string(), v.maxLength(35)),
  /** ISO 3166-1 alpha-2, e.g. CH. */
  country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
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
    account: v.pipe(v.string(), v.regex(/^(CH|LI)[0-9]{2}[0-9A-Z]{17}$/)),
    /** 27-digit QR reference with a QR-IBAN; ISO 11649 creditor reference (RF…) with an IBAN. */
    reference: v.pipe(v.string(), v.regex(/^([0-9]{27}|RF[0-9]{2}[0-9A-Z]{1,21})$/)),
    creditor: QrBillAddressSchema,
    /** The payer, when the backend knows the address. */
    debtor: v.optional(QrBillAddressSchema),
    /** Unstructured message, e.g. "Booking AB-7K3Q9". */
    message: v.optional(v.pipe(v.string(), v.maxLength(140))),
  }),
  v.description('QR-bill data for the open amount (see README).'),
)
export type QrBill = v.InferOutput<typeof QrBillSchema>
