import * as v from 'valibot'
import { LanguageSchema, LocalizedTextSchema } from '../shared/schemas'

const Channel = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255))
/** An rgb colour as three channels 0–255. */
export const RgbSchema = v.tuple([Channel, Channel, Channel])
export type Rgb = v.InferOutput<typeof RgbSchema>

export const PaletteEntrySchema = v.object({ background: RgbSchema, foreground: RgbSchema })

export const TagSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  group: v.optional(v.string()),
  label: LocalizedTextSchema,
})
export type Tag = v.InferOutput<typeof TagSchema>

export const FilterConfigSchema = v.object({
  /** Name of the URL search parameter this filter writes. */
  key: v.pipe(v.string(), v.regex(/^[a-z][a-zA-Z0-9]*$/)),
  type: v.picklist(['TAGS', 'SKU_TYPE', 'DATE', 'TEXT', 'PEOPLE']),
  label: LocalizedTextSchema,
  /** For TAGS: which tag group the options come from (all tags when absent). */
  tagGroup: v.optional(v.string()),
})
export type FilterConfig = v.InferOutput<typeof FilterConfigSchema>

export const ContactSchema = v.object({
  name: v.string(),
  email: v.optional(v.pipe(v.string(), v.email())),
  phone: v.optional(v.string()),
  street: v.optional(v.string()),
  postalCode: v.optional(v.string()),
  city: v.optional(v.string()),
  country: v.optional(v.pipe(v.string(), v.length(2))),
  website: v.optional(v.pipe(v.string(), v.url())),
  openingHours: v.optional(LocalizedTextSchema),
})
export type Contact = v.InferOutput<typeof ContactSchema>

export const ShopConfigSchema = v.object({
  id: v.string(),
  labels: v.object({
    title: LocalizedTextSchema,
    slogan: LocalizedTextSchema,
  }),
  languages: v.array(LanguageSchema),
  currency: v.optional(v.pipe(v.string(), v.length(3)), 'CHF'),
  timeZone: v.optional(v.string(), 'Europe/Zurich'),
  theme: v.object({
    colorPalette: v.record(v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/)), PaletteEntrySchema),
  }),
  contact: ContactSchema,
  media: v.object({ hero: v.string(), logo: v.string() }),
  filterConfig: v.optional(v.array(FilterConfigSchema), []),
  tags: v.optional(v.array(TagSchema), []),
  legal: v.object({
    imprint: LocalizedTextSchema,
    privacyPolicy: LocalizedTextSchema,
    termsAndConditions: LocalizedTextSchema,
  }),
  /**
   * The shop's own pages push GA4 e-commerce events (view_item, add_to_cart, begin_checkout,
   * purchase) to window.dataLayer, only once the visitor consented (docs/embed.md, Analytics).
   */
  analytics: v.optional(
    v.object({
      dataLayer: v.pipe(
        v.boolean(),
        v.description(
          "Push GA4 e-commerce events to window.dataLayer on the shop's pages, after consent.",
        ),
      ),
    }),
  ),
  /** Requests: within how many hours the shop answers (told on the request-sent page). */
  requestAnswerHours: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1),
      v.description('Requests: the shop answers within this many hours.'),
    ),
  ),
})
export type ShopConfig = v.InferOutput<typeof ShopConfigSchema>
export const ShopConfigResponseSchema = v.object({ data: ShopConfigSchema })
