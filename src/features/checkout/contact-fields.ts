/** The contact form's fields: their order and labels, and how the text fields are laid out. */
import { CONTACT_LIMITS } from '@/api/checkout/limits'

/** Field names in the order they appear, with their label's key (`order` namespace). */
export const CONTACT_FIELDS = {
  'customer.type': 'contact.customerType',
  'customer.company': 'contact.company',
  'customer.person.firstname': 'contact.firstname',
  'customer.person.surname': 'contact.surname',
  'customer.person.email': 'contact.email',
  'customer.person.phone': 'contact.phone',
  'customer.address.street': 'contact.street',
  'customer.address.streetNumber': 'contact.streetNumber',
  'customer.address.postalCode': 'contact.postalCode',
  'customer.address.city': 'contact.city',
  'customer.address.country': 'contact.country',
  bookingFor: 'contact.bookingFor',
  'attendee.firstname': 'contact.attendeeFirstname',
  'attendee.surname': 'contact.attendeeSurname',
  'attendee.email': 'contact.attendeeEmail',
  'attendee.phone': 'contact.attendeePhone',
} as const

/** A text field: its name, and how the browser and the keyboard help to fill it in. */
export interface ContactTextSpec {
  name: keyof typeof CONTACT_FIELDS
  required?: boolean
  /** An e-mail or phone field: its input type and keyboard (a phone field with its hint). */
  kind?: 'email' | 'tel'
  autoComplete?: string
  maxLength?: number
}

/** Text fields side by side; `modifier` sizes them (a short house number, postal code). */
export interface ContactRow {
  modifier?: 'street' | 'city'
  fields: ContactTextSpec[]
}

export const COMPANY: ContactTextSpec = {
  name: 'customer.company',
  required: true,
  autoComplete: 'organization',
  maxLength: CONTACT_LIMITS.company,
}

export const PERSON_ROWS: ContactRow[] = [
  {
    fields: [
      { name: 'customer.person.firstname', required: true, autoComplete: 'given-name' },
      { name: 'customer.person.surname', required: true, autoComplete: 'family-name' },
    ],
  },
  {
    fields: [
      { name: 'customer.person.email', required: true, kind: 'email', autoComplete: 'email' },
      { name: 'customer.person.phone', required: true, kind: 'tel', autoComplete: 'tel' },
    ],
  },
]

export const ADDRESS_ROWS: ContactRow[] = [
  {
    modifier: 'street',
    fields: [
      { name: 'customer.address.street', required: true, autoComplete: 'address-line1' },
      { name: 'customer.address.streetNumber', required: true },
    ],
  },
  {
    modifier: 'city',
    fields: [
      { name: 'customer.address.postalCode', required: true, autoComplete: 'postal-code' },
      { name: 'customer.address.city', required: true, autoComplete: 'address-level2' },
    ],
  },
]

export const ATTENDEE_ROWS: ContactRow[] = [
  {
    fields: [
      { name: 'attendee.firstname', required: true },
      { name: 'attendee.surname', required: true },
    ],
  },
  {
    fields: [
      { name: 'attendee.email', kind: 'email' },
      { name: 'attendee.phone', kind: 'tel' },
    ],
  },
]
