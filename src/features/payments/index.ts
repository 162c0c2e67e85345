// Payments: the online method choice, the pay intent and its key, the return from the provider,
// the outcome icon and cash due. Checkout, the payment link, the booking page and split bills
// use it.
export { OnlineMethods, type OnlineMethodsNs } from './online/OnlineMethods'
export { LinkMethods, methodFor, type MethodChoice } from './online/LinkMethods'
export { TwintMark } from './online/TwintMark'
export { OutcomeIcon, type OutcomeIconKind } from './OutcomeIcon'
export { CashDueRow, CashNote, useOnSiteHint } from './CashDue'
export { endPayIntent, payIntentKey, payScope } from './online/pay-intent'
export { leaveForProvider, useBackFromProvider } from './online/provider'
export {
  endsPayIntent,
  isLinkGone,
  outcomeOfError,
  outcomeOfLink,
  outcomeOfPayError,
  type Outcome as LinkOutcome,
  type OutcomeKind as LinkOutcomeKind,
} from './link-outcome'
export { lastPayment, outcomeOf, type OrderOutcome } from './order-outcome'
export { useOrderPayment } from './use-order-payment'
export { DepositChoice, dueDate } from './DepositChoice'
export { depositText } from './DepositNote'
export type { GiftVoucherNs } from './GiftVoucherRows'
// The deposit and gift voucher views load with an order that has them (lazy-parts.tsx).
export {
  DepositCalendarDownload,
  DepositNote,
  GiftVoucherRows,
  IssuedVouchers,
  hasPaymentParts,
  preloadPaymentParts,
} from './stand-ins/lazy-parts'
