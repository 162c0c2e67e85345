import { AVAILABILITY_MAX_DAYS } from '../../src/api/availability/schema'
import { date, int, pathParam, str } from './parts'
import type { Operation, Param } from './types'

const SLUG = pathParam('slug', 'Listing slug.')
const AVAILABILITY_PARAMS: Param[] = [
  {
    name: 'sku',
    in: 'query',
    description: 'SKU id; the first dated SKU when absent.',
    schema: str,
  },
  {
    name: 'quantity',
    in: 'query',
    description:
      'Places needed (the party size); fewer left answers SOLD_OUT, with `amountLeft` saying how many there are.',
    schema: int(1, 50),
  },
  {
    name: 'blocks',
    in: 'query',
    description: 'Private services: duration in blocks (minBlocks..maxBlocks).',
    schema: int(1),
  },
]
/** Shop configuration, listings, availability and the waiting list. */
export const OPERATIONS_CATALOGUE: readonly Operation[] = [
  {
    method: 'get',
    path: '/config',
    operationId: 'getShopConfig',
    tag: 'Shop',
    summary: 'Shop configuration (loaded before the first render).',
    answer: { data: 'ShopConfig' },
  },
  {
    method: 'get',
    path: '/listings',
    operationId: 'getListings',
    tag: 'Catalogue',
    summary: 'Listing summaries, texts in the request language.',
    description:
      'Filters combine with AND; values within one tag parameter with OR. Besides `tags`, every TAGS filter key of the shop configuration (e.g. `audience`) filters by the tags of its group. Past listings sort last.',
    params: [
      { name: 'q', in: 'query', description: 'Full-text search (accents ignored).', schema: str },
      {
        name: 'tags',
        in: 'query',
        description: 'Tag ids (any of). Repeat the parameter.',
        schema: str,
        repeat: true,
      },
      {
        name: 'audience',
        in: 'query',
        description: 'Example of a shop-configured TAGS filter key (tag group `audience`).',
        schema: str,
        repeat: true,
      },
      {
        name: 'type',
        in: 'query',
        description: 'SKU type.',
        schema: {
          enum: [
            'ACTIVITY',
            'PRIVATE_SERVICE_SLOT',
            'PRIVATE_SERVICE_PARTICIPANT',
            'VOUCHER',
            'GENERIC',
          ],
        },
      },
      { name: 'date', in: 'query', description: 'Only listings bookable that day.', schema: date },
      {
        name: 'people',
        in: 'query',
        description:
          'Party size: only listings with a dated offer that has room for that many at once (on `date` when given, else on some day of the next 92). Listings without dates never match.',
        schema: int(1, 50),
      },
      {
        name: 'sort',
        in: 'query',
        description:
          "`recommended` (default): the shop's order; `date`: next bookable date first (upcoming lists). Past listings always last.",
        schema: { enum: ['recommended', 'date'], default: 'recommended' },
      },
      { name: 'page', in: 'query', description: 'From 1.', schema: int(1) },
      { name: 'perPage', in: 'query', description: 'Default 24, at most 48.', schema: int(1, 48) },
    ],
    answer: { list: 'ListingSummary' },
    errors: { 422: [] },
  },
  {
    method: 'get',
    path: '/listings/{slug}',
    operationId: 'getListing',
    tag: 'Catalogue',
    summary: 'One listing with SKUs, variants and additional services.',
    params: [SLUG],
    answer: { data: 'Listing' },
    errors: { 404: ['LISTING_NOT_FOUND'] },
  },
  {
    method: 'get',
    path: '/listings/{slug}/availability',
    operationId: 'getAvailability',
    tag: 'Availability',
    summary: `Calendar: one entry per day from..to (at most ${AVAILABILITY_MAX_DAYS} days).`,
    params: [
      SLUG,
      { name: 'from', in: 'query', required: true, description: 'First day.', schema: date },
      {
        name: 'to',
        in: 'query',
        required: true,
        description: 'Last day (inclusive).',
        schema: date,
      },
      // Without `sku` a listing with no dated SKUs has no days (index.html asks for a deep link's
      // month before it knows the listing).
      {
        ...AVAILABILITY_PARAMS[0]!,
        description:
          'SKU id; the first dated SKU when absent (a listing without dated SKUs then answers an empty list).',
      },
      ...AVAILABILITY_PARAMS.slice(1),
    ],
    answer: { dataArray: 'AvailabilityDay' },
    errors: { 404: ['LISTING_NOT_FOUND'], 422: [] },
  },
  {
    method: 'get',
    path: '/listings/{slug}/slots',
    operationId: 'getSlots',
    tag: 'Availability',
    summary: 'Slots of one day; for private services the start times that fit `blocks`.',
    params: [
      SLUG,
      { name: 'date', in: 'query', required: true, description: 'The day.', schema: date },
      ...AVAILABILITY_PARAMS,
    ],
    answer: { dataArray: 'Slot' },
    errors: { 404: ['LISTING_NOT_FOUND'], 422: [] },
  },
  {
    method: 'get',
    path: '/listings/{slug}/alternatives',
    operationId: 'getAlternatives',
    tag: 'Availability',
    summary: 'Nearest slots that take the whole party, and other listings, for a date that cannot.',
    description:
      'For a chosen day or slot that cannot take `quantity` places (sold out, too few, closed): up to three slots of the same SKU before and up to three after it that fit (searched day by day up to 92 days away, never before today; on `date` itself only the times on either side of `slot`), and up to three other listings sharing a tag with a dated offer that takes the party on `date`.',
    params: [
      SLUG,
      { name: 'date', in: 'query', required: true, description: 'The chosen day.', schema: date },
      {
        name: 'slot',
        in: 'query',
        description: 'The chosen slot of that day, when it is the one that does not fit.',
        schema: str,
      },
      ...AVAILABILITY_PARAMS,
    ],
    answer: { data: 'Alternatives' },
    errors: { 404: ['LISTING_NOT_FOUND'], 422: [] },
  },
  {
    method: 'post',
    path: '/listings/{slug}/waiting-list',
    operationId: 'joinWaitingList',
    tag: 'Availability',
    summary: 'Puts a visitor on the waiting list of a full slot (listings with `waitingList`).',
    description:
      '201 with the new entry. The same e-mail (case-insensitive) for the same slot again answers 200 with the entry it has (its name and party size updated while it waits): signing up twice is idempotent. 422 with field errors on `slotId` (required; a slot of this listing that cannot take `people`; the listing must have `waitingList`), `name` (required, at most 100), `email` (required, an address), `people` (1 to 50). When places come back (a hold expires, a booking is cancelled), the first entries that fit, in the order they came, turn NOTIFIED and get an e-mail. The answer leaves name and e-mail out.',
    params: [SLUG],
    body: 'WaitingListInput',
    status: 201,
    answer: { data: 'WaitingListEntry' },
    errors: { 404: ['LISTING_NOT_FOUND'], 422: [] },
  },
]
