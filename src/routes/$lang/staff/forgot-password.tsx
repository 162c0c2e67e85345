import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '@/features/staff/ForgotPasswordPage'

export const Route = createFileRoute('/$lang/staff/forgot-password')({
  component: ForgotPasswordRoute,
})

function ForgotPasswordRoute() {
  const { lang } = Route.useParams()
  return <ForgotPasswordPage lang={lang} />
}
