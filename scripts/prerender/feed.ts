// The Things to do product feed (Google's ProductFeed, JSON): every bookable listing as a
// product, one option per SKU with its prices in the shop's currency and deep links into the
// shop in every language. Its shape: scripts/prerender/things-to-do.schema.json.
import type { Listing, Sku } from '../../src/api/listings/schema'
import type { Language, Money } from '../../src/api/shared/schemas'
import type { ShopConfig } from '../../src/api/config/schema'
import { defaultLanguageOf, pathOf } from '../../src/lib/seo/pages'
import type { Shop } from './shop'

type LocalizedTextSet = { localized_texts: { language_code: string; text: string }[] }

const texts = (pairs: [Language, string | undefined][]): LocalizedTextSet => ({
  localized_texts: pairs.flatMap(([language_code, text]) =>
    text ? [{ language_code, text }] : [],
  ),
})

/** google.type.Money from minor units (two decimals, as the API's amounts are). */
const money = ({ amount, currency }: Money) => ({
  currency_code: currency,
  units: Math.floor(amount / 100),
  nanos: (amount % 100) * 10_000_000,
})

function addressOf(config: ShopConfig): string {
  const { street, postalCode, city, country } = config.contact
  return [street, [postalCode, city].filter(Boolean).join(' '), country].filter(Boolean).join(', ')
}

function option(sku: Sku, byLanguage: Map<Language, Listing>, landing: object, where: object) {
  const skuIn = (lang: Language) => byLanguage.get(lang)?.skus.find((s) => s.id === sku.id)
  const languages = [...byLanguage.keys()]
  const price_options = sku.variants.flatMap((variant) => {
    const price = variant.price ?? variant.customAmount?.min
    if (!price) return []
    const label = languages.map((l): [Language, string | undefined] => [
      l,
      skuIn(l)?.variants.find((x) => x.id === variant.id)?.label,
    ])
    return [
      {
        id: variant.id,
        title: texts(label).localized_texts[0]?.text ?? variant.id,
        price: money(price),
      },
    ]
  })
  if (price_options.length === 0) return []
  const minutes = sku.characteristics.durationMinutes
  return [
    {
      id: sku.id,
      title: texts(languages.map((l) => [l, skuIn(l)?.title])),
      landing_page: landing,
      price_options,
      ...(minutes && { duration_sec: minutes * 60 }),
      ...where,
    },
  ]
}

/** A meeting point as the option's related location (coordinates when known). */
function relatedLocations(listing: Listing) {
  const point = listing.meetingPoint
  if (!point) return {}
  const hasCoordinates = point.latitude !== undefined && point.longitude !== undefined
  const location = hasCoordinates
    ? { lat_lng: { latitude: point.latitude, longitude: point.longitude } }
    : { address: point.address }
  return {
    related_locations: [
      { location: { location }, relation_type: 'RELATION_TYPE_RELATED_NO_ADMISSION' },
    ],
  }
}

export function thingsToDoFeed(
  shop: Shop,
  origin: string,
  image: (id: string) => string,
  nonce: number,
) {
  const { config, languages, listings } = shop
  const fallback = defaultLanguageOf(languages)
  const operator = {
    name: texts(languages.map((l) => [l, config.contact.name])),
    ...(config.contact.phone && { phone_number: config.contact.phone }),
    locations: [{ location: { address: addressOf(config) } }],
  }
  const products = [...listings.entries()].flatMap(([slug, byLanguage]) => {
    const main = byLanguage.get(fallback) ?? [...byLanguage.values()][0]!
    const page = { kind: 'listing' as const, slug }
    const landing = {
      url: origin + pathOf(page, fallback),
      localized_urls: languages.map((l) => ({ language_code: l, url: origin + pathOf(page, l) })),
    }
    const where = relatedLocations(main)
    const options = main.skus.flatMap((sku) => option(sku, byLanguage, landing, where))
    if (options.length === 0 || main.timeStatus === 'IN_PAST') return []
    return [
      {
        id: main.id,
        title: texts(languages.map((l) => [l, byLanguage.get(l)?.title])),
        description: texts(languages.map((l) => [l, byLanguage.get(l)?.teaser])),
        related_media: main.mediaIds.map((id) => ({ url: image(id), type: 'MEDIA_TYPE_PHOTO' })),
        options,
        operator,
      },
    ]
  })
  return {
    feed_metadata: {
      shard_id: 0,
      total_shards_count: 1,
      processing_instruction: 'PROCESS_AS_SNAPSHOT',
      nonce,
    },
    products,
  }
}
