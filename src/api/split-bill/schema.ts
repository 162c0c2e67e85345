// valibot and relative imports only (the order and payment link schemas import it): split bill.
import * as v from 'valibot'
import { DateTimeSchema, MoneySchema } from '../shared/schemas'

/**
 * PAID: paid through the provider. OPEN: still to pay, by its payer, until the plan's dueAt.
 * MOVED: a guest's share unpaid at dueAt: it moved to the organiser's link.
 */
/**
 * A split bill needs the first activity at least this many hours ahead: the shares are due 24
 * hours before the start, so the guests still get 12 hours to pay theirs.
 */
export const SPLIT_BILL_LEAD_HOURS = 36

export const ShareStatusSchema = v.picklist(['PAID', 'OPEN', 'MOVED'])
export type ShareStatus = v.InferOutput<typeof ShareStatusSchema>

export const ShareSchema = v.object({
  id: v.string(),
  /** The organiser's share is the one paid at checkout; its link pays the rest after dueAt. */
  organiser: v.boolean(),
  amount: MoneySchema,
  /** Whom a guest's share is for: the participant of that place, when named at checkout. */
  name: v.optional(
    v.pipe(
      v.string(),
      v.description(
        'A guest share: the participant it is meant for (first name and surname as given at checkout; the second participant for the first guest share, and so on); absent when that participant was not named and on the organiser’s share. Only in the organiser’s order, never on a share’s link.',
      ),
    ),
  ),
  status: ShareStatusSchema,
  /** The payment link page of this share ({origin}/{lang}/aftersales/payment/{token}). */
  link: v.string(),
})
export type Share = v.InferOutput<typeof ShareSchema>

export const PaymentPlanSchema = v.object({
  shares: v.array(ShareSchema),
  paidShares: v.pipe(v.number(), v.integer(), v.minValue(0)),
  totalShares: v.pipe(v.number(), v.integer(), v.minValue(2)),
  dueAt: v.pipe(
    DateTimeSchema,
    v.description(
      'Until then unpaid shares keep their places and their links take payments: 48 hours after the order, at the latest 24 hours before the first activity starts. After it the guests’ links expire, their open shares move to the organiser (status MOVED) and the organiser’s link offers to pay the whole rest; the booking and its places stay, with the open amount owed by the organiser.',
    ),
  ),
})
export type PaymentPlan = v.InferOutput<typeof PaymentPlanSchema>

/** What a share's payment link page shows of the plan (not the other shares' links). */
export const PaymentPlanSummarySchema = v.object({
  paidShares: v.pipe(v.number(), v.integer(), v.minValue(0)),
  totalShares: v.pipe(v.number(), v.integer(), v.minValue(2)),
  dueAt: DateTimeSchema,
  share: ShareStatusSchema,
})
export type PaymentPlanSummary = v.InferOutput<typeof PaymentPlanSummarySchema>
