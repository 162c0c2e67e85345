import { http } from 'msw'
import { OrderPaymentInputSchema } from '../../api/orders/schema'
import { PaymentLinkPaymentInputSchema, type PaymentLink } from '../../api/payment-links/schema'
import { chf } from '../db/listing-resources'
import { message, type Lang } from '../db/locale'
import {
  confirmOrder,
  createPayment,
  openAmount,
  orderItemResource,
  orderResource,
  orderTotal,
  onlineMethodsOf,
  orderVouchers,
  paidAmount,
  paymentResource,
  providerUrl,
} from '../db/orders'
import { safeReturnUrl } from '../db/return-url'
import type { OrderState, PaymentLinkState } from '../db/seed-bookings'
import { awaitsOrganiser, linkShare, shareKeptAfterRefund, splitPaymentAmount } from '../db/split'
import type { MockDb } from '../db/session'
import { utcIso } from '../db/time'
import { contextOf } from './context'
import { mutation } from './middleware'
import { API, errorJson, json, validationError } from './utils'
import { linkQrBill } from '../db/qr-bill'
import { validateBody } from './validate'
import { giftPaid } from '../db/gift-vouchers'
import { depositSchedule } from '../db/deposits'

function findLink(db: MockDb, token: string) {
  const link = db.paymentLinks.get(token)
  const order = link && db.orders.get(link.orderToken)
  if (!link || !order) {
    return {
      ok: false as const,
      response: errorJson(404, 'LINK_NOT_FOUND', 'This payment link does not exist.'),
    }
  }
  if (link.expiresAt <= db.clock.now()) {
    return {
      ok: false as const,
      response: errorJson(410, 'LINK_EXPIRED', 'This payment link has expired.'),
    }
  }
  return { ok: true as const, link, order }
}

/** Not paid in time: the order expired, or its deposit was forfeited (docs/api, "Deposits"). */
const bookingExpired = (order: OrderState) =>
  order.status === 'EXPIRED' || order.deposit?.forfeitedAt !== undefined

/** Cancelled by the organiser or by staff: nothing is due on any of its links. */
const bookingCancelled = (order: OrderState) =>
  order.status === 'CANCELLED' && !bookingExpired(order)

function linkResource(db: MockDb, link: PaymentLinkState, lang: Lang): PaymentLink {
  const order = db.orders.get(link.orderToken)
  if (!order) throw new Error(`Payment link ${link.token} without order`)
  // A share of a split bill: the page's amounts and payments are the share's.
  const share = linkShare(db, order, link.token, orderTotal(order), openAmount(db, order))
  // Expired unpaid, or a deposit's rest unpaid past its grace (the booking cancelled, the
  // deposit kept): its places are gone and nothing is due, whichever link is asked.
  const expired = bookingExpired(order)
  const cancelled = bookingCancelled(order)
  const deposit = share ? undefined : depositSchedule(db, order)
  // A guest's share before the organiser has paid theirs: nothing payable yet.
  const awaiting = !expired && !cancelled && awaitsOrganiser(db, order, link.token)
  const open = expired || cancelled || awaiting ? 0 : share ? share.open : openAmount(db, order)
  const payments = order.paymentIds
    .map((id) => db.payments.get(id))
    .filter((p) => p !== undefined && (!share || p.linkToken === link.token))
  const last = payments.at(-1)
  const confirmedSum = (list: typeof payments) =>
    list.reduce((sum, p) => sum + (p?.status === 'CONFIRMED' ? p.amount : 0), 0)
  // A guest's link opens only its share: no way to the booking page, nobody else's name or address.
  const guest = share !== undefined && !share.organiser
  const qrBill = linkQrBill(db, order, open, { withDebtor: !guest })
  const state: PaymentLink['state'] = expired
    ? 'BOOKING_EXPIRED'
    : cancelled
      ? 'BOOKING_CANCELLED'
      : awaiting
        ? 'AWAITING_ORGANISER'
        : !link.payableOnline
          ? 'NOT_PAYABLE_ONLINE'
          : open === 0
            ? 'PAID'
            : 'PAYABLE'
  return {
    token: link.token,
    state,
    expiresAt: utcIso(link.expiresAt),
    booking: {
      code: order.code,
      ...(guest ? {} : { pageToken: order.token }),
      items: order.items.map((item) => orderItemResource(db, item, lang)),
      subtotal: chf(order.subtotal),
      vouchers: orderVouchers(db, order, lang),
      total: chf(share ? share.total : orderTotal(order)),
      ...(!share && giftPaid(order) > 0 ? { giftVouchers: chf(giftPaid(order)) } : {}),
      // What was really paid, refunds deducted (with nothing open, expired, cancelled or
      // awaiting the organiser, too).
      paid: chf(
        !share
          ? paidAmount(db, order)
          : cancelled
            ? shareKeptAfterRefund(
                order,
                // The organiser paid their share at checkout; a guest, through this link.
                share.organiser ? share.total : confirmedSum(payments),
                paidAmount(db, order) + (order.refunded ?? 0),
              )
            : share.total - share.open,
      ),
      openAmount: chf(open),
      ...(deposit ? { deposit } : {}),
    },
    lastPayment: last ? paymentResource(last) : null,
    // What the order's checkout offered, only while something can be paid online.
    ...(state === 'PAYABLE' ? { onlineMethods: onlineMethodsOf(order) } : {}),
    ...(qrBill ? { qrBill } : {}),
    ...(share ? { paymentPlan: share.summary } : {}),
  }
}

