import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '@/features/legal'
import { loadSanitizer } from '@/lib/sanitize'

export const Route = createFileRoute('/$lang/_default/terms-and-conditions')({
  loader: () => loadSanitizer(),
  component: () => <LegalPage kind="termsAndConditions" />,
})
