import { createFileRoute } from '@tanstack/react-router'
import { SignedInLayout } from '@/features/staff/SignedInLayout'

// Every page behind it needs a signed-in session: a 401 leads to sign-in and back here.
export const Route = createFileRoute('/$lang/staff/_signed-in')({
  beforeLoad: async ({ context, params, location }) => {
    const { requireStaff } = await import('@/features/staff/guard')
    return { staff: await requireStaff(context.queryClient, params.lang, location.href) }
  },
  component: SignedInLayout,
})
