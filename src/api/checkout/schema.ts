// valibot and relative imports only: the mock validates requests with these schemas.
import * as v from 'valibot'
import { dataEnvelope } from '../shared/schemas'
import {
  OnlineMethodSchema,
  OrderSchema,
  PaymentNextSchema,
  PaymentMethodSchema,
} from '../orders/schema'
import { RequiredFieldSchema } from '../listings/schema'
import { CONTACT_LIMITS } from './limits'
import { DepositOfferSchema } from '../payments/schema'

/**
 * Validation messages are keys, not texts: the app translates them, and the mock turns them
 * into Laravel-style texts in the request language (see src/mocks/db/messages.ts).
 */
export const MSG = {
  required: 'validation.required',
  email: 'validation.email',
  phone: 'validation.phone',
  country: 'validation.country',
  accepted: 'validation.accepted',
  invalid: 'validation.invalid',
  tooLong: 'validation.tooLong',
} as const

const Required = v.pipe(v.string(MSG.required), v.trim(), v.nonEmpty(MSG.required))
const RequiredMax = (max: number) => v.pipe(Required, v.maxLength(max, MSG.tooLong))

export const PersonSchema = v.object({
  firstname: RequiredMax(CONTACT_LIMITS.name),
  surname: v.pipe(
    RequiredMax(CONTACT_LIMITS.name),
    v.description('With the firstname and a space at most 70 characters (the QR-bill name).'),
  ),
  email: v.pipe(Required, v.email(MSG.email)),
  /** International format, e.g. +41 79 900 00 00 (checked with libphonenumber by the server). */
  phone: Required,
})
export type Person = v.InferOutput<typeof PersonSchema>

export const AddressSchema = v.object({
  street: RequiredMax(CONTACT_LIMITS.street),
  streetNumber: RequiredMax(CONTACT_LIMITS.streetNumber),
  postalCode: v.pipe(
    RequiredMax(CONTACT_LIMITS.postalCode),
    v.description('CH and LI: four digits (422 otherwise).'),
  ),
  city: RequiredMax(CONTACT_LIMITS.city),
  /** ISO 3166-1 alpha-2, e.g. CH. */
  country: v.pipe(Required, v.regex(/^[A-Za-z]{2}$/, MSG.country), v.toUpperCase()),
})
export type Address = v.InferOutput<typeof AddressSchema>

export const CustomerTypeSchema = v.picklist(['PRIVATE', 'COMPANY'], MSG.required)

export const CustomerSchema = v.pipe(
  v.object({
    type: CustomerTypeSchema,
    /** Required for COMPANY. */
    company: v.optional(
      v.pipe(v.string(), v.trim(), v.maxLength(CONTACT_LIMITS.company, MSG.tooLong)),
    ),
    person: PersonSchema,
    address: AddressSchema,
  }),
  v.forward(
    v.check(
      (customer) => customer.type !== 'COMPANY' || Boolean(customer.company?.trim()),
      MSG.required,
    ),
    ['company'],
  ),
)
export type Customer = v.InferOutput<typeof CustomerSchema>

/** The person who takes part when booking for someone else. */
export const AttendeeSchema = v.object({
  firstname: Required,
  surname: Required,
  email: v.optional(v.pipe(v.string(), v.email(MSG.email))),
  phone: v.optional(v.string()),
})
export type Attendee = v.InferOutput<typeof AttendeeSchema>

export const BookingForSchema = v.picklist(['SELF', 'OTHER'], MSG.required)

/** PUT carts/{cart}/checkout/contact */
export const ContactInputSchema = v.pipe(
  v.object({
    customer: CustomerSchema,
    bookingFor: BookingForSchema,
    /** Required when bookingFor is OTHER. */
    attendee: v.optional(AttendeeSchema),
  }),
  v.forward(
    v.check((input) => input.bookingFor !== 'OTHER' || input.attendee !== undefined, MSG.required),
    ['attendee'],
  ),
)
export type ContactInput = v.InferOutput<typeof ContactInputSchema>

export const CheckoutStepSchema = v.object({
  id: v.picklist(['configuration', 'contact', 'payment']),
  /** configuration applies only when an item needs details; payment not in request mode. */
  applicable: v.boolean(),
  completed: v.boolean(),
  /**
   * configuration only: an item offers something to choose (extras, a gift box, options), so
   * the checkout opens on this step even when nothing is missing.
   */
  offersChoices: v.optional(
    v.pipe(
      v.boolean(),
      v.description(
        'configuration only: an item offers something to choose (extras, a gift box, options); the checkout opens on this step even when it is completed.',
      ),
    ),
  ),
})
export type CheckoutStep = v.InferOutput<typeof CheckoutStepSchema>

