import { createFileRoute } from '@tanstack/react-router'
import { ErrorScreen } from '@/components/ui/ErrorScreen'

// An unknown widget: the 404 screen inside the embedded layout, so it fits the host's iframe.
export const Route = createFileRoute('/$lang/_embedded/embed/v1/$')({
  component: () => <ErrorScreen status={404} standalone={false} />,
})
