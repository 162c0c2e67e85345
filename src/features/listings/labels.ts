import type { AvailabilityHint, ListingSummary } from '@/api/listings'

/** i18n keys (namespace listings) of the listing status labels. */
export const TIME_STATUS_KEY: Record<ListingSummary['timeStatus'], string> = {
  IN_FUTURE: 'timeStatus.upcoming',
  ONGOING: 'timeStatus.ongoing',
  IN_PAST: 'timeStatus.past',
}

export const HINT_KEY: Record<AvailabilityHint['status'], string> = {
  AVAILABLE: 'hint.available',
  STOCK_LOW: 'hint.stockLow',
  SOLD_OUT: 'hint.soldOut',
  UPON_REQUEST: 'hint.onRequest',
  NONE: 'hint.none',
}
