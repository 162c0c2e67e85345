import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/$lang/staff/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/$lang/staff/availability', params, replace: true })
  },
})
