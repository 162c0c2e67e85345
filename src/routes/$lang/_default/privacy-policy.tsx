import { createFileRoute } from '@tanstack/react-router'
import { LegalPage } from '@/features/legal'
import { loadSanitizer } from '@/lib/sanitize'

export const Route = createFileRoute('/$lang/_default/privacy-policy')({
  loader: () => loadSanitizer(),
  component: () => <LegalPage kind="privacyPolicy" />,
})
