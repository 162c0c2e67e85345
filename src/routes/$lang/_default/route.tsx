import { Suspense, lazy } from 'react'
import { Outlet, createFileRoute } from '@tanstack/react-router'
import { DefaultLayout } from '@/components/layout/DefaultLayout'
import { importWhenOnline } from '@/lib/reload-guard'

// The cart button waits for its texts anyway; loading it lazily keeps it out of every page's
// first-render bundle (the home route's budget).
const CartButton = lazy(() =>
  importWhenOnline(() => import('@/features/cart/CartButton')).then((module) => ({
    default: module.CartButton,
  })),
)

export const Route = createFileRoute('/$lang/_default')({
  component: () => (
    <DefaultLayout
      headerActions={
        <Suspense fallback={null}>
          <CartButton />
        </Suspense>
      }
    >
      <Outlet />
    </DefaultLayout>
  ),
})
