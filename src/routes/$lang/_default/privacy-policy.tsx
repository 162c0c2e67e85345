import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '@/features/legal/LegalPage'

export const Route = createFileRoute('/$lang/_default/privacy-policy')({
  component: () => <LegalPage kind="privacyPolicy" />,
})
