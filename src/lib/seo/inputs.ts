// Imports only relative paths: the prerender (scripts/prerender/) runs this in Node.
import type { Money } from '../format/money'
import type { Language, LocalizedText } from '../i18n/languages'

/**
 * What a page's head reads of the API's answers: the shop configuration and a listing. The
 * API's `ShopConfig` and `Listing` have all of it; the head takes no more than it shows.
 */
export interface HeadShop {
  labels: { title: LocalizedText; slogan: LocalizedText }
  languages: readonly Language[]
  media: { hero: string; logo: string }
  contact: {
    name: string
    email?: string
    phone?: string
    street?: string
    postalCode?: string
    city?: string
    country?: string
  }
}

/** The overview's next-date hint: how bookable the listing is. */
export type AvailabilityStatus = 'AVAILABLE' | 'STOCK_LOW' | 'SOLD_OUT' | 'UPON_REQUEST' | 'NONE'

export interface HeadListing {
  id: string
  title: string
  teaser: string
  mediaIds: readonly string[]
  /** Lowest price of any variant; null when every price is chosen freely (custom voucher). */
  priceFrom: Money | null
  skus: readonly {
    variants: readonly { price: Money | null; customAmount?: { min: Money } }[]
  }[]
  availabilityHint: { status: AvailabilityStatus }
}
