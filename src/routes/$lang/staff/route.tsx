import { createFileRoute } from '@tanstack/react-router'
import { StaffRoot } from '@/features/staff/StaffRoot'
import { ensureNamespaces } from '@/lib/i18n'

// The staff area: its own chunks and texts, loaded only here (never on shop pages).
export const Route = createFileRoute('/$lang/staff')({
  loader: () => ensureNamespaces('staff', 'problems'),
  component: StaffRoot,
})
