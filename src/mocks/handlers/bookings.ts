import { http } from 'msw'
import {
  BookingParticipantsInputSchema,
  CancelInputSchema,
  RescheduleInputSchema,
} from '../../api/bookings/schema'
import { ageProblem, ageRange } from '../db/ages'
import { findSku } from '../db/lookup'
import { applyCancellation, cancellationQuote, checkReschedule } from '../db/booking-changes'
import { linkExpiry, refusal } from '../db/booking-rules'
import { bookingResource } from '../db/bookings'
import { message, type Lang } from '../db/locale'
import { createPayment, paymentResource, providerUrl } from '../db/orders'
import { safeReturnUrl } from '../db/return-url'
import type { OrderState } from '../db/seed-bookings'
import type { MockDb } from '../db/session'
import { localDateOf } from '../db/time'
import { contextOf } from './context'
import { mutation } from './middleware'
import { API, errorJson, json, validationError } from './utils'
import { validateBody } from './validate'

type Found = { ok: true; order: OrderState } | { ok: false; response: Response }

/** 404 for an unknown token, 410 once the page's link has expired (as payment links). */
export function findBooking(db: MockDb, token: string): Found {
  const order = db.orders.get(token)
  if (!order) {
    return { ok: false, response: errorJson(404, 'BOOKING_NOT_FOUND', 'Booking not found.') }
  }
  if (linkExpiry(db, order) <= db.clock.now()) {
    return {
      ok: false,
      response: errorJson(410, 'BOOKING_LINK_EXPIRED', 'This booking link has expired.'),
    }
  }
  return { ok: true, order }
}

function refused(db: MockDb, order: OrderState, action: Parameters<typeof refusal>[2]) {
  const why = refusal(db, order, action)
  if (!why) return null
  return why.code === 'TOO_LATE'
    ? errorJson(409, 'TOO_LATE', 'This booking can no longer be changed.', { until: why.until })
    : errorJson(409, 'NOT_CHANGEABLE', 'This booking cannot be changed.', {
        status: order.status,
      })
}

const invalid = (field: string, lang: Lang, key = 'validation.invalid') =>
  validationError({ [field]: [message(key, lang)] })

