import { ageRange } from './ages'
import type { Cart, CartAnswer, CartItem, CartService, CartStatus } from '../../api/carts/schema'
import { findSku, unitPrice } from './lookup'
import { HOLD_MINUTES } from './places'
import { slotId } from './slots'
import { chf, skuFulfilment } from './listing-resources'
import { tr, type Lang } from './locale'
import type { CartItemState, CartState } from './seed-bookings'
import type { MockDb } from './session'
import { minutesOf, timeOfMinutes, utcIso, zonedIso } from './time'
import type { SeedSku, SeedVariant } from './types'
import { computeTotals } from './vouchers'

export function cartStatus(db: MockDb, cart: CartState): CartStatus {
  if (cart.status === 'CHECKED_OUT') return 'CHECKED_OUT'
  return cart.expiresAt <= db.clock.now() ? 'EXPIRED' : 'OPEN'
}

export function renewHold(db: MockDb, cart: CartState): void {
  cart.expiresAt = db.clock.now() + HOLD_MINUTES * 60_000
}

export function cartMode(db: MockDb, items: CartItemState[]): 'INSTANT' | 'REQUEST' {
  return items.some(
    (item) => item.request || findSku(db, item.skuId)?.listing.bookingMode === 'REQUEST',
  )
    ? 'REQUEST'
    : 'INSTANT'
}

/** End time of a dated item, from the slot length or the booked blocks. */
export function itemEndTime(sku: SeedSku, item: CartItemState): string | undefined {
  if (!item.time) return undefined
  const minutes =
    sku.shape === 'BLOCKS'
      ? (item.blocks ?? 1) * (sku.blockMinutes ?? 60)
      : (sku.durationMinutes ?? 60)
  return timeOfMinutes(minutesOf(item.time) + minutes)
}

/** Price of one line in minor units, by the variant's price unit. */
export function lineTotal(
  sku: SeedSku,
  variant: SeedVariant,
  unit: number,
  quantity: number,
  blocks = 1,
): number {
  switch (variant.priceUnit) {
    case 'PER_BLOCK':
    case 'PER_PERSON_PER_BLOCK':
      return unit * quantity * (sku.shape === 'BLOCKS' ? blocks : 1)
    default:
      return unit * quantity
  }
}

/** Unit price an item was quoted (custom vouchers: the chosen amount). */
function quotedUnit(item: CartItemState, variant: SeedVariant, customAmount?: number): number {
  if (variant.kind === 'VOUCHER_CUSTOM') return customAmount ?? 0
  return item.quotedPrices[variant.id] ?? variant.price ?? 0
}

export function quotePrices(db: MockDb, sku: SeedSku): Record<string, number> {
  const prices: Record<string, number> = {}
  for (const variant of sku.variants) {
    const price = unitPrice(db, sku, variant)
    if (price !== null) prices[variant.id] = price
  }
  return prices
}

/** Fields still missing on an item, as dot paths within the item. */
export function missingFields(sku: SeedSku, item: CartItemState): string[] {
  const missing: string[] = []
  item.participants.forEach((participant, index) => {
    for (const field of sku.requiredFields) {
      const value = participant[field]
      if (value === undefined || value === '') missing.push(`participants.${index}.${field}`)
    }
  })
  return missing
}

export function itemPrice(db: MockDb, item: CartItemState): number {
  return itemResourceParts(db, item, 'de').price
}

function itemResourceParts(db: MockDb, item: CartItemState, lang: Lang) {
  const found = findSku(db, item.skuId)
  if (!found) throw new Error(`Unknown SKU ${item.skuId}`)
  const { listing, sku } = found
  const lines = item.lines.flatMap((line) => {
    const variant = sku.variants.find((v) => v.id === line.variantId)
    if (!variant) return []
    const unit = quotedUnit(item, variant, line.customAmount)
    return [
      {
        variantId: variant.id,
        label: tr(variant.label, lang),
        kind: variant.kind,
        quantity: line.quantity,
        unitPrice: chf(unit),
        total: chf(lineTotal(sku, variant, unit, line.quantity, item.blocks)),
      },
    ]
  })
  const services: CartService[] = []
  for (const service of sku.services) {
    const quantity =
      service.per === 'BOOKING'
        ? Number(item.bookingServiceIds.includes(service.id))
        : item.participants.filter((p) => p.serviceIds.includes(service.id)).length
    if (quantity === 0) continue
    services.push({
      id: service.id,
      label: tr(service.label, lang),
      per: service.per,
      quantity,
      unitPrice: chf(service.price),
      total: chf(service.price * quantity),
    })
  }
  const price =
    lines.reduce((sum, line) => sum + line.total.amount, 0) +
    services.reduce((sum, s) => sum + s.total.amount, 0)
  return { listing, sku, lines, services, price }
}

