import type { BookingRules, CancellationPolicy } from '../../api/bookings/schema'
import { listingCancellationPolicy } from './listing-resources'
import { tr, type Lang } from './locale'
import { findSku } from './lookup'
import type { OrderState } from './seed-bookings'
import type { MockDb } from './session'
import { isoInZone, zonedInstant } from './time'
import type { SeedCancellationPolicy } from './types'

const HOUR = 3_600_000
export const DAY = 24 * HOUR

/**
 * The change rules of the demo shop (a backend reads them from each offer): moving to another
 * date is possible until 48 hours before; names and details, and cancelling, until 24 hours
 * before. What cancelling costs follows the listing's own policy (the one its page shows);
 * free until 48 hours before, then half the total, only for listings without one.
 */
export const MANAGE_RULES = {
  freeUntilHoursBefore: 48,
  feePercent: 50,
  rescheduleHoursBefore: 48,
  changeHoursBefore: 24,
  /** The booking page's link stops working this long after the last item ended. */
  linkDaysAfterEnd: 30,
  /** Undated bookings (vouchers, goods): this long after the order. */
  linkDaysUndated: 365,
  /** Payment links the booking page creates for an open amount. */
  paymentLinkDays: 30,
} as const

function defaultPolicy(): SeedCancellationPolicy {
  const { freeUntilHoursBefore: free, feePercent: fee } = MANAGE_RULES
  return {
    freeUntilHoursBefore: free,
    feePercent: fee,
    text: {
      de: `Kostenlose Annullierung bis ${free} Stunden vor Beginn, danach werden ${fee} % des Preises berechnet.`,
      en: `Free cancellation up to ${free} hours before the start; after that, ${fee} % of the price is charged.`,
      fr: `Annulation gratuite jusqu’à ${free} heures avant le début ; ensuite, ${fee} % du prix sont facturés.`,
    },
  }
}

/**
 * The cancellation rule a booking was sold under: the one its (first dated) listing states on
 * its page, so the booking page never contradicts the listing; the shop's default otherwise.
 */
export function orderPolicy(db: MockDb, order: OrderState): SeedCancellationPolicy {
  for (const item of order.items) {
    if (!item.date) continue
    const policy = findSku(db, item.skuId)?.listing
    const own = policy ? listingCancellationPolicy(policy) : undefined
    if (own) return own
  }
  return defaultPolicy()
}

export function cancellationPolicy(db: MockDb, order: OrderState, lang: Lang): CancellationPolicy {
  const policy = orderPolicy(db, order)
  return { ...policy, text: tr(policy.text, lang) }
}

/** The first start of the booking's dated items (ms), undefined for undated bookings. */
function firstStart(order: OrderState): number | undefined {
  const starts = order.items
    .filter((item) => item.date && item.time)
    .map((item) => zonedInstant(item.date ?? '', item.time ?? '00:00'))
  return starts.length ? Math.min(...starts) : undefined
}

function lastEnd(db: MockDb, order: OrderState): number | undefined {
  const ends = order.items.flatMap((item) => {
    if (!item.date || !item.time) return []
    const found = findSku(db, item.skuId)
    const minutes = (found?.sku.durationMinutes ?? 60) * (item.blocks ?? 1)
    return [zonedInstant(item.date, item.time) + minutes * 60_000]
  })
  return ends.length ? Math.max(...ends) : undefined
}

/** The instant after which the booking page's token answers 410. */
export function linkExpiry(db: MockDb, order: OrderState): number {
  const end = lastEnd(db, order)
  return end !== undefined
    ? end + MANAGE_RULES.linkDaysAfterEnd * DAY
    : order.createdAt + MANAGE_RULES.linkDaysUndated * DAY
}

interface Deadlines {
  participants: number | null
  reschedule: number | null
  cancel: number | null
  free: number | null
}

export function deadlines(db: MockDb, order: OrderState): Deadlines {
  const start = firstStart(order)
  const none = { participants: null, reschedule: null, cancel: null, free: null }
  if (start === undefined) return none
  const before = (hours: number) => start - hours * HOUR
  if (order.status === 'CONFIRMED') {
    return {
      participants: before(MANAGE_RULES.changeHoursBefore),
      reschedule: before(MANAGE_RULES.rescheduleHoursBefore),
      cancel: before(MANAGE_RULES.changeHoursBefore),
      free: before(orderPolicy(db, order).freeUntilHoursBefore),
    }
  }
  if (order.status === 'REQUESTED') {
    // A request can be withdrawn (free) and its names changed until the shop's last change
    // time; it cannot be moved before the shop has confirmed it.
    const last = before(MANAGE_RULES.changeHoursBefore)
    return { participants: last, reschedule: null, cancel: last, free: last }
  }
  return none
}

export function bookingRules(db: MockDb, order: OrderState, lang: Lang): BookingRules {
  const d = deadlines(db, order)
  const now = db.clock.now()
  const iso = (t: number | null) => (t === null ? null : isoInZone(t))
  const open = (t: number | null) => t !== null && now < t
  const hasDated = order.items.some((item) => item.date && item.time)
  return {
    cancellation: cancellationPolicy(db, order, lang),
    participantsUntil: iso(d.participants),
    rescheduleUntil: iso(d.reschedule),
    cancelUntil: iso(d.cancel),
    freeCancellationUntil: iso(d.free),
    canChangeParticipants:
      open(d.participants) && order.items.some((item) => item.participants.length > 0),
    canReschedule: hasDated && open(d.reschedule),
    canCancel: open(d.cancel),
  }
}

/** Why an action is refused now: too late (409 TOO_LATE) or not for this booking at all. */
export function refusal(
  db: MockDb,
  order: OrderState,
  action: 'participants' | 'reschedule' | 'cancel',
): { code: 'TOO_LATE' | 'NOT_CHANGEABLE'; until?: string } | null {
  const deadline = deadlines(db, order)[action]
  if (deadline === null) return { code: 'NOT_CHANGEABLE' }
  if (db.clock.now() >= deadline) return { code: 'TOO_LATE', until: isoInZone(deadline) }
  return null
}
