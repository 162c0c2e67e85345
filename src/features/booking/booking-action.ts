import type { AvailabilityStatus, BookingMode, SkuShape, TimeStatus } from '@/api/listings'

/**
 * The one place that decides which booking button the visitor sees (documented in
 * docs/booking-buttons.md; keep both in step).
 */
export type BookingAction =
  | { kind: 'BOOK' }
  | { kind: 'REQUEST' }
  | { kind: 'NOT_BOOKABLE'; reason: NotBookableReason; amountLeft?: number }
  /** Something is still to choose; the button stays "Book now"/"Request" but disabled. */
  | { kind: 'INCOMPLETE'; reason: IncompleteReason; request: boolean }

export type NotBookableReason = 'past' | 'closed' | 'soldOut' | 'tooFew'
export type IncompleteReason = 'date' | 'checking' | 'slot' | 'quantity'

export interface BookingActionInput {
  listing: { bookingMode: BookingMode; timeStatus: TimeStatus }
  shape: SkuShape
  /** Status of the chosen day (dated SKUs). */
  day?: { status: AvailabilityStatus; amountLeft?: number }
  /** The chosen slot or start time (dated SKUs). */
  slot?: { status: AvailabilityStatus; amountLeft: number }
  /** Undated goods: stock as the listing reports it (vouchers: none, i.e. unlimited). */
  stock?: { status: AvailabilityStatus | 'NONE'; amountLeft?: number }
  /** Places the choice needs: participants, or items for goods; 0 when nothing is chosen yet. */
  places: number
  /** A day is chosen but its status for this party is still on its way. */
  checking?: boolean
}

export function bookingAction(input: BookingActionInput): BookingAction {
  const { listing, shape, day, slot, stock, places } = input
  const request = listing.bookingMode === 'REQUEST'
  if (listing.timeStatus === 'IN_PAST') return { kind: 'NOT_BOOKABLE', reason: 'past' }

  let status: AvailabilityStatus | 'NONE' = 'AVAILABLE'
  let amountLeft: number | undefined
  if (shape === 'NONE') {
    status = stock?.status ?? 'AVAILABLE'
    amountLeft = stock?.amountLeft
    if (status === 'NONE') return { kind: 'NOT_BOOKABLE', reason: 'soldOut' }
  } else {
    // A chosen time decides by itself; the day's status only matters without one.
    if (!day && !slot) {
      return { kind: 'INCOMPLETE', reason: input.checking ? 'checking' : 'date', request }
    }
    if (day?.status === 'CLOSED') return { kind: 'NOT_BOOKABLE', reason: 'closed' }
    if (day?.status === 'SOLD_OUT' && !slot) {
      // Places left, but fewer than the party needs (the calendar asks with the party's size).
      return day.amountLeft
        ? { kind: 'NOT_BOOKABLE', reason: 'tooFew', amountLeft: day.amountLeft }
        : { kind: 'NOT_BOOKABLE', reason: 'soldOut' }
    }
    if (!slot) {
      return {
        kind: 'INCOMPLETE',
        reason: 'slot',
        request: request || day?.status === 'UPON_REQUEST',
      }
    }
    status = slot.status
    amountLeft = slot.amountLeft
  }

  // Requests hold nothing: the shop checks the places when it answers.
  const asks = request || status === 'UPON_REQUEST'
  if (status === 'CLOSED') return { kind: 'NOT_BOOKABLE', reason: 'closed' }
  if (!asks && status === 'SOLD_OUT' && !amountLeft) {
    return { kind: 'NOT_BOOKABLE', reason: 'soldOut' }
  }
  if (places <= 0) return { kind: 'INCOMPLETE', reason: 'quantity', request: asks }
  if (!asks && amountLeft !== undefined && amountLeft < places) {
    return amountLeft === 0
      ? { kind: 'NOT_BOOKABLE', reason: 'soldOut' }
      : { kind: 'NOT_BOOKABLE', reason: 'tooFew', amountLeft }
  }
  return asks ? { kind: 'REQUEST' } : { kind: 'BOOK' }
}
