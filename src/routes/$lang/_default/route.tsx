import { Outlet, createFileRoute } from '@tanstack/react-router'
import { DefaultLayout } from '@/components/layout/DefaultLayout'

export const Route = createFileRoute('/$lang/_default')({
  component: () => (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  ),
})
