import { http } from 'msw'
import { WithdrawalInputSchema } from '../../api/payments/schema'
import { bookingResource } from '../db/bookings'
import { message, type Lang } from '../db/locale'
import { customerOutbox } from '../db/outbox'
import type { OrderState } from '../db/seed-bookings'
import type { MockDb } from '../db/session'
import {
  applyWithdrawal,
  itemWithdrawal,
  withdrawalQuote,
  withdrawalRefusal,
  withdrawalResource,
} from '../db/withdrawal'
import { findBooking } from './bookings'
import { contextOf } from './context'
import { mutation } from './middleware'
import { API, errorJson, json, validationError } from './utils'
import { validateBody } from './validate'

/** The refusal as Laravel answers it: a 422 on the field, else { message, code, details }. */
function refused(db: MockDb, order: OrderState, itemIds: string[], lang: Lang, field: string) {
  const why = withdrawalRefusal(db, order, itemIds)
  if (!why) return null
  if (why.status === 422) {
    const at = why.message.replace(/^itemIds/, field)
    return validationError({ [at]: [message('validation.invalid', lang)] })
  }
  return errorJson(
    why.status,
    why.code ?? 'CONFLICT',
    why.message,
    why.details as Record<string, unknown> | undefined,
  )
}

/** The items withdrawable now, when the visitor names none. */
function withdrawable(db: MockDb, order: OrderState): string[] {
  return order.items
    .filter((item) => itemWithdrawal(db, order, item)?.status === 'AVAILABLE')
    .map((item) => item.id)
}

/**
 * The right of withdrawal on the booking page, with its token and no sign-in: a quote of what
 * withdrawing does, then the withdrawal itself with the consumer's confirmation.
 */
export const withdrawalHandlers = [
  http.get(`${API}/bookings/:token/withdrawal-quote`, ({ request, params }) => {
    const { db, lang, url } = contextOf(request)
    const found = findBooking(db, String(params.token))
    if (!found.ok) return found.response
    const asked = url.searchParams.getAll('item')
    const itemIds = asked.length ? asked : withdrawable(db, found.order)
    if (!itemIds.length) {
      return errorJson(409, 'NO_RIGHT_OF_WITHDRAWAL', 'Nothing in this booking can be withdrawn.')
    }
    const refusal = refused(db, found.order, itemIds, lang, 'item')
    if (refusal) return refusal
    return json({ data: withdrawalQuote(db, found.order, itemIds).quote })
  }),

  http.post(
    `${API}/bookings/:token/withdrawal`,
    mutation(({ db, lang, params, body }) => {
      const input = validateBody(WithdrawalInputSchema, body, lang)
      if (!input.ok) return input.response
      const found = findBooking(db, String(params.token))
      if (!found.ok) return found.response
      const { order } = found
      const itemIds = [...new Set(input.value.itemIds)]
      const refusal = refused(db, order, itemIds, lang, 'itemIds')
      if (refusal) return refusal
      const withdrawal = applyWithdrawal(db, order, itemIds, lang)
      return json(
        {
          data: {
            withdrawal: withdrawalResource(withdrawal),
            booking: bookingResource(db, order, lang),
          },
        },
        { status: 201 },
      )
    }),
  ),
]

/** Test control (mock only): the mails the mock "sent" to customers, newest last. */
export const outboxControlHandlers = [
  http.get('*/api/__mock/outbox', ({ request }) => {
    const to = new URL(request.url).searchParams.get('to') ?? ''
    // Through contextOf: reminders due on the session's clock are sent before reading.
    const outbox = customerOutbox(contextOf(request).db)
    return json({ data: outbox.filter((mail) => !to || mail.to === to) })
  }),
]
