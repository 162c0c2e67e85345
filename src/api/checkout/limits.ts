// A module of its own: the checkout's first step imports these numbers, not the schemas.

/**
 * Longest texts of the contact details: what a Swiss QR-bill carries for its payer (SIX IG
 * QR-bill 2.3: name 70, street 70, building number 16, postcode 16, town 35), within what the
 * backend stores. A person's name on the bill is "firstname surname", so both fit in 70 with the
 * space between them.
 */
export const CONTACT_LIMITS = {
  name: 35,
  fullName: 70,
  company: 70,
  street: 70,
  streetNumber: 10,
  postalCode: 10,
  city: 35,
} as const
