// Split bills: the choice at the payment step and the rules of the shares load with their
// user; the views of a split order load when a page shows one (lazy/views.ts).
export { SplitBillChoice } from './SplitBillChoice'
export { organiserShare, personsIn, startsTooSoonToSplit } from './shares'
export { AwaitingOrganiser, SplitProgress, SplitShares } from './lazy/views'
