// Imports only valibot and relative paths: the mock backend (loaded by vite.config.ts in Node,
// where the '@/' alias does not apply) validates and shapes its answers with these schemas.
import * as v from 'valibot'
import { FulfilmentSchema, MeetingPointSchema } from './fulfilment'
import {
  LocalDateSchema,
  LocalTimeSchema,
  MoneySchema,
  dataEnvelope,
  listEnvelope,
} from '../shared/schemas'

export * from './fulfilment'

const Id = v.pipe(v.string(), v.minLength(1))
const Count = v.pipe(v.number(), v.integer(), v.minValue(0))
const Positive = v.pipe(v.number(), v.integer(), v.minValue(1))

export const SKU_TYPES = [
  'ACTIVITY',
  'PRIVATE_SERVICE_SLOT',
  'PRIVATE_SERVICE_PARTICIPANT',
  'VOUCHER',
  'GENERIC',
] as const
export const SkuTypeSchema = v.picklist(SKU_TYPES)
export type SkuType = v.InferOutput<typeof SkuTypeSchema>

export const TimeStatusSchema = v.picklist(['IN_FUTURE', 'ONGOING', 'IN_PAST'])
export type TimeStatus = v.InferOutput<typeof TimeStatusSchema>

export const BookingModeSchema = v.picklist(['INSTANT', 'REQUEST'])
export type BookingMode = v.InferOutput<typeof BookingModeSchema>

/** Status of one day (or one slot) in the calendar. */
export const AvailabilityStatusSchema = v.picklist([
  'AVAILABLE',
  'STOCK_LOW',
  'SOLD_OUT',
  'UPON_REQUEST',
  'CLOSED',
])
export type AvailabilityStatus = v.InferOutput<typeof AvailabilityStatusSchema>

/**
 * What the overview shows about availability without loading a calendar: the state of the next
 * bookable date (NONE when there is none, e.g. a past listing; AVAILABLE without date for
 * undated goods such as vouchers).
 */
export const AvailabilityHintSchema = v.object({
  status: v.picklist(['AVAILABLE', 'STOCK_LOW', 'SOLD_OUT', 'UPON_REQUEST', 'NONE']),
  nextDate: v.optional(LocalDateSchema),
  /** Present with STOCK_LOW. */
  amountLeft: v.optional(Count),
})
export type AvailabilityHint = v.InferOutput<typeof AvailabilityHintSchema>

/** All texts below are already in the request's language (Accept-Language, fallback de). */
export const ListingSummarySchema = v.object({
  id: Id,
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  title: v.string(),
  teaser: v.string(),
  /** Media ids for /api/media/v1/media/{id}.jpg; the first is the cover. */
  mediaIds: v.pipe(
    v.array(Id),
    v.description('Media ids for /api/media/v1/media/{id}.jpg; the first is the cover.'),
  ),
  /** Tag ids of the shop configuration's tags. */
  tags: v.pipe(v.array(Id), v.description("Ids of the shop configuration's tags.")),
  skuTypes: v.array(SkuTypeSchema),
  /** Lowest price of any variant; null when every price is chosen freely (custom voucher). */
  priceFrom: v.pipe(
    v.nullable(MoneySchema),
    v.description('Lowest unit price of any variant; null when the buyer chooses the amount.'),
  ),
  timeStatus: v.pipe(
    TimeStatusSchema,
    v.description(
      'IN_FUTURE while dates lie ahead, ONGOING while a multi-day event runs, IN_PAST when over.',
    ),
  ),
  availabilityHint: AvailabilityHintSchema,
  bookingMode: BookingModeSchema,
  /** A full day or slot may still be asked for: the item goes in as a request (`request: true`). */
  requestWhenFull: v.optional(
    v.pipe(
      v.boolean(),
      v.description(
        'When true, a sold-out or too-small day or slot may be requested instead: POST carts/{cart}/items with `request: true` (the cart becomes a request cart).',
      ),
    ),
  ),
  /** Full slots take waiting-list entries: POST listings/{slug}/waiting-list. */
  waitingList: v.optional(
    v.pipe(
      v.boolean(),
      v.description(
        'When true, a sold-out slot offers a waiting list: POST listings/{slug}/waiting-list.',
      ),
    ),
  ),
  location: v.optional(v.string()),
  durationMinutes: v.optional(Positive),
  /** First and last day the listing takes place (courses and seasons). */
  startDate: v.optional(LocalDateSchema),
  endDate: v.optional(LocalDateSchema),
})
export type ListingSummary = v.InferOutput<typeof ListingSummarySchema>

