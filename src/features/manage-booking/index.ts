// The customer's booking page: what is booked, the check-in code, amounts and changes.
export { ManageBookingPage } from './ManageBookingPage'
