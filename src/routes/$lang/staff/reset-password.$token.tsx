import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '@/features/staff/ResetPasswordPage'

export const Route = createFileRoute('/$lang/staff/reset-password/$token')({
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { lang, token } = Route.useParams()
  return <ResetPasswordPage lang={lang} token={token} />
}
