import { Outlet, createFileRoute } from '@tanstack/react-router'
import { MinimalLayout } from '@/components/layout/MinimalLayout'

export const Route = createFileRoute('/$lang/_minimal')({
  // The layout is in the first chunk (vite.config.ts, `app`): no file of its own.
  codeSplitGroupings: [],
  component: () => (
    <MinimalLayout>
      <Outlet />
    </MinimalLayout>
  ),
})
