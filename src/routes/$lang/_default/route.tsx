import { Suspense, lazy } from 'react'
import { Outlet, createFileRoute } from '@tanstack/react-router'
import { DefaultLayout } from '@/components/layout/DefaultLayout'

// The cart button waits for its texts anyway; loading it lazily keeps it out of every page's
// first-render bundle (the home route's budget). Its slot keeps the header's size meanwhile
// (no layout shift when it arrives).
const CartButton = lazy(() =>
  import('@/features/cart/CartButton').then((module) => ({ default: module.CartButton })),
)

export const Route = createFileRoute('/$lang/_default')({
  component: () => (
    <DefaultLayout
      headerActions={
        <Suspense fallback={<span className="cart-button-slot" />}>
          <CartButton />
        </Suspense>
      }
    >
      <Outlet />
    </DefaultLayout>
  ),
})
