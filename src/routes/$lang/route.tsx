import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { loadShopConfig } from '@/api/config'
import { isLanguage } from '@/api/shared/schemas'
import { ShopNotFound } from '@/components/layout/deferred/ShopNotFound'
import { allowedLanguage, setLanguage } from '@/lib/i18n'

export const Route = createFileRoute('/$lang')({
  // Its component is the router's Outlet: no chunk of its own; the 404 screen is split.
  codeSplitGroupings: [['notFoundComponent']],
  beforeLoad: async ({ params, context, location }) => {
    if (!isLanguage(params.lang)) throw notFound()
    const config = await loadShopConfig(context.queryClient)
    const language = allowedLanguage(params.lang, config.languages)
    if (language !== params.lang) {
      // Same page, first language the shop offers.
      throw redirect({
        href: location.href.replace(/^\/[^/?#]+/, `/${language}`),
        replace: true,
      })
    }
    await setLanguage(language)
  },
  notFoundComponent: ShopNotFound,
})
