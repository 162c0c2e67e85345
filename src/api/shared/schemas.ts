import * as v from 'valibot'
import { SUPPORTED_LANGUAGES, type LocalizedText } from '../../lib/i18n/languages'
import type { Money } from '../../lib/format/money'

export {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  isLanguage,
  pickLocalized,
  type Language,
} from '../../lib/i18n/languages'
export type { Money } from '../../lib/format/money'

export const LanguageSchema = v.picklist(SUPPORTED_LANGUAGES)

/** A text per language; any language may be missing. */
export const LocalizedTextSchema = v.record(v.string(), v.string()) satisfies v.GenericSchema<
  LocalizedText,
  LocalizedText
>
export type { LocalizedText }

/** Money in minor units, e.g. { amount: 4900, currency: 'CHF' } is CHF 49.00. */
export const MoneySchema = v.object({
  amount: v.pipe(v.number(), v.integer()),
  currency: v.pipe(v.string(), v.length(3)),
}) satisfies v.GenericSchema<Money, Money>

/** `{ data: T }`, the envelope of every successful answer. */
export function dataEnvelope<T extends v.GenericSchema>(schema: T) {
  return v.object({ data: schema })
}

/** Laravel's validation answer (422). */
export const ValidationErrorBodySchema = v.object({
  message: v.string(),
  errors: v.record(v.string(), v.array(v.string())),
})

/** Every other error answer. */
export const ErrorBodySchema = v.object({
  message: v.optional(v.string()),
  code: v.optional(v.string()),
  details: v.optional(v.record(v.string(), v.unknown())),
})

/** A calendar date in the shop's time zone (Europe/Zurich), `YYYY-MM-DD`. */
export const LocalDateSchema = v.pipe(v.string(), v.isoDate())
export type LocalDate = v.InferOutput<typeof LocalDateSchema>

/** A date-time with offset, e.g. `2026-07-01T09:00:00+02:00`; expiries are given in UTC (`Z`). */
export const DateTimeSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/),
)

/** A local time of day `HH:MM` (Europe/Zurich). */
export const LocalTimeSchema = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/))

export const PageMetaSchema = v.object({
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  perPage: v.pipe(v.number(), v.integer(), v.minValue(1)),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
})
export type PageMeta = v.InferOutput<typeof PageMetaSchema>

/** `{ data: T[], meta }`, the envelope of every paginated list. */
export function listEnvelope<T extends v.GenericSchema>(item: T) {
  return v.object({ data: v.array(item), meta: PageMetaSchema })
}

/**
 * A 422 may also carry a machine-readable `code` beside the field errors (voucher codes,
 * idempotency key reuse), so the app can react without parsing texts.
 */
export const ValidationErrorWithCodeBodySchema = v.object({
  ...ValidationErrorBodySchema.entries,
  code: v.optional(v.string()),
})
