import type { PaymentPlan, PaymentPlanSummary, ShareStatus } from '../../api/split-bill/schema'
import { chf } from './listing-resources'
import type { Lang } from './locale'
import { randomToken } from './random'
import type { OrderState, PaymentState } from './seed-bookings'
import { perSession } from './per-session'
import type { MockDb } from './session'
import { utcIso } from './time'

/**
 * Split the bill: equal shares per participant; the organiser pays theirs
 * at checkout, every other share gets a payment link. docs/api/README.md, "Split the bill".
 */
export const SHARES_DUE_HOURS = 48
export const SHARES_DUE_BEFORE_START_HOURS = 24
/** How long the organiser's link pays the rest after the shares' due time. */
const ORGANISER_LINK_DAYS = 30

interface ShareState {
  id: string
  organiser: boolean
  amount: number
  linkToken: string
  /** The participant a guest share is for, when named. */
  name?: string
}

interface PlanState {
  shares: ShareState[]
  dueAt: number
  /** The shop's public origin and language of the links (the backend knows its own). */
  origin: string
  lang: Lang
}

const plansOf = perSession(() => new Map<string, PlanState>())

export const personsOf = (order: { items: { participants: unknown[] }[] }) =>
  order.items.reduce((sum, item) => sum + item.participants.length, 0)

/** Equal shares; the organiser's (the first) takes the rest of the division. */
export function shareAmounts(total: number, count: number): number[] {
  const each = Math.floor(total / count)
  return Array.from({ length: count }, (_, i) => (i === 0 ? total - each * (count - 1) : each))
}

/** When unpaid shares stop keeping their places: 48 h after the order, 24 h before the start. */
export function sharesDueAt(order: OrderState, firstStart: number | null): number {
  const byOrder = order.createdAt + SHARES_DUE_HOURS * 3_600_000
  if (firstStart === null) return byOrder
  return Math.max(
    order.createdAt,
    Math.min(byOrder, firstStart - SHARES_DUE_BEFORE_START_HOURS * 3_600_000),
  )
}

export function createPlan(
  db: MockDb,
  order: OrderState,
  total: number,
  firstStart: number | null,
  origin: string,
  lang: Lang,
): void {
  const dueAt = sharesDueAt(order, firstStart)
  const names = order.items.flatMap((item) =>
    item.participants.map((p) => [p.firstname, p.surname].filter(Boolean).join(' ').trim()),
  )
  const shares = shareAmounts(total, personsOf(order)).map((amount, i) => {
    const linkToken = `pl-${randomToken()}`
    db.paymentLinks.set(linkToken, {
      token: linkToken,
      orderToken: order.token,
      // Guests' links end with the due time; the organiser's pays the rest after it.
      expiresAt: i === 0 ? dueAt + ORGANISER_LINK_DAYS * 86_400_000 : dueAt,
      payableOnline: true,
    })
    const name = i === 0 ? '' : (names[i] ?? '')
    return { id: `shr_${i + 1}`, organiser: i === 0, amount, linkToken, ...(name ? { name } : {}) }
  })
  plansOf(db).set(order.token, { shares, dueAt, origin, lang })
}

export function hasPlan(db: MockDb, order: OrderState): boolean {
  return plansOf(db).has(order.token)
}

/** Payments made for a share: through its link, and for the organiser also at checkout. */
function paidFor(db: MockDb, order: OrderState, share: ShareState): number {
  return order.paymentIds
    .map((id) => db.payments.get(id))
    .filter(
      (p): p is PaymentState =>
        p?.status === 'CONFIRMED' &&
        (p.linkToken === share.linkToken || (share.organiser && p.linkToken === undefined)),
    )
    .reduce((sum, p) => sum + p.amount, 0)
}

function statusOf(db: MockDb, order: OrderState, plan: PlanState, share: ShareState): ShareStatus {
  if (paidFor(db, order, share) >= share.amount) return 'PAID'
  return !share.organiser && db.clock.now() >= plan.dueAt ? 'MOVED' : 'OPEN'
}

function findShare(db: MockDb, order: OrderState, linkToken: string | undefined) {
  const plan = plansOf(db).get(order.token)
  if (!plan) return null
  const share =
    plan.shares.find((s) => s.linkToken === linkToken) ?? (linkToken ? undefined : plan.shares[0])
  return share ? { plan, share } : null
}

