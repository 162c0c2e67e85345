import { createFileRoute } from '@tanstack/react-router'
import { AvailabilityPage } from '@/features/staff/AvailabilityPage'

export const Route = createFileRoute('/$lang/staff/_signed-in/availability')({
  validateSearch: (search: Record<string, unknown>): { month?: string } => ({
    month:
      typeof search.month === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(search.month)
        ? search.month
        : undefined,
  }),
  component: AvailabilityRoute,
})

function AvailabilityRoute() {
  const { lang } = Route.useParams()
  const { month } = Route.useSearch()
  return <AvailabilityPage key={month ?? ''} lang={lang} month={month} />
}
