import type { MockDb } from './session'
import { localDateOf } from './time'
import type { SeedListing, SeedSku, SeedVariant } from './types'

export const today = (db: MockDb) => localDateOf(db.clock.now())

export function findListing(db: MockDb, slug: string): SeedListing | undefined {
  return db.listings.find((listing) => listing.slug === slug)
}

export function findSku(
  db: MockDb,
  skuId: string,
): { listing: SeedListing; sku: SeedSku } | undefined {
  for (const listing of db.listings) {
    const sku = listing.skus.find((s) => s.id === skuId)
    if (sku) return { listing, sku }
  }
  return undefined
}

/** Current unit price (minor units); tests may override it to provoke PRICE_CHANGED. */
export function unitPrice(db: MockDb, sku: SeedSku, variant: SeedVariant): number | null {
  return db.priceOverrides.get(`${sku.id}/${variant.id}`) ?? variant.price
}

/** The smallest amount a variant can cost: its price, or a free amount's minimum (vouchers). */
export function lowestPrice(db: MockDb, sku: SeedSku): number | null {
  const prices = sku.variants
    .map((variant) => unitPrice(db, sku, variant) ?? variant.customAmount?.min ?? null)
    .filter((price): price is number => price !== null)
  return prices.length ? Math.min(...prices) : null
}
