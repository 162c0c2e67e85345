import type { AvailabilityHint, ListingSummary } from '@/api/listings'

/** i18n keys (namespace listings) of the listing status labels. */
export const TIME_STATUS_KEY: Record<ListingSummary['timeStatus'], string> = {
  IN_FUTURE: 'timeStatus.upcoming',
  ONGOING: 'timeStatus.ongoing',
  IN_PAST: 'timeStatus.past',
}

const HINT_KEY: Record<AvailabilityHint['status'], string> = {
  AVAILABLE: 'hint.available',
  STOCK_LOW: 'hint.stockLow',
  SOLD_OUT: 'hint.soldOut',
  UPON_REQUEST: 'hint.onRequest',
  NONE: 'hint.none',
}

/** Vouchers and goods have no dates: no time status to show. */
export function hasDates(listing: Pick<ListingSummary, 'skuTypes'>): boolean {
  return listing.skuTypes.some((type) => type !== 'VOUCHER' && type !== 'GENERIC')
}

/**
 * A badge only where it tells something: "Ongoing" or "Past". Every bookable offer is in the
 * future, and "Upcoming" on all of them read like "coming soon, not bookable yet".
 */
export function showsTimeStatus(listing: Pick<ListingSummary, 'skuTypes' | 'timeStatus'>) {
  return hasDates(listing) && listing.timeStatus !== 'IN_FUTURE'
}

/**
 * i18n key (namespace listings) of a listing's availability: vouchers and goods speak of stock
 * ("Only 3 left", "Sold out"), never of seats.
 */
export function hintKey(
  listing: Pick<ListingSummary, 'skuTypes'>,
  status: AvailabilityHint['status'],
): string {
  if (!hasDates(listing)) {
    if (status === 'STOCK_LOW') return 'hint.itemsLeft'
    if (status === 'SOLD_OUT' || status === 'NONE') return 'hint.soldOutItems'
  }
  return HINT_KEY[status]
}