export const VariantKindSchema = v.picklist([
  'PERSON_CATEGORY',
  'VOUCHER_FIXED',
  'VOUCHER_CUSTOM',
  'GENERIC',
])
export type VariantKind = v.InferOutput<typeof VariantKindSchema>

/** What the price of a variant counts. */
export const PriceUnitSchema = v.picklist([
  'PER_PERSON',
  'PER_BLOCK',
  'PER_PERSON_PER_BLOCK',
  'PER_ITEM',
])
export type PriceUnit = v.InferOutput<typeof PriceUnitSchema>

export const VariantSchema = v.object({
  id: Id,
  label: v.string(),
  description: v.optional(v.string()),
  kind: VariantKindSchema,
  /** null for VOUCHER_CUSTOM, whose amount the buyer chooses within customAmount. */
  price: v.nullable(MoneySchema),
  priceUnit: PriceUnitSchema,
  minQty: Count,
  maxQty: Positive,
  customAmount: v.optional(v.object({ min: MoneySchema, max: MoneySchema })),
})
export type Variant = v.InferOutput<typeof VariantSchema>

export const AdditionalServiceSchema = v.object({
  id: Id,
  label: v.string(),
  description: v.optional(v.string()),
  price: MoneySchema,
  /** PERSON: chosen per participant; BOOKING: once per cart item. */
  per: v.picklist(['PERSON', 'BOOKING']),
})
export type AdditionalService = v.InferOutput<typeof AdditionalServiceSchema>

/**
 * How a SKU is booked. SLOTS: pick a day, then one of its slots. BLOCKS: pick a day, a duration
 * in blocks and a start time (private services). NONE: no date (vouchers, goods).
 */
export const SkuShapeSchema = v.picklist(['SLOTS', 'BLOCKS', 'NONE'])
export type SkuShape = v.InferOutput<typeof SkuShapeSchema>

export const CharacteristicsSchema = v.object({
  shape: SkuShapeSchema,
  /** Length of one slot (SLOTS). */
  durationMinutes: v.optional(Positive),
  /** Usual start time (SLOTS), for the listing teaser. */
  startTime: v.optional(LocalTimeSchema),
  /** BLOCKS: one block lasts blockMinutes; a booking takes minBlocks..maxBlocks blocks. */
  blockMinutes: v.optional(Positive),
  minBlocks: v.optional(Positive),
  maxBlocks: v.optional(Positive),
  /** BLOCKS: start times are offered every startStepMinutes. */
  startStepMinutes: v.optional(Positive),
  /** Participants per booking (group size limits). */
  minParticipants: v.optional(Positive),
  maxParticipants: v.optional(Positive),
})
export type Characteristics = v.InferOutput<typeof CharacteristicsSchema>

/** Per-participant details a SKU needs before checkout. */
export const RequiredFieldSchema = v.picklist(['firstname', 'surname', 'birthdate', 'weightKg'])
export type RequiredField = v.InferOutput<typeof RequiredFieldSchema>

export const SkuSchema = v.object({
  id: Id,
  type: SkuTypeSchema,
  title: v.string(),
  description: v.optional(v.string()),
  characteristics: CharacteristicsSchema,
  variants: v.array(VariantSchema),
  additionalServices: v.array(AdditionalServiceSchema),
  requiredFields: v.array(RequiredFieldSchema),
  /** Goods only: how the buyer gets them. */
  fulfilment: v.optional(FulfilmentSchema),
})
export type Sku = v.InferOutput<typeof SkuSchema>

