import { createFileRoute } from '@tanstack/react-router'
import { configQueries } from '@/api/config'
import { DefaultLayout } from '@/components/layout/DefaultLayout'
import { OverviewPage } from '@/features/home/OverviewPage'
import { allowedLanguage, detectedLanguage, setLanguage } from '@/lib/i18n'

/** The bare /: the overview in the detected language (cookie, then browser, then de). */
export const Route = createFileRoute('/')({
  beforeLoad: async ({ context }) => {
    const config = await context.queryClient.ensureQueryData(configQueries.shop())
    await setLanguage(allowedLanguage(detectedLanguage(), config.languages))
  },
  component: () => (
    <DefaultLayout>
      <OverviewPage />
    </DefaultLayout>
  ),
})
