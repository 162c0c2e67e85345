import { lazy } from 'react'
import { ensureNamespaces } from '@/lib/i18n'

// Split bills: the choice at the payment step and the rules of the shares load with their
// user; the views of a split order (its shares, a share's progress, a guest waiting for the
// organiser) load with their texts when a page shows one.
export { SplitBillChoice } from './SplitBillChoice'
export { organiserShare, personsIn, startsTooSoonToSplit } from './shares'

const withTexts = <T>(load: () => Promise<T>) =>
  Promise.all([load(), ensureNamespaces('split')]).then(([module]) => module)

/** A split order's shares and their links (the success page). */
export const SplitShares = lazy(() => withTexts(() => import('./SplitShares')))
/** A share's progress (the payment link of a split bill). */
export const SplitProgress = lazy(() => withTexts(() => import('./SplitProgress')))
/** A guest's share before the organiser has paid theirs. */
export const AwaitingOrganiser = lazy(() => withTexts(() => import('./AwaitingOrganiser')))
