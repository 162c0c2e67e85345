import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '@/features/legal/LegalPage'

export const Route = createFileRoute('/$lang/_default/terms-and-conditions')({
  component: () => <LegalPage kind="termsAndConditions" />,
})
