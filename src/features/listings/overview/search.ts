import * as v from 'valibot'
import { SKU_TYPES, type ListingFilters, type SkuType } from '@/api/listings'
import type { ShopConfig } from '@/api/config'

/**
 * The overview's filters live in the URL so a filtered view can be shared, survives a reload
 * and works with back and forward. Tag filters are comma-separated (`?tags=water,air`), one
 * parameter per TAGS filter of the shop configuration. Anything malformed is dropped, never an
 * error page.
 */
export type OverviewSearch = Record<string, string | undefined>

const Text = v.pipe(v.string(), v.trim(), v.maxLength(100))
const TagList = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9][a-z0-9-]*(,[a-z0-9][a-z0-9-]*)*$/i),
  v.maxLength(500),
)
const LocalDate = v.pipe(v.string(), v.isoDate())
const Type = v.picklist(SKU_TYPES)
const Page = v.pipe(v.string(), v.regex(/^[1-9]\d{0,3}$/))
/** Party size of the people filter: 1 to 50 (the listings call's bounds). */
export const PEOPLE_MAX = 50
const People = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d?$/),
  v.check((text) => Number(text) <= PEOPLE_MAX),
)
/** The search widget's page size without `data-limit`: it pages instead of growing. */
export const SEARCH_WIDGET_LIMIT = 6
/** Results per page (the search widget's `data-limit`): 1 to 24. */
const Limit = v.pipe(v.string(), v.regex(/^(?:[1-9]|1\d|2[0-4])$/))
const Key = /^[a-z][a-zA-Z0-9]{0,30}$/

export function parseOverviewSearch(raw: Record<string, unknown>): OverviewSearch {
  const out: OverviewSearch = {}
  for (const [key, value] of Object.entries(raw)) {
    if (!Key.test(key) || value === undefined || value === null) continue
    // The router parses numbers and booleans from the query string: text filters want strings.
    const text = Array.isArray(value) ? value.join(',') : String(value)
    const schema =
      key === 'q'
        ? Text
        : key === 'type'
          ? Type
          : key === 'date'
            ? LocalDate
            : key === 'page'
              ? Page
              : key === 'people'
                ? People
                : key === 'limit'
                  ? Limit
                  : TagList
    const parsed = v.safeParse(schema, text)
    if (parsed.success && parsed.output !== '') out[key] = parsed.output
  }
  return out
}

export function splitTags(value: string | undefined): string[] {
  return value ? value.split(',').filter(Boolean) : []
}

/** The API filters for a validated search, keeping only tags the shop knows in each group. */
export function filtersFromSearch(search: OverviewSearch, config: ShopConfig): ListingFilters {
  const filters: { -readonly [K in keyof ListingFilters]: ListingFilters[K] } = {}
  const extraTags: Record<string, string[]> = {}
  for (const filter of config.filterConfig) {
    const value = search[filter.key]
    if (!value) continue
    if (filter.type === 'TEXT') filters.q = value
    else if (filter.type === 'SKU_TYPE') filters.type = value as SkuType
    else if (filter.type === 'DATE') filters.date = value
    else if (filter.type === 'PEOPLE') filters.people = Number(value)
    else {
      const known = new Set(
        config.tags.filter((t) => !filter.tagGroup || t.group === filter.tagGroup).map((t) => t.id),
      )
      const ids = splitTags(value).filter((id) => known.has(id))
      if (!ids.length) continue
      if (filter.key === 'tags') filters.tags = ids
      else extraTags[filter.key] = ids
    }
  }
  if (Object.keys(extraTags).length) filters.extraTags = extraTags
  if (search.page) filters.page = Number(search.page)
  if (search.limit) filters.perPage = Number(search.limit)
  return filters
}

/** Whether any filter of the configuration is set (page does not count). */
export function hasActiveFilters(search: OverviewSearch, config: ShopConfig): boolean {
  return config.filterConfig.some((filter) => Boolean(search[filter.key]))
}