export const CheckoutSchema = v.object({
  cartId: v.string(),
  mode: v.picklist(['INSTANT', 'REQUEST']),
  steps: v.array(CheckoutStepSchema),
  /** Empty in request mode (nothing is paid before the request is confirmed). */
  paymentMethods: v.array(PaymentMethodSchema),
  /**
   * With NOW offered: the methods the payment provider offers (CARD, TWINT), in the shop's
   * order; the app shows each with its name and mark. Absent: the provider's page chooses.
   */
  onlineMethods: v.optional(
    v.pipe(
      v.array(OnlineMethodSchema),
      v.description('Online methods of the provider (with NOW).'),
    ),
  ),
  /**
   * With NOW: paying a deposit now and the rest later, beside full payment (submit `deposit:
   * true`). Absent: full payment only.
   */
  deposit: v.optional(
    v.pipe(
      DepositOfferSchema,
      v.description('With NOW: the deposit option beside full payment (submit deposit: true).'),
    ),
  ),
  /** Participant fields the cart's items need, for the configuration step. */
  requiredFields: v.array(RequiredFieldSchema),
  /** Contact details saved with PUT checkout/contact, null before. */
  contact: v.nullable(
    v.object({
      customer: v.object({
        type: v.picklist(['PRIVATE', 'COMPANY']),
        company: v.optional(v.string()),
        person: v.object({
          firstname: v.string(),
          surname: v.string(),
          email: v.string(),
          phone: v.string(),
        }),
        address: v.object({
          street: v.string(),
          streetNumber: v.string(),
          postalCode: v.string(),
          city: v.string(),
          country: v.string(),
        }),
      }),
      bookingFor: v.picklist(['SELF', 'OTHER']),
      attendee: v.optional(
        v.object({
          firstname: v.string(),
          surname: v.string(),
          email: v.optional(v.string()),
          phone: v.optional(v.string()),
        }),
      ),
    }),
  ),
})
export type Checkout = v.InferOutput<typeof CheckoutSchema>
export const CheckoutResponseSchema = dataEnvelope(CheckoutSchema)

/** POST carts/{cart}/checkout/submit */
export const SubmitInputSchema = v.object({
  /** Ignored in request mode; required otherwise. */
  paymentMethod: v.optional(PaymentMethodSchema),
  /** With NOW: the online method chosen, one of the checkout's `onlineMethods` (422 otherwise). */
  onlineMethod: v.optional(
    v.pipe(OnlineMethodSchema, v.description('With NOW: one of onlineMethods.')),
  ),
  termsAccepted: v.boolean(MSG.accepted),
  /** Where the payment provider sends the visitor back: a path or a same-origin URL. */
  returnUrl: v.pipe(
    v.string(MSG.required),
    v.nonEmpty(MSG.required),
    v.description(
      'Where the provider sends the visitor back (+ ?payment=&result= as a hint): a path or a URL of the shop origin.',
    ),
  ),
  /** Pay the checkout's deposit now (with NOW), the rest by its due date. */
  deposit: v.optional(
    v.pipe(
      v.boolean(),
      v.description(
        'With paymentMethod NOW: pay the checkout’s deposit offer now through the provider, the rest by deposit.restDueAt. 422 on deposit when the checkout offers none or the method is not NOW; with splitBill 422 on splitBill (code SPLIT_BILL_WITH_DEPOSIT).',
      ),
    ),
  ),
  /** Each person pays their own share: paymentMethod NOW and two or more people. */
  splitBill: v.optional(
    v.pipe(
      v.boolean(),
      v.description(
        'Each person pays their own share: equal shares, one per participant (the organiser’s share takes the rounding rest). The provider round trip pays the organiser’s share; every other share gets a payment link (order.paymentPlan). Only with paymentMethod NOW and two or more participants, else 422 on splitBill; 422 on splitBill too when the first activity starts less than 36 hours ahead (the shares are due 24 hours before it: the guests would have no time to pay).',
      ),
    ),
  ),
})
export type SubmitInput = v.InferOutput<typeof SubmitInputSchema>

export const SubmitResultSchema = v.object({
  order: OrderSchema,
  next: PaymentNextSchema,
})
export type SubmitResult = v.InferOutput<typeof SubmitResultSchema>
export const SubmitResponseSchema = dataEnvelope(SubmitResultSchema)