export const bookingHandlers = [
  http.get(`${API}/bookings/:token`, ({ request, params }) => {
    const { db, lang } = contextOf(request)
    const found = findBooking(db, String(params.token))
    if (!found.ok) return found.response
    return json({ data: bookingResource(db, found.order, lang) })
  }),

  http.put(
    `${API}/bookings/:token/items/:item/participants`,
    mutation(({ db, lang, params, body }) => {
      const input = validateBody(BookingParticipantsInputSchema, body, lang)
      if (!input.ok) return input.response
      const found = findBooking(db, String(params.token))
      if (!found.ok) return found.response
      const { order } = found
      const item = order.items.find((candidate) => candidate.id === String(params.item))
      if (!item) return errorJson(404, 'ITEM_NOT_FOUND', 'Item not found.')
      const tooLate = refused(db, order, 'participants')
      if (tooLate) return tooLate
      const sku2 = findSku(db, item.skuId)
      const sku = sku2?.sku
      const people = input.value.participants
      // The same persons: the categories and their number are changed by rescheduling or the shop.
      const ids = new Set(item.participants.map((p) => p.id))
      if (people.length !== ids.size || people.some((p) => !ids.has(p.id))) {
        return invalid('participants', lang)
      }
      const errors: Record<string, string[]> = {}
      const today = localDateOf(db.clock.now())
      people.forEach((person, i) => {
        for (const field of sku?.requiredFields ?? []) {
          const value = person[field]
          if (value === undefined || (typeof value === 'string' && value.trim() === '')) {
            errors[`participants.${i}.${field}`] = [message('validation.required', lang)]
          }
        }
        const variantId = item.participants.find((p) => p.id === person.id)?.variantId ?? ''
        const range = sku2 && ageRange(sku2.listing, sku2.sku, variantId)
        const tooYoungOrOld = ageProblem(range, person.birthdate, item.date, lang)
        if (person.birthdate !== undefined && person.birthdate >= today) {
          errors[`participants.${i}.birthdate`] = [message('validation.invalid', lang)]
        } else if (tooYoungOrOld) errors[`participants.${i}.birthdate`] = [tooYoungOrOld]
        if (person.weightKg !== undefined && (person.weightKg < 25 || person.weightKg > 110)) {
          errors[`participants.${i}.weightKg`] = [message('validation.invalid', lang)]
        }
      })
      if (Object.keys(errors).length) return validationError(errors)
      item.participants = item.participants.map((existing) => {
        const next = people.find((p) => p.id === existing.id)
        if (!next) return existing
        const text = (value: string | undefined) => value?.trim() || undefined
        return {
          id: existing.id,
          variantId: existing.variantId,
          serviceIds: existing.serviceIds,
          ...(text(next.firstname) ? { firstname: text(next.firstname) } : {}),
          ...(text(next.surname) ? { surname: text(next.surname) } : {}),
          ...(next.birthdate ? { birthdate: next.birthdate } : {}),
          ...(next.weightKg !== undefined ? { weightKg: next.weightKg } : {}),
        }
      })
      return json({ data: bookingResource(db, order, lang) })
    }),
  ),

  http.get(`${API}/bookings/:token/reschedule-quote`, ({ request, params }) => {
    const { db, lang, url } = contextOf(request)
    const found = findBooking(db, String(params.token))
    if (!found.ok) return found.response
    const itemId = url.searchParams.get('item')
    const slotId = url.searchParams.get('slot')
    if (!itemId) return invalid('item', lang, 'validation.required')
    if (!slotId) return invalid('slot', lang, 'validation.required')
    const tooLate = refused(db, found.order, 'reschedule')
    if (tooLate) return tooLate
    const check = checkReschedule(db, found.order, itemId, slotId, lang)
    if (!check.ok) {
      return check.status === 422
        ? invalid(check.field === 'slotId' ? 'slot' : 'item', lang, check.message)
        : errorJson(check.status, check.code ?? 'CONFLICT', check.message)
    }
    return json({ data: check.quote })
  }),

  http.post(
    `${API}/bookings/:token/reschedule`,
    mutation(({ db, lang, params, body }) => {
      const input = validateBody(RescheduleInputSchema, body, lang)
      if (!input.ok) return input.response
      const found = findBooking(db, String(params.token))
      if (!found.ok) return found.response
      const { order } = found
      const returnUrl = safeReturnUrl(input.value.returnUrl)
      if (!returnUrl) return invalid('returnUrl', lang)
      const tooLate = refused(db, order, 'reschedule')
      if (tooLate) return tooLate
      const check = checkReschedule(db, order, input.value.itemId, input.value.slotId, lang)
      if (!check.ok) {
        return check.status === 422
          ? invalid(check.field ?? 'slotId', lang, check.message)
          : errorJson(check.status, check.code ?? 'CONFLICT', check.message)
      }
      if (check.quote.newTotal.amount !== input.value.quotedTotal) {
        return errorJson(409, 'PRICE_CHANGED', 'The price has changed since the quote.', {
          newTotal: check.quote.newTotal,
        })
      }
      const { refund, toPay } = check.apply()
      // Bookings paid online pay the difference right away; the others pay it as agreed.
      const payment =
        toPay > 0 && order.paymentMethod === 'NOW'
          ? createPayment(db, order, returnUrl, lang)
          : null
      return json({
        data: {
          booking: bookingResource(db, order, lang),
          refund: { amount: refund, currency: 'CHF' },
          payment: payment ? paymentResource(payment) : null,
          next: payment ? { type: 'REDIRECT', url: providerUrl(payment.id) } : { type: 'DONE' },
        },
      })
    }),
  ),

  http.get(`${API}/bookings/:token/cancellation-quote`, ({ request, params }) => {
    const { db } = contextOf(request)
    const found = findBooking(db, String(params.token))
    if (!found.ok) return found.response
    const tooLate = refused(db, found.order, 'cancel')
    if (tooLate) return tooLate
    return json({ data: cancellationQuote(db, found.order) })
  }),

  http.post(
    `${API}/bookings/:token/cancel`,
    mutation(({ db, lang, params, body }) => {
      const input = validateBody(CancelInputSchema, body, lang)
      if (!input.ok) return input.response
      const found = findBooking(db, String(params.token))
      if (!found.ok) return found.response
      const { order } = found
      const tooLate = refused(db, order, 'cancel')
      if (tooLate) return tooLate
      const quote = cancellationQuote(db, order)
      if (quote.fee.amount !== input.value.quotedFee) {
        return errorJson(409, 'PRICE_CHANGED', 'The cancellation fee has changed.', {
          fee: quote.fee,
        })
      }
      applyCancellation(db, order)
      return json({ data: bookingResource(db, order, lang) })
    }),
  ),
]
