import { useEffect } from 'react'
import { Outlet, createFileRoute } from '@tanstack/react-router'
import { DefaultLayout } from '@/components/layout/DefaultLayout'
import { HeaderCartButton } from '@/features/cart/HeaderCartButton'
import { useShopConfig } from '@/api/config'

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
  return (
    <DefaultLayout headerActions={<HeaderCartButton />}>
      <Outlet />
    </DefaultLayout>
  )
}

export const Route = createFileRoute('/$lang/_default')({
  component: ShopLayout,
})
