import { createFileRoute } from '@tanstack/react-router'
import { loadShopConfig } from '@/api/config'
import { DefaultLayout } from '@/components/layout/DefaultLayout'
import { HeaderCartButton } from '@/features/cart/HeaderCartButton'
import { OverviewPage } from '@/features/listings/overview/OverviewPage'
import { loadOverview } from '@/features/listings/overview/route-data'
import { parseOverviewSearch } from '@/features/listings/overview/search'
import { allowedLanguage, currentLanguage, detectedLanguage, setLanguage } from '@/lib/i18n'

/** The bare /: the overview in the detected language (cookie, then browser, then de). */
export const Route = createFileRoute('/')({
  // The overview, its layout and loader are in the first chunk (vite.config.ts, `app`): no
  // files of their own.
  codeSplitGroupings: [],
  validateSearch: parseOverviewSearch,
  loaderDeps: ({ search }) => search,
  beforeLoad: async ({ context }) => {
    const config = await loadShopConfig(context.queryClient)
    await setLanguage(allowedLanguage(detectedLanguage(), config.languages))
  },
  loader: ({ context, deps }) => loadOverview(context.queryClient, deps, currentLanguage()),
  component: () => (
    <DefaultLayout headerActions={<HeaderCartButton />}>
      <OverviewPage />
    </DefaultLayout>
  ),
})
