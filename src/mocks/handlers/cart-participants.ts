import type { ParticipantInput } from '../../api/carts/schema'
import { ageProblem, ageRange } from '../db/ages'
import { message, type Lang } from '../db/locale'
import { findSku } from '../db/lookup'
import type { CartItemState } from '../db/seed-bookings'
import type { MockDb } from '../db/session'
import type { SeedSku } from '../db/types'
import { checkLines, type Failure } from './cart-checks'
import { validationError } from './utils'

/** Checks the participants of an item and, when they are valid, makes them its persons. */
export function applyParticipants(
  sku: SeedSku,
  item: CartItemState,
  input: ParticipantInput[],
  lang: Lang,
  db: MockDb,
): Failure | null {
  const errors: Record<string, string[]> = {}
  const listing = findSku(db, sku.id)?.listing
  const personServices = new Set(sku.services.filter((s) => s.per === 'PERSON').map((s) => s.id))
  input.forEach((p, i) => {
    const variant = sku.variants.find((v) => v.id === p.variantId)
    if (variant?.kind !== 'PERSON_CATEGORY') {
      errors[`participants.${i}.variantId`] = [message('validation.invalid', lang)]
    }
    if (p.weightKg !== undefined && (p.weightKg < 25 || p.weightKg > 110)) {
      errors[`participants.${i}.weightKg`] = [message('validation.invalid', lang)]
    }
    if (
      p.birthdate !== undefined &&
      p.birthdate > new Date(db.clock.now()).toISOString().slice(0, 10)
    ) {
      errors[`participants.${i}.birthdate`] = [message('validation.invalid', lang)]
    } else if (listing) {
      // The category's ages and the offer's minimum age, on the activity's day.
      const problem = ageProblem(ageRange(listing, sku, p.variantId), p.birthdate, item.date, lang)
      if (problem) errors[`participants.${i}.birthdate`] = [problem]
    }
    p.additionalServiceIds?.forEach((id, j) => {
      if (!personServices.has(id)) {
        errors[`participants.${i}.additionalServiceIds.${j}`] = [
          message('validation.invalid', lang),
        ]
      }
    })
  })
  if (input.length === 0) errors.participants = [message('validation.required', lang)]
  if (Object.keys(errors).length) return { ok: false, response: validationError(errors) }

  const counts = new Map<string, number>()
  for (const p of input) counts.set(p.variantId, (counts.get(p.variantId) ?? 0) + 1)
  const otherLines = item.lines.filter(
    (line) => sku.variants.find((v) => v.id === line.variantId)?.kind !== 'PERSON_CATEGORY',
  )
  const personLines = [...counts].map(([variantId, quantity]) => ({ variantId, quantity }))
  const failure = checkLines(sku, [...otherLines, ...personLines], lang, 'participants')
  if (failure) return failure
  item.lines = [...otherLines, ...personLines]
  item.participants = input.map((p) => {
    const existing = p.id ? item.participants.find((x) => x.id === p.id) : undefined
    return {
      id: existing?.id ?? `prt-${(db.counter += 1).toString(36)}`,
      variantId: p.variantId,
      ...(p.firstname !== undefined ? { firstname: p.firstname.trim() } : {}),
      ...(p.surname !== undefined ? { surname: p.surname.trim() } : {}),
      ...(p.birthdate !== undefined ? { birthdate: p.birthdate } : {}),
      ...(p.weightKg !== undefined ? { weightKg: p.weightKg } : {}),
      // A removed person takes their services along; the list is the new truth.
      serviceIds: [...new Set(p.additionalServiceIds ?? existing?.serviceIds ?? [])],
    }
  })
  return null
}
