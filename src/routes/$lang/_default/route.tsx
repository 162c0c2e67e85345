import { Suspense, lazy, useEffect } from 'react'
import { Outlet, createFileRoute } from '@tanstack/react-router'
import { DefaultLayout } from '@/components/layout/DefaultLayout'
import { importWhenOnline } from '@/lib/reliability/reload-guard'
import { afterCriticalWork, useFirstCriticalWorkDone } from '@/lib/loading/critical-work'
import { useShopConfig } from '@/api/config'

// The cart button waits for its texts anyway; loading it lazily keeps it out of every page's
// first-render bundle (the home route's budget). Its slot keeps the header's size meanwhile
// (no layout shift when it arrives). It is asked for once the page's critical things are in (its
// first pictures, a listing's first days' slots: src/lib/loading/critical-work.ts): on a slow link they come
// first.
const CartButton = lazy(() =>
  afterCriticalWork()
    .then(() => importWhenOnline(() => import('@/features/cart/CartButton')))
    .then((module) => ({ default: module.CartButton })),
)

/**
 * Analytics enabled by the configuration: the consent switch (window.WebshopAnalytics) for the
 * shop's consent banner, loaded only then; the pushing code loads only after consent.
 */
function useAnalyticsSwitch() {
  const enabled = Boolean(useShopConfig().analytics?.dataLayer)
  useEffect(() => {
    if (enabled)
      void import('@/features/analytics/consent-gate').then((gate) => gate.exposeConsentSwitch())
  }, [enabled])
}

function ShopLayout() {
  useAnalyticsSwitch()
  const slot = <span className="cart-button-slot" />
  const shown = useFirstCriticalWorkDone()
  return (
    <DefaultLayout
      headerActions={<Suspense fallback={slot}>{shown ? <CartButton /> : slot}</Suspense>}
    >
      <Outlet />
    </DefaultLayout>
  )
}

export const Route = createFileRoute('/$lang/_default')({
  component: ShopLayout,
})
