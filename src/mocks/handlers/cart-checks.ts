import { message, type Lang } from '../db/locale'
import { findSku } from '../db/lookup'
import { itemQuantity, stockLeft } from '../db/places'
import type { CartItemState, CartState } from '../db/seed-bookings'
import type { MockDb } from '../db/session'
import { slotsFor } from '../db/slots'
import type { SeedListing, SeedSku } from '../db/types'
import { cartStatus } from '../db/carts'
import { errorJson, validationError } from './utils'

export type Failure = { ok: false; response: Response }

export const invalid = (lang: Lang, field: string, key = 'validation.invalid'): Failure => ({
  ok: false,
  response: validationError({ [field]: [message(key, lang)] }),
})

/** The cart of a request, or the answer explaining why it cannot be changed. */
export function openCart(
  db: MockDb,
  id: string,
  options: { allowExpired?: boolean } = {},
): { ok: true; cart: CartState } | Failure {
  const cart = db.carts.get(id)
  if (!cart) return { ok: false, response: errorJson(404, 'CART_NOT_FOUND', 'Cart not found.') }
  const status = cartStatus(db, cart)
  if (status === 'CHECKED_OUT') {
    return {
      ok: false,
      response: errorJson(409, 'CART_CHECKED_OUT', 'This cart has been checked out.'),
    }
  }
  if (status === 'EXPIRED' && !options.allowExpired) {
    return {
      ok: false,
      response: errorJson(409, 'CART_EXPIRED', 'The hold on this cart has expired.', {
        expiresAt: new Date(cart.expiresAt).toISOString(),
      }),
    }
  }
  return { ok: true, cart }
}

type Lines = CartItemState['lines']

/** Checks variant ids, quantities and custom amounts, as the backend's form request does. */
export function checkLines(sku: SeedSku, lines: Lines, lang: Lang, prefix: string): Failure | null {
  const errors: Record<string, string[]> = {}
  lines.forEach((line, i) => {
    const variant = sku.variants.find((v) => v.id === line.variantId)
    if (!variant) {
      errors[`${prefix}.${i}.variantId`] = [message('validation.invalid', lang)]
      return
    }
    if (line.quantity > variant.maxQty || line.quantity < variant.minQty) {
      errors[`${prefix}.${i}.quantity`] = [message('validation.invalid', lang)]
    }
    if (variant.kind === 'VOUCHER_CUSTOM' && line.quantity > 0) {
      const range = variant.customAmount
      const amount = line.customAmount
      if (amount === undefined) {
        errors[`${prefix}.${i}.customAmount`] = [message('validation.required', lang)]
      } else if (range && (amount < range.min || amount > range.max)) {
        errors[`${prefix}.${i}.customAmount`] = [message('validation.invalid', lang)]
      }
    }
  })
  const total = lines.reduce((n, line) => n + line.quantity, 0)
  if (total === 0) errors[prefix] = [message('validation.required', lang)]
  const persons = lines.reduce((n, line) => {
    const kind = sku.variants.find((v) => v.id === line.variantId)?.kind
    return kind === 'PERSON_CATEGORY' ? n + line.quantity : n
  }, 0)
  if (
    persons > 0 &&
    ((sku.minParticipants && persons < sku.minParticipants) ||
      (sku.maxParticipants && persons > sku.maxParticipants))
  ) {
    errors[prefix] = [message('validation.invalid', lang)]
  }
  return Object.keys(errors).length ? { ok: false, response: validationError(errors) } : null
}

/**
 * Whether `quantity` more places fit. `alreadyHeld` are places of the same item counted in the
 * current figures (an item growing from 2 to 3 needs one more place, not three).
 */
export function checkPlaces(
  db: MockDb,
  listing: SeedListing,
  sku: SeedSku,
  where: { date?: string; time?: string; blocks?: number },
  quantity: number,
  lang: Lang,
  alreadyHeld = 0,
  exceptCartId?: string,
): Failure | null {
  if (sku.shape === 'NONE') {
    const left = stockLeft(db, sku, exceptCartId) + alreadyHeld
    if (left >= quantity) return null
    return stockConflict(left)
  }
  if (!where.date || !where.time) return invalid(lang, 'slotId', 'validation.required')
  const slots = slotsFor(db, listing, sku, where.date, {
    quantity: 1,
    blocks: where.blocks,
    exceptCartId,
  })
  const slot = slots.find((s) => s.time === where.time)
  if (!slot) return invalid(lang, 'slotId')
  // Request mode: nothing is held; the shop checks availability when it answers.
  if (sku.schedule?.uponRequest) return null
  if (sku.shape === 'BLOCKS') {
    return slot.status === 'SOLD_OUT' && alreadyHeld === 0 && quantity > 0 ? stockConflict(0) : null
  }
  const left = slot.amountLeft + alreadyHeld
  return left >= quantity ? null : stockConflict(left)
}

function stockConflict(left: number): Failure {
  return {
    ok: false,
    response:
      left === 0
        ? errorJson(409, 'SOLD_OUT', 'Sold out.', { amountLeft: 0 })
        : errorJson(409, 'INSUFFICIENT_STOCK', `Only ${left} left.`, { amountLeft: left }),
  }
}

/** Whether every item of an expired cart could be held again. */
export function unavailableItems(db: MockDb, cart: CartState, lang: Lang): string[] {
  const claimed = new Map<string, number>()
  const failed: string[] = []
  for (const item of cart.items) {
    const found = findSku(db, item.skuId)
    // A request holds nothing: the shop checks the places when it answers.
    if (!found || item.request) continue
    const key = `${item.skuId}|${item.date ?? ''}|${item.time ?? ''}`
    const before = claimed.get(key) ?? 0
    const quantity = itemQuantity(found.sku, item)
    const failure = checkPlaces(
      db,
      found.listing,
      found.sku,
      item,
      before + quantity,
      lang,
      0,
      cart.id,
    )
    if (failure) failed.push(item.id)
    claimed.set(key, before + quantity)
  }
  return failed
}