/**
 * The cancellation rule of a listing (and of a booking made from it): free until
 * freeUntilHoursBefore hours before the start, then feePercent of the item's price; text is the
 * rule in the request's language, as the shop wants it read.
 */
export const CancellationPolicySchema = v.object({
  freeUntilHoursBefore: v.pipe(v.number(), v.integer(), v.minValue(0)),
  feePercent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  text: v.string(),
})
export type CancellationPolicy = v.InferOutput<typeof CancellationPolicySchema>

/** What a participant must meet; every part optional. */
export const RequirementsSchema = v.object({
  minAge: v.optional(Positive),
  maxWeightKg: v.optional(Positive),
  fitness: v.optional(v.picklist(['EASY', 'MODERATE', 'DEMANDING'])),
  /** Further conditions in the request's language (e.g. "Able to swim"). */
  notes: v.optional(v.array(v.string())),
})
export type Requirements = v.InferOutput<typeof RequirementsSchema>

/** Participants per group (the guide's group, not one booking). */
export const GroupSizeSchema = v.object({
  min: v.optional(Positive),
  max: Positive,
})
export type GroupSize = v.InferOutput<typeof GroupSizeSchema>
export const ListingContactSchema = v.object({
  name: v.string(),
  email: v.optional(v.pipe(v.string(), v.email())),
  phone: v.optional(v.string()),
})
export type ListingContact = v.InferOutput<typeof ListingContactSchema>

export const ListingSchema = v.object({
  ...ListingSummarySchema.entries,
  /** HTML from the back office; the client sanitises it before rendering. */
  description: v.pipe(v.string(), v.description('HTML; sanitise before rendering.')),
  highlights: v.optional(v.array(v.string())),
  skus: v.array(SkuSchema),
  /** Other listings of the shop worth a look. */
  moreOffers: v.optional(v.array(ListingSummarySchema)),
  /** Replaces the shop's contact panel for this listing. */
  contact: v.optional(ListingContactSchema),
  meetingPoint: v.optional(MeetingPointSchema),
  cancellationPolicy: v.optional(CancellationPolicySchema),
  /** What the price includes, in the request's language. */
  included: v.optional(v.array(v.string())),
  /** What participants bring along, in the request's language. */
  whatToBring: v.optional(v.array(v.string())),
  requirements: v.optional(RequirementsSchema),
  groupSize: v.optional(GroupSizeSchema),
})
export type Listing = v.InferOutput<typeof ListingSchema>

export const ListingListResponseSchema = listEnvelope(ListingSummarySchema)
export type ListingListResponse = v.InferOutput<typeof ListingListResponseSchema>
export const ListingResponseSchema = dataEnvelope(ListingSchema)

/**
 * Query of GET listings. Besides the fixed keys, every TAGS filter key of the shop configuration
 * (e.g. `audience`) filters by the tags of its group; pass those in `extraTags`.
 */
export interface ListingFilters {
  q?: string
  tags?: readonly string[]
  type?: SkuType
  date?: string
  /** Places the whole party needs: only listings with room for that many (on `date` if set). */
  people?: number
  page?: number
  perPage?: number
  /** `recommended` (the shop's order, past last; default) or `date` (next bookable date first). */
  sort?: ListingSort
  /** Other TAGS filters of the shop config, keyed by filter key: { audience: ['families'] }. */
  extraTags?: Readonly<Record<string, readonly string[]>>
}

export const LISTING_SORTS = ['recommended', 'date'] as const
export type ListingSort = (typeof LISTING_SORTS)[number]

export const LISTINGS_MAX_PER_PAGE = 48
export const LISTINGS_DEFAULT_PER_PAGE = 24
