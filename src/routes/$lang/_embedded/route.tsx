import { Outlet, createFileRoute } from '@tanstack/react-router'
import { EmbeddedLayout } from '@/components/layout/EmbeddedLayout'
import { EmbedFrame } from '@/features/embed/EmbedFrame'
import { ensureFrameBridge } from '@/features/embed/frame'

export const Route = createFileRoute('/$lang/_embedded')({
  beforeLoad: ensureFrameBridge,
  component: () => (
    <EmbeddedLayout>
      <EmbedFrame>
        <Outlet />
      </EmbedFrame>
    </EmbeddedLayout>
  ),
})
