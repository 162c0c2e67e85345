import type { Lang } from './locale'
import { SEED_LISTING_FACTS } from './seed-listing-facts'
import type { SeedListing, SeedSku } from './types'

export interface AgeRange {
  min?: number
  max?: number
}

/** The ages a person of `variantId` may have: the category's range within the offer's minimum age. */
export function ageRange(
  listing: SeedListing,
  sku: SeedSku,
  variantId: string,
): AgeRange | undefined {
  const variant = sku.variants.find((v) => v.id === variantId)
  const minAge = SEED_LISTING_FACTS[listing.slug]?.requirements?.minAge
  // Adults beside a children's or youth category are older than its oldest.
  const younger = sku.variants
    .filter((v) => v.kind === 'PERSON_CATEGORY' && v.id !== variantId && v.ageMax !== undefined)
    .map((v) => (v.ageMax ?? 0) + 1)
  const own = variant?.ageMin ?? (variant?.ageMax === undefined ? Math.max(0, ...younger) : 0)
  const min = Math.max(own, minAge ?? 0) || undefined
  const max = variant?.ageMax
  return min === undefined && max === undefined ? undefined : { min, max }
}

/** Whole years between a birthdate and a day (both YYYY-MM-DD). */
export function ageOn(birthdate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthdate.slice(0, 4))
  return day.slice(5) < birthdate.slice(5) ? years - 1 : years
}

const TEXTS = {
  between: {
    de: 'Am Tag der Aktivität muss diese Person zwischen {min} und {max} Jahre alt sein.',
    en: 'On the day of the activity this person must be between {min} and {max} years old.',
    fr: 'Le jour de l’activité, cette personne doit avoir entre {min} et {max} ans.',
  },
  atLeast: {
    de: 'Am Tag der Aktivität muss diese Person mindestens {min} Jahre alt sein.',
    en: 'On the day of the activity this person must be at least {min} years old.',
    fr: 'Le jour de l’activité, cette personne doit avoir au moins {min} ans.',
  },
  atMost: {
    de: 'Am Tag der Aktivität darf diese Person höchstens {max} Jahre alt sein.',
    en: 'On the day of the activity this person may be at most {max} years old.',
    fr: 'Le jour de l’activité, cette personne doit avoir au plus {max} ans.',
  },
} as const

/** Why a birthdate does not fit the range on `day`, in the request's language; null when it fits. */
export function ageProblem(
  range: AgeRange | undefined,
  birthdate: string | undefined,
  day: string | undefined,
  lang: Lang,
): string | null {
  if (!range || !birthdate || !day) return null
  const age = ageOn(birthdate, day)
  if (
    (range.min === undefined || age >= range.min) &&
    (range.max === undefined || age <= range.max)
  ) {
    return null
  }
  const kind =
    range.min !== undefined && range.max !== undefined
      ? 'between'
      : range.min !== undefined
        ? 'atLeast'
        : 'atMost'
  return TEXTS[kind][lang].replace('{min}', String(range.min)).replace('{max}', String(range.max))
}
