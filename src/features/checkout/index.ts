// Checkout: the form pieces other pages reuse (a participant's details and their rules). The
// checkout and success pages are imported by their routes, each split into its own chunk.
export { PersonFieldset, PERSON_FIELDS, type PersonField } from './shared/PersonFieldset'
export { participantErrors } from './shared/validation'
