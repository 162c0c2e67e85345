import { Outlet, createFileRoute } from '@tanstack/react-router'
import { DefaultLayout } from '@/components/layout/DefaultLayout'
import { CartButton } from '@/features/cart/CartButton'

export const Route = createFileRoute('/$lang/_default')({
  component: () => (
    <DefaultLayout headerActions={<CartButton />}>
      <Outlet />
    </DefaultLayout>
  ),
})
