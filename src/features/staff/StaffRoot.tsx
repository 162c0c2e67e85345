import { Outlet } from '@tanstack/react-router'
import { MinimalLayout } from '@/components/layout/MinimalLayout'
import { usePrivatePage } from '@/lib/head/use-private-page'
import '@/lib/controls/controls.css'
import './staff.css'

/**
 * The staff area in the minimal layout (logo only) for signing in; signed-in pages add the
 * staff navigation (SignedInLayout). Never indexed, and its URLs (reset tokens) never leave in
 * a Referer.
 */
export function StaffRoot() {
  usePrivatePage()
  return (
    <MinimalLayout>
      <Outlet />
    </MinimalLayout>
  )
}
