import { createFileRoute } from '@tanstack/react-router'
import { OverviewPage } from '@/features/home/OverviewPage'

export const Route = createFileRoute('/$lang/_default/')({
  component: OverviewPage,
})
