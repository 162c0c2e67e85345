import { lazy, Suspense, type ComponentProps } from 'react'
import { importWhenOnline } from '@/lib/reliability/reload-guard'

const load = () => importWhenOnline(() => import('./DepositLine'))
const DepositLine = lazy(load)

/**
 * For a link with a deposit, its route loader awaits this (with the `order` texts), so the
 * sentence is in the first view; a failed load leaves the blank line, never the error screen.
 */
export const preloadDepositNote = () => load().then((module) => module.preloadPaymentParts())

/** What is paid, what is open and by when; a blank line of its size holds its place meanwhile. */
export function DepositSlot(props: ComponentProps<typeof DepositLine>) {
  return (
    <Suspense
      fallback={
        <p className="deposit-note" aria-hidden="true">
          {'\u00a0'}
        </p>
      }
    >
      <DepositLine {...props} />
    </Suspense>
  )
}
