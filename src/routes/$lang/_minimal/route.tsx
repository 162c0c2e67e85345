import { Outlet, createFileRoute } from '@tanstack/react-router'
import { MinimalLayout } from '@/components/layout/MinimalLayout'

export const Route = createFileRoute('/$lang/_minimal')({
  component: () => (
    <MinimalLayout>
      <Outlet />
    </MinimalLayout>
  ),
})
