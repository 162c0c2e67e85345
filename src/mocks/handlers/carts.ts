import { http } from 'msw'
import {
  AddItemInputSchema,
  UpdateItemInputSchema,
  VoucherCodeInputSchema,
  type ParticipantInput,
} from '../../api/carts/schema'
import { findSku, itemQuantity, parseSlotId, slotsFor, stockLeft } from '../db/availability'
import {
  cartMode,
  cartResource,
  cartStatus,
  quotePrices,
  renewHold,
  syncParticipants,
} from '../db/carts'
import { message, type Lang } from '../db/locale'
import type { CartItemState, CartState } from '../db/seed-bookings'
import { nextId, type MockDb } from '../db/session'
import type { SeedListing, SeedSku } from '../db/types'
import { contextOf } from './context'
import { mutation } from './middleware'
import { API, errorJson, json, validationError } from './utils'
import { validateBody } from './validate'

type Failure = { ok: false; response: Response }

const invalid = (lang: Lang, field: string, key = 'validation.invalid'): Failure => ({
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
      response: errorJson(409, 'CART_CHECKED_OUT', 'This cart has been checked out.', {
        orderToken: cart.orderToken,
      }),
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
function checkLines(sku: SeedSku, lines: Lines, lang: Lang, prefix: string): Failure | null {
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
function checkPlaces(
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

function applyParticipants(
  sku: SeedSku,
  item: CartItemState,
  input: ParticipantInput[],
  lang: Lang,
  db: MockDb,
): Failure | null {
  const errors: Record<string, string[]> = {}
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

export const cartHandlers = [
  http.post(
    `${API}/carts`,
    mutation(({ db, lang }) => {
      const cart: CartState = {
        id: nextId(db, 'crt'),
        status: 'OPEN',
        createdAt: db.clock.now(),
        expiresAt: 0,
        items: [],
        voucherCodes: [],
        contact: null,
      }
      renewHold(db, cart)
      db.carts.set(cart.id, cart)
      return json({ data: cartResource(db, cart, lang) }, { status: 201 })
    }),
  ),

  http.get(`${API}/carts/:cart`, ({ request, params }) => {
    const { db, lang } = contextOf(request)
    const cart = db.carts.get(String(params.cart))
    if (!cart) return errorJson(404, 'CART_NOT_FOUND', 'Cart not found.')
    // An expired hold still answers 200 (status EXPIRED) so the app can offer to hold again.
    return json({ data: cartResource(db, cart, lang) })
  }),

  http.post(
    `${API}/carts/:cart/items`,
    mutation(({ db, lang, params, body }) => {
      const input = validateBody(AddItemInputSchema, body, lang)
      if (!input.ok) return input.response
      const opened = openCart(db, String(params.cart))
      if (!opened.ok) return opened.response
      const { cart } = opened
      const found = findSku(db, input.value.skuId)
      if (!found) return invalid(lang, 'skuId').response
      const { listing, sku } = found

      let { date, time, blocks } = input.value
      if (input.value.slotId) {
        const slot = parseSlotId(input.value.slotId)
        if (!slot || slot.skuId !== sku.id) return invalid(lang, 'slotId').response
        ;({ date, time } = slot)
        blocks = slot.blocks ?? blocks
      }
      if (sku.shape === 'BLOCKS') {
        blocks ??= sku.minBlocks
        if (!blocks || blocks < (sku.minBlocks ?? 1) || blocks > (sku.maxBlocks ?? 1)) {
          return invalid(lang, 'blocks').response
        }
      }
      const lines = input.value.lines.filter((line) => line.quantity > 0)
      const linesFailure = checkLines(sku, input.value.lines, lang, 'lines')
      if (linesFailure) return linesFailure.response

      const request = input.value.request === true
      if (request && (!listing.requestWhenFull || sku.shape === 'NONE')) {
        return invalid(lang, 'request').response
      }
      const mode = request ? 'REQUEST' : listing.bookingMode
      if (cart.items.length > 0 && cartMode(db, cart.items) !== mode) {
        return errorJson(
          409,
          'CART_MODE_CONFLICT',
          'Requests and instant bookings cannot share a cart.',
          { mode: cartMode(db, cart.items) },
        )
      }
      const item: CartItemState = {
        id: nextId(db, 'itm'),
        listingId: listing.id,
        skuId: sku.id,
        ...(sku.shape !== 'NONE' ? { date, time } : {}),
        ...(sku.shape === 'BLOCKS' ? { blocks } : {}),
        lines,
        participants: [],
        bookingServiceIds: [],
        quotedPrices: quotePrices(db, sku),
        ...(input.value.voucherDetails ? { voucherDetails: input.value.voucherDetails } : {}),
        ...(request ? { request: true } : {}),
      }
      // A request holds nothing: the slot must exist, its places are the shop's to check.
      const placesFailure = checkPlaces(
        db,
        listing,
        sku,
        item,
        request ? 0 : itemQuantity(sku, item),
        lang,
      )
      if (placesFailure) return placesFailure.response
      syncParticipants(db, sku, item)
      cart.items.push(item)
      renewHold(db, cart)
      return json({ data: cartResource(db, cart, lang) })
    }),
  ),

  http.patch(
    `${API}/carts/:cart/items/:item`,
    mutation(({ db, lang, params, body }) => {
      const input = validateBody(UpdateItemInputSchema, body, lang)
      if (!input.ok) return input.response
      const opened = openCart(db, String(params.cart))
      if (!opened.ok) return opened.response
      const { cart } = opened
      const item = cart.items.find((i) => i.id === String(params.item))
      if (!item) return errorJson(404, 'ITEM_NOT_FOUND', 'Cart item not found.')
      const found = findSku(db, item.skuId)
      if (!found) return errorJson(404, 'ITEM_NOT_FOUND', 'Cart item not found.')
      const { listing, sku } = found
      // Work on a copy so a refused change leaves the item as it was.
      const draft: CartItemState = structuredClone(item)
      const { lines, participants, bookingServiceIds, voucherDetails } = input.value

      if (participants) {
        const failure = applyParticipants(sku, draft, participants, lang, db)
        if (failure) return failure.response
      } else if (lines) {
        const failure = checkLines(sku, lines, lang, 'lines')
        if (failure) return failure.response
        draft.lines = lines.filter((line) => line.quantity > 0)
        syncParticipants(db, sku, draft)
      }
      if (bookingServiceIds) {
        const allowed = new Set(sku.services.filter((s) => s.per === 'BOOKING').map((s) => s.id))
        const wrong = bookingServiceIds.findIndex((id) => !allowed.has(id))
        if (wrong >= 0) return invalid(lang, `bookingServiceIds.${wrong}`).response
        draft.bookingServiceIds = [...new Set(bookingServiceIds)]
      }
      if (voucherDetails) draft.voucherDetails = { ...draft.voucherDetails, ...voucherDetails }

      const before = itemQuantity(sku, item)
      const after = itemQuantity(sku, draft)
      if (after > before && !item.request) {
        const failure = checkPlaces(db, listing, sku, draft, after, lang, before)
        if (failure) return failure.response
      }
      Object.assign(item, draft)
      renewHold(db, cart)
      return json({ data: cartResource(db, cart, lang) })
    }),
  ),

  http.delete(
    `${API}/carts/:cart/items/:item`,
    mutation(({ db, lang, params }) => {
      const opened = openCart(db, String(params.cart), { allowExpired: true })
      if (!opened.ok) return opened.response
      const { cart } = opened
      const index = cart.items.findIndex((i) => i.id === String(params.item))
      if (index < 0) return errorJson(404, 'ITEM_NOT_FOUND', 'Cart item not found.')
      cart.items.splice(index, 1)
      if (cartStatus(db, cart) === 'OPEN') renewHold(db, cart)
      return json({ data: cartResource(db, cart, lang) })
    }),
  ),

  http.post(
    `${API}/carts/:cart/extend`,
    mutation(({ db, lang, params }) => {
      const opened = openCart(db, String(params.cart), { allowExpired: true })
      if (!opened.ok) return opened.response
      const { cart } = opened
      if (cartStatus(db, cart) === 'EXPIRED') {
        // The places were released; hold them again only if they are still free.
        const lost = unavailableItems(db, cart, lang)
        if (lost.length) {
          return errorJson(409, 'HOLD_UNAVAILABLE', 'Some places are no longer available.', {
            itemIds: lost,
          })
        }
      }
      renewHold(db, cart)
      return json({ data: cartResource(db, cart, lang) })
    }),
  ),

  http.post(
    `${API}/carts/:cart/vouchers`,
    mutation(({ db, lang, params, body }) => {
      const input = validateBody(VoucherCodeInputSchema, body, lang)
      if (!input.ok) return input.response
      const opened = openCart(db, String(params.cart))
      if (!opened.ok) return opened.response
      const { cart } = opened
      const code = input.value.code.toUpperCase()
      const voucher = db.vouchers.get(code)
      const today = new Date(db.clock.now()).toISOString().slice(0, 10)
      const refuse = (key: string, reason: string) =>
        validationError({ code: [message(key, lang)] }, reason)
      if (!voucher) return refuse('validation.voucher.notFound', 'VOUCHER_NOT_FOUND')
      if (voucher.usedUp) return refuse('validation.voucher.usedUp', 'VOUCHER_USED_UP')
      if (voucher.validUntil < today) return refuse('validation.voucher.expired', 'VOUCHER_EXPIRED')
      if (cart.voucherCodes.includes(code)) {
        return refuse('validation.voucher.duplicate', 'VOUCHER_ALREADY_APPLIED')
      }
      cart.voucherCodes.push(code)
      renewHold(db, cart)
      return json({ data: cartResource(db, cart, lang) })
    }),
  ),

  http.delete(
    `${API}/carts/:cart/vouchers/:code`,
    mutation(({ db, lang, params }) => {
      const opened = openCart(db, String(params.cart))
      if (!opened.ok) return opened.response
      const { cart } = opened
      const code = decodeURIComponent(String(params.code)).toUpperCase()
      if (!cart.voucherCodes.includes(code)) {
        return errorJson(404, 'VOUCHER_NOT_IN_CART', 'This voucher is not in the cart.')
      }
      cart.voucherCodes = cart.voucherCodes.filter((c) => c !== code)
      renewHold(db, cart)
      return json({ data: cartResource(db, cart, lang) })
    }),
  ),
]
