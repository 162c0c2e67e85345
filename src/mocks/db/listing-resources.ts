import { SEED_LISTING_FACTS } from './seed-listing-facts'
import type {
  Fulfilment,
  Listing,
  ListingSummary,
  MeetingPoint,
  Sku,
} from '../../api/listings/schema'
import type { Money } from '../../api/shared/schemas'
import { availabilityHint, listingDates, listingPriceFrom, timeStatus } from './availability'
import { unitPrice } from './lookup'
import { tr, type Lang } from './locale'
import type { MockDb } from './session'
import type { SeedCancellationPolicy, SeedListing, SeedPickup, SeedSku } from './types'

export const CURRENCY = 'CHF'
export const chf = (amount: number): Money => ({ amount, currency: CURRENCY })

export function toSummary(db: MockDb, listing: SeedListing, lang: Lang): ListingSummary {
  const priceFrom = listingPriceFrom(db, listing)
  const summary: ListingSummary = {
    id: listing.id,
    slug: listing.slug,
    title: tr(listing.title, lang),
    teaser: tr(listing.teaser, lang),
    mediaIds: [...listing.mediaIds],
    tags: [...listing.tags],
    skuTypes: [...new Set(listing.skus.map((sku) => sku.type))],
    priceFrom: priceFrom === null ? null : chf(priceFrom),
    timeStatus: timeStatus(db, listing),
    availabilityHint: availabilityHint(db, listing),
    bookingMode: listing.bookingMode,
    ...(listing.requestWhenFull ? { requestWhenFull: true } : {}),
    ...(listing.waitingList ? { waitingList: true } : {}),
    ...listingDates(listing, db),
  }
  if (listing.location) summary.location = tr(listing.location, lang)
  if (listing.durationMinutes) summary.durationMinutes = listing.durationMinutes
  return summary
}

function toSku(db: MockDb, sku: SeedSku, lang: Lang): Sku {
  const characteristics: Sku['characteristics'] = { shape: sku.shape }
  const optional = {
    durationMinutes: sku.durationMinutes,
    startTime: sku.startTime,
    blockMinutes: sku.blockMinutes,
    minBlocks: sku.minBlocks,
    maxBlocks: sku.maxBlocks,
    startStepMinutes: sku.startStepMinutes,
    minParticipants: sku.minParticipants,
    maxParticipants: sku.maxParticipants,
  }
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(characteristics, { [key]: value })
  }
  return {
    id: sku.id,
    type: sku.type,
    title: tr(sku.title, lang),
    ...(sku.description ? { description: tr(sku.description, lang) } : {}),
    characteristics,
    variants: sku.variants.map((variant) => {
      const price = unitPrice(db, sku, variant)
      return {
        id: variant.id,
        label: tr(variant.label, lang),
        ...(variant.description ? { description: tr(variant.description, lang) } : {}),
        kind: variant.kind,
        price: price === null ? null : chf(price),
        priceUnit: variant.priceUnit,
        minQty: variant.minQty,
        maxQty: variant.maxQty,
        ...(variant.customAmount
          ? {
              customAmount: {
                min: chf(variant.customAmount.min),
                max: chf(variant.customAmount.max),
              },
            }
          : {}),
      }
    }),
    additionalServices: sku.services.map((service) => ({
      id: service.id,
      label: tr(service.label, lang),
      ...(service.description ? { description: tr(service.description, lang) } : {}),
      price: chf(service.price),
      per: service.per,
    })),
    requiredFields: [...sku.requiredFields],
    ...(sku.pickup ? { fulfilment: skuFulfilment(sku.pickup, lang) } : {}),
  }
}

/** How goods are had: collected at the shop's place in its opening hours (nothing is shipped). */
export function skuFulfilment(pickup: SeedPickup, lang: Lang): Fulfilment {
  const { name, ...place } = pickup.place
  return {
    pickup: {
      place: { name: tr(name, lang), ...place },
      hours: pickup.hours.map((h) => tr(h, lang)),
    },
  }
}

export function toListing(db: MockDb, listing: SeedListing, lang: Lang): Listing {
  const more = (listing.moreOffers ?? [])
    .map((slug) => db.listings.find((l) => l.slug === slug))
    .filter((l): l is SeedListing => l !== undefined)
    .map((l) => toSummary(db, l, lang))
  const detail: Listing = {
    ...toSummary(db, listing, lang),
    description: tr(listing.description, lang),
    skus: listing.skus.map((sku) => toSku(db, sku, lang)),
  }
  if (listing.highlights) detail.highlights = listing.highlights.map((h) => tr(h, lang))
  if (more.length) detail.moreOffers = more
  if (listing.contact) detail.contact = { ...listing.contact }
  const facts = SEED_LISTING_FACTS[listing.slug] ?? {}
  const meetingPoint = listingMeetingPoint(listing, lang)
  if (meetingPoint) detail.meetingPoint = meetingPoint
  const policy = listingCancellationPolicy(listing)
  if (policy) detail.cancellationPolicy = { ...policy, text: tr(policy.text, lang) }
  if (facts.included) detail.included = facts.included.map((x) => tr(x, lang))
  if (facts.whatToBring) detail.whatToBring = facts.whatToBring.map((x) => tr(x, lang))
  if (facts.requirements) {
    const { notes, ...rest } = facts.requirements
    detail.requirements = { ...rest, ...(notes ? { notes: notes.map((x) => tr(x, lang)) } : {}) }
  }
  const group = groupSize(listing)
  if (group) detail.groupSize = group
  return detail
}

/**
 * The group size a listing states is what its first dated SKU lets one booking take, so the
 * facts, the party picker and the checkout say the same; a minimum only when it is enforced.
 */
export function groupSize(listing: SeedListing): { min?: number; max: number } | undefined {
  const sku = listing.skus.find((candidate) => candidate.shape !== 'NONE')
  if (!sku) return undefined
  const persons = sku.variants.filter((v) => v.kind === 'PERSON_CATEGORY')
  const max = sku.maxParticipants ?? persons.reduce((n, v) => n + v.maxQty, 0)
  if (!max) return undefined
  const min = sku.minParticipants ?? 1
  return min > 1 ? { min, max } : { max }
}

/** Where the visitor meets the guide: the listing's own meeting point, else its seed facts'. */
export function listingMeetingPoint(listing: SeedListing, lang: Lang): MeetingPoint | undefined {
  const point = listing.meetingPoint ?? SEED_LISTING_FACTS[listing.slug]?.meetingPoint
  if (!point) return undefined
  const { name, ...rest } = point
  return { name: tr(name, lang), ...rest }
}

/** The listing's cancellation rule: its own, else its seed facts'. */
export function listingCancellationPolicy(
  listing: SeedListing,
): SeedCancellationPolicy | undefined {
  return listing.cancellationPolicy ?? SEED_LISTING_FACTS[listing.slug]?.cancellationPolicy
}
