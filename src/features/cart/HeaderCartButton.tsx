import { Suspense, lazy } from 'react'
import { importWhenOnline } from '@/lib/reliability/reload-guard'
import { afterCriticalWork, useFirstCriticalWorkDone } from '@/lib/loading/critical-work'

// The cart button waits for its texts anyway; loading it lazily keeps it out of every page's
// first-render bundle (the home route's budget). Its slot keeps the header's size meanwhile
// (no layout shift when it arrives). It is asked for once the page's critical things are in (its
// first pictures, a listing's first days' slots: src/lib/loading/critical-work.ts): on a slow link they come
// first.
const CartButton = lazy(() =>
  afterCriticalWork()
    .then(() => importWhenOnline(() => import('./CartButton')))
    .then((module) => ({ default: module.CartButton })),
)

/** The header's cart button on every shop page: the language's pages and the bare `/`. */
export function HeaderCartButton() {
  const slot = <span className="cart-button-slot" />
  const shown = useFirstCriticalWorkDone()
  return <Suspense fallback={slot}>{shown ? <CartButton /> : slot}</Suspense>
}
