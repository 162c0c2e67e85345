import { createFileRoute } from '@tanstack/react-router'
import { ErrorScreen } from '@/components/ui/ErrorScreen'

// An unknown after-sales link: the 404 screen in the minimal layout (logo only).
export const Route = createFileRoute('/$lang/_minimal/aftersales/$')({
  component: () => <ErrorScreen status={404} standalone={false} />,
})