/**
 * The share a payment started with this link token pays (the organiser's without one: at
 * checkout or on the success page). Undefined: the order is not split.
 */
export function shareIdOf(
  db: MockDb,
  order: OrderState,
  linkToken: string | undefined,
): string | undefined {
  return findShare(db, order, linkToken)?.share.id
}

/**
 * What a payment started through a link (or, without one, by the organiser at checkout or on
 * the success page) pays, when the order is split: the share's open part; after the due time
 * the organiser pays the whole rest. Undefined: not split, the order's open amount.
 */
export function splitPaymentAmount(
  db: MockDb,
  order: OrderState,
  linkToken: string | undefined,
  orderOpen: number,
): number | undefined {
  const found = findShare(db, order, linkToken)
  if (!found) return undefined
  const { plan, share } = found
  if (share.organiser && db.clock.now() >= plan.dueAt) return orderOpen
  return Math.max(0, share.amount - paidFor(db, order, share))
}

/**
 * A guest's share while the organiser has not paid theirs (the order is still PENDING_PAYMENT):
 * not payable yet. A guest paying first would pay for places the booking may never keep (the
 * organiser may abandon and the order expire), so the backend takes guests' payments only once
 * the booking is confirmed. The organiser's own link is never held back.
 */
export function awaitsOrganiser(db: MockDb, order: OrderState, linkToken: string): boolean {
  if (order.status !== 'PENDING_PAYMENT') return false
  const found = findShare(db, order, linkToken)
  return found !== null && found.share.linkToken === linkToken && !found.share.organiser
}

/** The organiser's share is paid: the booking is confirmed, the other shares keep the places. */
export function organiserSharePaid(db: MockDb, order: OrderState): boolean {
  const found = findShare(db, order, undefined)
  return found !== null && statusOf(db, order, found.plan, found.share) === 'PAID'
}

export function planResource(db: MockDb, order: OrderState): PaymentPlan | undefined {
  const plan = plansOf(db).get(order.token)
  if (!plan) return undefined
  const shares = plan.shares.map((share) => ({
    id: share.id,
    organiser: share.organiser,
    amount: chf(share.amount),
    ...(share.name ? { name: share.name } : {}),
    status: statusOf(db, order, plan, share),
    link: `${plan.origin}/${plan.lang}/aftersales/payment/${share.linkToken}`,
  }))
  return {
    shares,
    paidShares: shares.filter((s) => s.status === 'PAID').length,
    totalShares: shares.length,
    dueAt: utcIso(plan.dueAt),
  }
}

/**
 * A share's link: the plan as its page shows it and the amounts of the page (the share's;
 * after the due time the organiser's link shows the whole booking and its open amount).
 */
export function linkShare(
  db: MockDb,
  order: OrderState,
  linkToken: string,
  orderTotal: number,
  orderOpen: number,
): { summary: PaymentPlanSummary; total: number; open: number; organiser: boolean } | undefined {
  const found = findShare(db, order, linkToken)
  if (!found || found.share.linkToken !== linkToken) return undefined
  const { plan, share } = found
  const resource = planResource(db, order)
  if (!resource) return undefined
  const afterDue = share.organiser && db.clock.now() >= plan.dueAt
  return {
    summary: {
      paidShares: resource.paidShares,
      totalShares: resource.totalShares,
      dueAt: resource.dueAt,
      share: statusOf(db, order, plan, share),
    },
    total: afterDue ? orderTotal : share.amount,
    open: splitPaymentAmount(db, order, linkToken, orderOpen) ?? 0,
    organiser: share.organiser,
  }
}

/**
 * What a share's payer keeps paid once the booking is cancelled: refunds are shared out in
 * proportion to what each payment brought in, and each part goes back the way it was paid.
 */
export function shareKeptAfterRefund(
  order: OrderState,
  sharePaid: number,
  allPaid: number,
): number {
  const refunded = order.refunded ?? 0
  if (allPaid <= 0 || refunded <= 0) return sharePaid
  return sharePaid - Math.round((refunded * sharePaid) / allPaid)
}
