import { lazy } from 'react'
import { ensureNamespaces } from '@/lib/i18n'

// The views of a split order (its shares, a share's progress, a guest waiting for the organiser)
// load with their texts when a page shows one.
const withTexts = <T>(load: () => Promise<T>) =>
  Promise.all([load(), ensureNamespaces('split')]).then(([module]) => module)

/** A split order's shares and their links (the success page). */
export const SplitShares = lazy(() => withTexts(() => import('../SplitShares')))
/** A share's progress (the payment link of a split bill). */
export const SplitProgress = lazy(() => withTexts(() => import('../SplitProgress')))
/** A guest's share before the organiser has paid theirs. */
export const AwaitingOrganiser = lazy(() => withTexts(() => import('../AwaitingOrganiser')))