export function itemResource(db: MockDb, item: CartItemState, lang: Lang): CartItem {
  const { listing, sku, lines, services, price } = itemResourceParts(db, item, lang)
  const missing = missingFields(sku, item)
  const end = itemEndTime(sku, item)
  const resource: CartItem = {
    id: item.id,
    listing: {
      id: listing.id,
      slug: listing.slug,
      title: tr(listing.title, lang),
      ...(listing.mediaIds[0] ? { mediaId: listing.mediaIds[0] } : {}),
    },
    sku: { id: sku.id, type: sku.type, title: tr(sku.title, lang) },
    bookingMode: item.request ? 'REQUEST' : listing.bookingMode,
    lines,
    participants: item.participants.map((participant) => {
      const variant = sku.variants.find((v) => v.id === participant.variantId)
      const ages = ageRange(listing, sku, participant.variantId)
      return {
        id: participant.id,
        variantId: participant.variantId,
        variantLabel: variant ? tr(variant.label, lang) : participant.variantId,
        ...(participant.firstname !== undefined ? { firstname: participant.firstname } : {}),
        ...(participant.surname !== undefined ? { surname: participant.surname } : {}),
        ...(participant.birthdate !== undefined ? { birthdate: participant.birthdate } : {}),
        ...(participant.weightKg !== undefined ? { weightKg: participant.weightKg } : {}),
        ...(ages ? { ageRange: ages } : {}),
        additionalServiceIds: [...participant.serviceIds],
      }
    }),
    additionalServices: services,
    bookingServiceIds: [...item.bookingServiceIds],
    requiredFields: [...sku.requiredFields],
    completeness: missing.length ? 'INCOMPLETE' : 'COMPLETE',
    missing,
    price: chf(price),
  }
  if (sku.pickup) resource.fulfilment = skuFulfilment(sku.pickup, lang)
  if (item.date) resource.date = item.date
  if (item.date && item.time) {
    resource.slotId = slotId(sku.id, item.date, item.time, item.blocks)
    resource.startTime = item.time
    resource.start = zonedIso(item.date, item.time)
    if (end) resource.end = zonedIso(item.date, end)
  }
  if (item.blocks) resource.blocks = item.blocks
  if (item.voucherDetails) resource.voucherDetails = { ...item.voucherDetails }
  return resource
}

/** A cart that is not checked out yet, in full. */
export function cartResource(db: MockDb, cart: CartState, lang: Lang): Cart {
  const { totals, vouchers, giftVouchers } = computeTotals(db, cart.items, cart.voucherCodes, lang)
  return {
    id: cart.id,
    status: cart.expiresAt <= db.clock.now() ? 'EXPIRED' : 'OPEN',
    mode: cartMode(db, cart.items),
    expiresAt: utcIso(cart.expiresAt),
    items: cart.items.map((item) => itemResource(db, item, lang)),
    vouchers,
    ...(giftVouchers.length ? { giftVouchers } : {}),
    totals,
    serverTime: new Date(db.clock.now()).toISOString(),
  }
}

/**
 * GET carts/{cart}: a checked-out cart answers its status only. Its id may have travelled (a
 * hand-off, a forwarded address): the order and the buyer stay with the one who submitted.
 */
export function cartAnswer(db: MockDb, cart: CartState, lang: Lang): CartAnswer {
  if (cart.status === 'CHECKED_OUT') {
    return {
      id: cart.id,
      status: 'CHECKED_OUT',
      serverTime: new Date(db.clock.now()).toISOString(),
    }
  }
  return cartResource(db, cart, lang)
}

/** Participants follow the person-category quantities, keeping the ones already filled in. */
export function syncParticipants(db: MockDb, sku: SeedSku, item: CartItemState): void {
  const next: CartItemState['participants'] = []
  for (const line of item.lines) {
    const variant = sku.variants.find((v) => v.id === line.variantId)
    if (variant?.kind !== 'PERSON_CATEGORY') continue
    const existing = item.participants.filter((p) => p.variantId === variant.id)
    for (let i = 0; i < line.quantity; i += 1) {
      next.push(
        existing[i] ?? {
          id: `prt-${(db.counter += 1).toString(36)}`,
          variantId: variant.id,
          serviceIds: [],
        },
      )
    }
  }
  item.participants = next
}
