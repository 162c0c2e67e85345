import { Outlet, createFileRoute } from '@tanstack/react-router'
import { EmbeddedLayout } from '@/components/layout/EmbeddedLayout'

export const Route = createFileRoute('/$lang/_embedded')({
  component: () => (
    <EmbeddedLayout>
      <Outlet />
    </EmbeddedLayout>
  ),
})
