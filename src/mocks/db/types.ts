import type {
  BookingMode,
  PriceUnit,
  RequiredField,
  SkuShape,
  SkuType,
  VariantKind,
} from '../../api/listings/schema'

/** A text in the three shop languages; the handlers resolve it by Accept-Language. */
export interface L10n {
  de: string
  en: string
  fr: string
}

export interface SeedVariant {
  id: string
  label: L10n
  description?: L10n
  kind: VariantKind
  /** Minor units of CHF; null for VOUCHER_CUSTOM. */
  price: number | null
  priceUnit: PriceUnit
  minQty: number
  maxQty: number
  customAmount?: { min: number; max: number }
  /** Person categories: the ages (whole years on the activity's date) the category is for. */
  ageMin?: number
  ageMax?: number
}

export interface SeedService {
  id: string
  label: L10n
  description?: L10n
  price: number
  per: 'PERSON' | 'BOOKING'
}

/**
 * When a dated SKU takes place. Day offsets count from the session's seed day ("today" in
 * Zurich when the data was seeded), so the demo never goes stale.
 */
export interface SeedSchedule {
  /** Open weekdays, 0 = Sunday. */
  weekdays: number[]
  /** SLOTS: start times. */
  times?: string[]
  /** SLOTS: places per slot. */
  capacity?: number
  /** BLOCKS: operating hours; start times must fit a booking of the chosen blocks. */
  dayStart?: string
  dayEnd?: string
  /** Day offsets booked out by other guests. */
  full?: number[]
  /** Every open day in the horizon is booked out by other guests. */
  fullAlways?: boolean
  /** Places other guests left on some slots: offset, time (all slots when absent), left. */
  low?: Array<{ offset: number; time?: string; left: number }>
  /** Every open day is only available upon request (request mode). */
  uponRequest?: boolean
}

export interface SeedSku {
  id: string
  type: SkuType
  title: L10n
  description?: L10n
  shape: SkuShape
  durationMinutes?: number
  startTime?: string
  blockMinutes?: number
  minBlocks?: number
  maxBlocks?: number
  startStepMinutes?: number
  minParticipants?: number
  maxParticipants?: number
  variants: SeedVariant[]
  services: SeedService[]
  requiredFields: RequiredField[]
  schedule?: SeedSchedule
  /** Goods in stock (GENERIC); unlimited when absent. */
  stock?: number
  /** Goods: where and when the buyer collects them. */
  pickup?: SeedPickup
  /** The deposit the shop takes when the visitor chooses to pay the rest later. */
  deposit?: { kind: 'PERCENT' | 'FIXED' | 'PER_PERSON'; value: number }
}

export interface SeedMeetingPoint {
  name: L10n
  address: string
  latitude?: number
  longitude?: number
}

export interface SeedPickup {
  place: SeedMeetingPoint
  hours: L10n[]
}

export interface SeedCancellationPolicy {
  freeUntilHoursBefore: number
  feePercent: number
  text: L10n
}

/** What visitors decide on (src/mocks/db/seed-listing-facts.ts), by listing slug. */
export interface SeedListingFacts {
  included?: L10n[]
  whatToBring?: L10n[]
  requirements?: {
    minAge?: number
    maxWeightKg?: number
    fitness?: 'EASY' | 'MODERATE' | 'DEMANDING'
    notes?: L10n[]
  }
  meetingPoint?: SeedMeetingPoint
  cancellationPolicy?: SeedCancellationPolicy
}

export interface SeedListing {
  id: string
  slug: string
  title: L10n
  teaser: L10n
  /** HTML paragraphs. */
  description: L10n
  highlights?: L10n[]
  mediaIds: string[]
  tags: string[]
  bookingMode: BookingMode
  /** A full day or slot may be requested instead. */
  requestWhenFull?: boolean
  /** Full slots take waiting-list entries. */
  waitingList?: boolean
  location?: L10n
  meetingPoint?: SeedMeetingPoint
  contact?: { name: string; email?: string; phone?: string }
  cancellationPolicy?: SeedCancellationPolicy
  durationMinutes?: number
  /** Season as day offsets from the seed day; undated listings (vouchers, goods) have none. */
  season?: { from: number; to: number }
  /**
   * 'event': one course or event over the season (ONGOING while it runs);
   * 'recurring': offered again and again (IN_FUTURE while dates lie ahead).
   */
  kind: 'event' | 'recurring'
  skus: SeedSku[]
  /** Slugs of related listings. */
  moreOffers?: string[]
  /** Sort position on the overview. */
  rank: number
}
