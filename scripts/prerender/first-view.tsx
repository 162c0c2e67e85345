// The first view of the home and of a listing as static markup, rendered in Node from the app's
// own layout and pages with the data the prerender read, so the HTML paints what the app will
// show first. Loaded through Vite's module runner (first-view-runner.ts).
import { renderToStaticMarkup } from 'react-dom/server'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import i18next, { type Resource } from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { configQueries, type ShopConfig } from '@/api/config'
import { listingQueries, type Listing, type ListingListResponse } from '@/api/listings'
import type { Language } from '@/api/shared/schemas'
import { ConnectionNotice } from '@/components/layout/ConnectionNotice'
import { DefaultLayout } from '@/components/layout/DefaultLayout'
import DOMPurify from 'dompurify'
import { provideSanitizer } from '@/lib/sanitize'
import { sanitizeHtml } from '@/lib/sanitize/deferred/dompurify'
import { paletteProperties } from '@/lib/theme/palette'
import { ListingDetailPage, OverviewPage } from '@/features/listings'

export interface FirstViewInput {
  config: ShopConfig
  lang: Language
  /** The catalogues of the language by namespace (common, errors, listings). */
  resources: Resource
  /** The page's public URL: the few reads of `window.location` during render see it. */
  url: string
  page: { kind: 'home'; list: ListingListResponse } | { kind: 'listing'; listing: Listing }
}

// A listing's description is shown sanitised by the app's DOMPurify rules, on the document
// first-view-runner.ts provides while this module loads. Never unsanitised.
if (!DOMPurify.isSupported) throw new Error('prerender: DOMPurify found no document')
provideSanitizer(sanitizeHtml)

/** The header's cart button slot, as the shop layout shows it until the button has loaded. */
const CART_SLOT = <span className="cart-button-slot" />

function routerFor(path: string) {
  const root = createRootRoute({
    // The app's root route: the layout and the connection notice, prerendered empty; the app
    // writes to it while it waits for its first page (src/lib/loading/first-view.ts).
    component: () => (
      <>
        <DefaultLayout headerActions={CART_SLOT}>
          <Outlet />
        </DefaultLayout>
        <ConnectionNotice />
      </>
    ),
  })
  const home = createRoute({ getParentRoute: () => root, path: '$lang', component: OverviewPage })
  const listing = createRoute({
    getParentRoute: () => root,
    path: '$lang/listing/$slug',
    component: function ListingView() {
      const { slug } = listing.useParams()
      return <ListingDetailPage slug={slug} booking={null} />
    },
  })
  return createRouter({
    routeTree: root.addChildren([home, listing]),
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: true,
  })
}

/**
 * The shop's palette for the prerendered pages, `name:value;…`: the same properties the app sets
 * on the document (ThemeStyle), set from `<html data-palette>` by index.html's first boot script
 * (scripts/first-view-gate.ts), so the first view paints in the shop's colours before the app.
 */
export function paletteDeclarations(config: ShopConfig): string {
  const properties = paletteProperties(config.theme.colorPalette ?? {})
  return Object.entries(properties)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')
}

/** The markup of the page's first view inside the app's root element (its children). */
export async function renderFirstView(input: FirstViewInput): Promise<string> {
  const { config, lang, page } = input
  // No garbage-collection timers: each would keep Node running for the default five minutes
  // after the last page is written.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, gcTime: Infinity } },
  })
  queryClient.setQueryData(configQueries.shop().queryKey, config)
  if (page.kind === 'home')
    queryClient.setQueryData(listingQueries.list({}, lang).queryKey, page.list)
  else
    queryClient.setQueryData(listingQueries.detail(page.listing.slug, lang).queryKey, page.listing)
  const i18n = i18next.createInstance()
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    ns: Object.keys(input.resources),
    defaultNS: 'common',
    resources: { [lang]: input.resources },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
  const router = routerFor(
    page.kind === 'home' ? `/${lang}` : `/${lang}/listing/${page.listing.slug}`,
  )
  await router.load()
  // A top-level page: never inside a frame (NotInFrame), links resolved against its URL.
  const view = { location: new URL(input.url) } as unknown as Window & typeof globalThis
  Object.assign(view, { self: view, top: view })
  const global = globalThis as { window?: Window & typeof globalThis }
  global.window = view
  try {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>,
    )
    // The Content-Security-Policy allows no style attributes; the app sets them through the
    // CSSOM and styles.css gives the same boxes.
    return html.replace(/ style="[^"]*"/g, '')
  } finally {
    delete global.window
    queryClient.clear()
  }
}
