// Booking: choosing dates, slots, people and goods for a listing. Routes import the section
// and its search rules directly, so the listing route's definition stays small.
export { AvailabilityCalendar, BookingSection, SlotList, monthRange } from './BookingSection'
export type { BookingSectionProps } from './shared'
export type { BookingSearch } from './search'
