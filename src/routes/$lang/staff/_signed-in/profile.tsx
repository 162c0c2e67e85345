import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '@/features/staff/ProfilePage'

export const Route = createFileRoute('/$lang/staff/_signed-in/profile')({
  loader: async ({ context }) => {
    const { staffQueries } = await import('@/features/staff/queries')
    await context.queryClient.ensureQueryData(staffQueries.profile())
  },
  component: ProfilePage,
})
