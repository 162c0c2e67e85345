import { http } from 'msw'
import {
  AddItemInputSchema,
  UpdateItemInputSchema,
  VoucherCodeInputSchema,
} from '../../api/carts/schema'
import {
  cartAnswer,
  cartMode,
  cartResource,
  cartStatus,
  quotePrices,
  renewHold,
  syncParticipants,
} from '../db/carts'
import { message } from '../db/locale'
import { findSku } from '../db/lookup'
import { itemQuantity } from '../db/places'
import type { CartItemState, CartState } from '../db/seed-bookings'
import { nextId } from '../db/session'
import { parseSlotId } from '../db/slots'
import { checkLines, checkPlaces, invalid, openCart, unavailableItems } from './cart-checks'
import { applyParticipants } from './cart-participants'
import { contextOf } from './context'
import { mutation } from './middleware'
import { API, errorJson, json, validationError } from './utils'
import { validateBody } from './validate'
import { discountableSubtotal, giftBalance, isGift } from '../db/vouchers'

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
    return json({ data: cartAnswer(db, cart, lang) })
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
      if (voucher.voided) return refuse('validation.voucher.voided', 'VOUCHER_VOIDED')
      if (voucher.usedUp || (isGift(voucher) && giftBalance(voucher) === 0)) {
        return refuse('validation.voucher.usedUp', 'VOUCHER_USED_UP')
      }
      if (voucher.validUntil < today) return refuse('validation.voucher.expired', 'VOUCHER_EXPIRED')
      if (cart.voucherCodes.includes(code)) {
        return refuse('validation.voucher.duplicate', 'VOUCHER_ALREADY_APPLIED')
      }
      // A discount code lowers prices; buying gift vouchers (money) is never discounted.
      if (!isGift(voucher) && discountableSubtotal(db, cart.items) === 0 && cart.items.length) {
        return refuse('validation.voucher.notApplicable', 'VOUCHER_NOT_APPLICABLE')
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