export const orderHandlers = [
  http.get(`${API}/orders/:token`, ({ request, params }) => {
    const { db, lang } = contextOf(request)
    const order = db.orders.get(String(params.token))
    if (!order) return errorJson(404, 'ORDER_NOT_FOUND', 'Order not found.')
    return json({ data: orderResource(db, order, lang) })
  }),

  http.post(
    `${API}/orders/:token/payments`,
    mutation(({ db, lang, params, body }) => {
      const input = validateBody(OrderPaymentInputSchema, body, lang)
      if (!input.ok) return input.response
      const order = db.orders.get(String(params.token))
      if (!order) return errorJson(404, 'ORDER_NOT_FOUND', 'Order not found.')
      // Requests are not payable until confirmed; ON_SITE bookings are paid at the venue.
      if (
        order.status === 'REQUESTED' ||
        order.status === 'CANCELLED' ||
        order.status === 'EXPIRED' ||
        order.paymentMethod === 'ON_SITE'
      ) {
        return errorJson(409, 'NOT_PAYABLE_ONLINE', 'This booking cannot be paid online.', {
          status: order.status,
        })
      }
      // A split bill: the organiser pays their own share here (the whole rest after due).
      if (
        (splitPaymentAmount(db, order, undefined, openAmount(db, order)) ??
          openAmount(db, order)) === 0
      ) {
        return errorJson(409, 'NO_OPEN_AMOUNT', 'This booking has been paid in full.')
      }
      // Laravel's rules run together: every field's error in one answer (as the checkout's
      // submit and the payment links' payments answer).
      const returnUrl = safeReturnUrl(input.value.returnUrl)
      const method = input.value.method ?? 'NOW'
      const { onlineMethod } = input.value
      const errors: Record<string, string[]> = {}
      if (!returnUrl) errors.returnUrl = [message('validation.invalid', lang)]
      // Only a method the checkout offered for this order (seeded orders: online only).
      if (!(order.paymentMethods ?? ['NOW']).includes(method)) {
        errors.method = [message('validation.invalid', lang)]
      }
      // And online, only a method the checkout offered (as on the order's payment links).
      if (method === 'NOW' && onlineMethod && !onlineMethodsOf(order).includes(onlineMethod)) {
        errors.onlineMethod = [message('validation.invalid', lang)]
      }
      if (!returnUrl || Object.keys(errors).length) return validationError(errors)
      if (method !== 'NOW') {
        order.paymentMethod = method
        // Paid later or on site as a whole: no deposit plan any more.
        delete order.deposit
        confirmOrder(db, order)
        return json({ data: { payment: null, next: { type: 'CONFIRMED' } } }, { status: 201 })
      }
      const payment = createPayment(db, order, returnUrl, lang, undefined, onlineMethod)
      return json(
        {
          data: {
            payment: paymentResource(payment),
            next: { type: 'REDIRECT', url: providerUrl(payment.id) },
          },
        },
        { status: 201 },
      )
    }),
  ),

  http.get(`${API}/payment-links/:token`, ({ request, params }) => {
    const { db, lang } = contextOf(request)
    const found = findLink(db, String(params.token))
    if (!found.ok) return found.response
    return json({ data: linkResource(db, found.link, lang) })
  }),

  http.post(
    `${API}/payment-links/:token/payments`,
    mutation(({ db, lang, params, body }) => {
      const input = validateBody(PaymentLinkPaymentInputSchema, body, lang)
      if (!input.ok) return input.response
      const found = findLink(db, String(params.token))
      if (!found.ok) return found.response
      const { link, order } = found
      if (bookingExpired(order)) {
        return errorJson(
          409,
          'BOOKING_EXPIRED',
          'This booking has expired: it was not paid in time.',
        )
      }
      if (bookingCancelled(order)) {
        return errorJson(409, 'BOOKING_CANCELLED', 'This booking has been cancelled.')
      }
      if (awaitsOrganiser(db, order, link.token)) {
        return errorJson(
          409,
          'AWAITING_ORGANISER',
          'This share can be paid once the organiser has paid their own share.',
        )
      }
      if (!link.payableOnline) {
        return errorJson(409, 'NOT_PAYABLE_ONLINE', 'This booking cannot be paid online.')
      }
      const open =
        splitPaymentAmount(db, order, link.token, openAmount(db, order)) ?? openAmount(db, order)
      if (open === 0) {
        return errorJson(409, 'NO_OPEN_AMOUNT', 'This booking has been paid in full.')
      }
      // Laravel's rules run together: both fields' errors in one answer.
      const returnUrl = safeReturnUrl(input.value.returnUrl)
      const { onlineMethod } = input.value
      const errors: Record<string, string[]> = {}
      if (!returnUrl) errors.returnUrl = [message('validation.invalid', lang)]
      // Only a method the order's checkout offered (the link's onlineMethods).
      if (onlineMethod && !onlineMethodsOf(order).includes(onlineMethod)) {
        errors.onlineMethod = [message('validation.invalid', lang)]
      }
      if (!returnUrl || errors.onlineMethod) return validationError(errors)
      const payment = createPayment(db, order, returnUrl, lang, link.token, onlineMethod)
      return json(
        {
          data: {
            payment: paymentResource(payment),
            next: { type: 'REDIRECT', url: providerUrl(payment.id) },
          },
        },
        { status: 201 },
      )
    }),
  ),
]
