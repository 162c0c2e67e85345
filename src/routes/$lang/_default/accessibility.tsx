import { createFileRoute } from '@tanstack/react-router'
import { AccessibilityStatement } from '@/features/accessibility'
import { ensureNamespaces } from '@/lib/i18n'

// The statement's texts are a namespace of their own: only this page loads them.
export const Route = createFileRoute('/$lang/_default/accessibility')({
  loader: () => ensureNamespaces('accessibility'),
  component: AccessibilityStatement,
})
