import { Outlet, createFileRoute } from '@tanstack/react-router'
import { EmbeddedLayout } from '@/components/layout/EmbeddedLayout'
import { EmbedFrame } from '@/features/embed/EmbedFrame'

export const Route = createFileRoute('/$lang/_embedded')({
  component: () => (
    <EmbeddedLayout>
      <EmbedFrame>
        <Outlet />
      </EmbedFrame>
    </EmbeddedLayout>
  ),
})
