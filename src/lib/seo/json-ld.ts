// Imports only relative paths: the prerender (scripts/prerender/) runs this in Node.
import type {
  BreadcrumbList,
  ItemAvailability,
  Organization,
  Product,
  WithContext,
} from 'schema-dts'
import type { Money } from '../format/money'
import type { AvailabilityStatus, HeadListing, HeadShop } from './inputs'

/** What a page's structured data needs besides the API's answers (built in head.ts). */
export interface LdContext {
  shopTitle: string
  homeUrl: string
  pageUrl: string
  /** An absolute media URL at the share width. */
  image: (id: string) => string
}

const SCHEMA = 'https://schema.org'

/** The overview's next-date hint as schema.org availability (a request is still bookable). */
const AVAILABILITY: Record<AvailabilityStatus, ItemAvailability> = {
  AVAILABLE: `${SCHEMA}/InStock`,
  STOCK_LOW: `${SCHEMA}/LimitedAvailability`,
  UPON_REQUEST: `${SCHEMA}/InStock`,
  SOLD_OUT: `${SCHEMA}/SoldOut`,
  NONE: `${SCHEMA}/OutOfStock`,
}

/** The shop as an Organization, on the home. */
export function organizationLd(config: HeadShop, ctx: LdContext): WithContext<Organization> {
  const { contact } = config
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name: ctx.shopTitle,
    url: ctx.homeUrl,
    logo: ctx.image(config.media.logo),
    ...(contact.email && { email: contact.email }),
    ...(contact.phone && { telephone: contact.phone }),
    address: {
      '@type': 'PostalAddress',
      name: contact.name,
      ...(contact.street && { streetAddress: contact.street }),
      ...(contact.postalCode && { postalCode: contact.postalCode }),
      ...(contact.city && { addressLocality: contact.city }),
      ...(contact.country && { addressCountry: contact.country }),
    },
  }
}

/**
 * The lowest price a visitor can pay: the API's `priceFrom`, else (a voucher of free amount) the
 * smallest amount any variant allows.
 */
export function lowestPrice(listing: HeadListing): Money | undefined {
  if (listing.priceFrom) return listing.priceFrom
  const amounts = listing.skus.flatMap((sku) =>
    sku.variants.flatMap((variant) => {
      const money = variant.price ?? variant.customAmount?.min
      return money ? [money] : []
    }),
  )
  return amounts.sort((a, b) => a.amount - b.amount)[0]
}

/** A listing as a Product with its lowest offer; null without any price to offer. */
export function productLd(listing: HeadListing, ctx: LdContext): WithContext<Product> | null {
  const price = lowestPrice(listing)
  if (!price) return null
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: listing.title,
    description: listing.teaser,
    url: ctx.pageUrl,
    sku: listing.id,
    image: listing.mediaIds.map(ctx.image),
    brand: { '@type': 'Brand', name: ctx.shopTitle },
    offers: {
      '@type': 'Offer',
      url: ctx.pageUrl,
      price: (price.amount / 100).toFixed(2),
      priceCurrency: price.currency,
      availability: AVAILABILITY[listing.availabilityHint.status],
    },
  }
}

/** Home › listing, for the search result's path. */
export function breadcrumbLd(listing: HeadListing, ctx: LdContext): WithContext<BreadcrumbList> {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: ctx.shopTitle, item: ctx.homeUrl },
      { '@type': 'ListItem', position: 2, name: listing.title, item: ctx.pageUrl },
    ],
  }
}
