/// <reference types="vitest/config" />
import { defineConfig, loadEnv, type PluginOption } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { fileURLToPath, URL } from 'node:url'
import { mockApiPlugin } from './scripts/vite-mock-api.ts'
import { buildVersionPlugin } from './scripts/vite-build-version.ts'
import { bootPlugin } from './scripts/vite-boot.ts'
import { cataloguesPlugin } from './scripts/vite-catalogues.ts'
import { precompressPlugin } from './scripts/vite-precompress.ts'
import { buildMetaPlugin } from './scripts/vite-build-meta.ts'
import { devPagesPlugin } from './scripts/vite-dev-pages.ts'
import { embedLoaderPlugin } from './scripts/vite-embed-loader.ts'
import { schemaDescriptionsPlugin, trimPlugin } from './scripts/vite-trim.ts'
import { chunkGuardPlugin } from './scripts/vite-chunk-guard.ts'
import { prerenderPreviewPlugin } from './scripts/vite-prerender.ts'

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '')
  const mockOn = (env.MOCK_API ?? 'on').toLowerCase() !== 'off'
  const proxyTarget = env.API_PROXY_TARGET
  const proxy =
    !mockOn && proxyTarget
      ? Object.fromEntries(
          ['/api', '/sanctum', '/storage'].map((p) => [
            p,
            { target: proxyTarget, changeOrigin: true },
          ]),
        )
      : undefined
  const listenHost = env.HOST || '127.0.0.1'
  const openToNetwork = !['127.0.0.1', 'localhost', '::1'].includes(listenHost)
  const buildId = env.BUILD_ID || new Date().toISOString().replace(/\D/g, '').slice(0, 14)

  const plugins: PluginOption[] = [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders are split too: what a page needs to load (queries, schemas) arrives with the
      // page, not in the first page's bundle. Intent preloading fetches both ahead of a click.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader'],
          ['component'],
          ['pendingComponent', 'errorComponent', 'notFoundComponent'],
        ],
      },
    }),
    react(),
    trimPlugin(),
    chunkGuardPlugin(),
    cataloguesPlugin(),
    schemaDescriptionsPlugin(),
    buildVersionPlugin(buildId),
    bootPlugin(env.VITE_API_BASE_URL ?? '', '/api/webshop/v1/config', '/api/webshop/v1/listings'),
    precompressPlugin(),
    embedLoaderPlugin(),
    buildMetaPlugin({ apiBaseUrl: env.VITE_API_BASE_URL, sentryDsn: env.VITE_SENTRY_DSN }),
  ]
  if (mockOn) plugins.push(mockApiPlugin(), devPagesPlugin(), prerenderPreviewPlugin())

  return {
    plugins,
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // The form library's devtools reporting, without devtools (src/vendor/devtools-event-client.ts).
        '@tanstack/devtools-event-client': fileURLToPath(
          new URL('./src/vendor/devtools-event-client.ts', import.meta.url),
        ),
      },
    },
    define: { __BUILD_ID__: JSON.stringify(buildId) },
    // The catalogues are read whole (i18next): no named export per top-level key in their chunks.
    json: { namedExports: false },
    // Loopback only unless HOST opens the servers to the network (HOST=0.0.0.0): they serve the
    // mock API and the dev tooling. 127.0.0.1 answers localhost and *.localhost too (multi-tenant
    // shop hosts); Vite's default host check admits those, any host once the network is open.
    server: { host: listenHost, allowedHosts: openToNetwork || undefined, proxy },
    preview: { host: listenHost, allowedHosts: openToNetwork || undefined, proxy },
    build: {
      manifest: true,
      // Maps for error reporting, without the sourceMappingURL comment in every shipped file;
      // written to build-meta/ with the manifest, not deployed (scripts/vite-build-meta.ts).
      sourcemap: 'hidden',
      // Every browser we support preloads modules natively: no polyfill in the entry.
      modulePreload: { polyfill: false },
      target: 'es2022',
      rolldownOptions: {
        // No "significant time in plugins" report when the machine is busy: not the reader's concern.
        checks: { bundlerTimings: false },
        // The API layer (schemas, calls, queries, mutations) and the features' modules run
        // nothing when imported (style sheets aside): a page taking one query from an
        // `@/api/<x>` barrel, or one component from a feature's front door (`@/features/<f>`),
        // does not load the rest of it.
        treeshake: {
          moduleSideEffects: [
            { test: /[\\/]src[\\/]api[\\/]/, sideEffects: false },
            { test: /[\\/]src[\\/]features[\\/].*\.tsx?$/, sideEffects: false },
          ],
        },
        output: {
          // Fewer, larger chunks for what every page needs: the framework in one file and the
          // app's shared code in another compress better than dozens of tiny chunks.
          codeSplitting: {
            groups: [
              {
                name: 'framework',
                // Not what only later pages use (mutations, parallel and suspense queries): those
                // parts travel with the pages that call them.
                test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|react-store|store|query-core|react-query)|i18next|react-i18next|use-sync-external-store|tiny-invariant|tiny-warning|cookie-es|seroval)[\\/](?!.*[\\/](mutationObserver|queriesObserver|useMutation|useQueries|useSuspenseQueries|useSuspenseInfiniteQuery|useInfiniteQuery|infiniteQueryObserver|useMutationState|useIsFetching|HydrationBoundary|hydration|streamedQuery|usePrefetchQuery|usePrefetchInfiniteQuery)\.js)/,
                priority: 20,
              },
              {
                name: 'app',
                // Shared code plus the home page's own modules: the first page needs them all
                // (not the message table and connection notice, fetched after the first render, nor what
                // only later or other pages render: the maps link, the 404 page; nor the full page
                // head, fetched when idle). With the entry and
                // the route definitions (params, search validation, guards; their components and
                // loaders stay split, ?tsr-split=…): one file and one style sheet instead of three
                // and two, each a round trip in HTTP/1.1's six lanes (docs/performance.md, "Files
                // and lanes").
                test: /src[\\/]((lib|components)[\\/](?!sanitize[\\/](dompurify|native)|form[\\/]|reliability[\\/](problems|use-connection|hold-expired|intent)|seo[\\/](?!title|use-private-page)|MapsLink|ui[\\/](ProblemMessage|ChunkError|CalendarDownload|QrCode|CopyButton|ErrorSummary|ContactBox|BookedItemList)|layout[\\/]ShopNotFound|calendar[\\/]|embed[\\/]|format[\\/]phone|time[\\/]hold-clock|storage[\\/](session-store|cart-(ref|key)))|features[\\/]listings[\\/](OverviewPage|ListingCard|Filters|route-data|search|labels|card-picture)|routes[\\/][^?]*$|main\.tsx$|router\.tsx$|routeTree\.gen\.ts$)/,
                priority: 10,
              },
              // The shop layout's own code (its header with the cart button's slot) and the
              // remembered cart reference: every shop page loads both, the listing detail also at
              // once. One file instead of two: on HTTP/1.1's six lanes the listing deep link's
              // calendar came a round trip later with them apart (docs/performance.md, "Files and
              // lanes"). Below `app` in priority: with its dependencies it would take app's modules
              // too. The idle prefetch (lib/loading/idle.ts) is in `app`: the payment link and the
              // booking page need it and not the shop layout (1.1 KiB and a file less for them,
              // 0.25 KiB more for the embeds).
              {
                name: 'shell',
                test: /src[\\/](routes[\\/]\$lang[\\/]_default[\\/]route\.tsx\?tsr-split=component$|lib[\\/]storage[\\/]cart-(ref|key)\.ts$)/,
                priority: 9.5,
              },
              // What the pages that hold or change a cart share (listing detail, booking widget,
              // checkout, cart drawer), in three files instead of about fifteen small ones: the
              // order schemas (also the payment link's), the form library (also the staff's and
              // the booking page's forms), the cart's API, hold clock and hooks (use-cart: its own
              // file would be one more lane on the listing deep link), and the checkout's parts that
              // its steps share (docs/performance.md, "Chunks: what loads where").
              {
                // With the query library's mutations: the pages that change data need both.
                name: 'order-schemas',
                test: /src[\\/]api[\\/](orders[\\/]schema|qr-bill[\\/]schema|share[\\/]split-schema)\.ts$|node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/].*[\\/](mutationObserver|useMutation|useMutationState)\.js/,
                priority: 9,
              },
              // The shop's controls (styles only): the payment link's method choice needs them
              // without the form library, the staff area and the checkout with it.
              {
                name: 'controls',
                test: /src[\\/]lib[\\/]form[\\/]controls\.css$/,
                priority: 8.5,
              },
              {
                name: 'form',
                test: /node_modules[\\/]@tanstack[\\/](react-form|form-core|pacer-lite)[\\/]|src[\\/](lib[\\/]form[\\/][\w-]+\.tsx?|vendor[\\/](form-groups|devtools-event-client)\.ts)$/,
                priority: 8,
              },
              {
                name: 'cart',
                test: /src[\\/](api[\\/](availability|carts|checkout)[\\/](?!.*\.test\.)|lib[\\/](time[\\/]hold-clock|reliability[\\/]hold-expired)\.ts$|features[\\/]cart[\\/]use-cart\.ts$)/,
                priority: 7,
              },
              // The tab-long store under the pay intents and the checkout's drafts: its own small
              // file, so the payment link does not load the checkout's parts and form library.
              {
                name: 'session-store',
                test: /src[\\/]lib[\\/](storage[\\/]session-store|reliability[\\/]intent)\.ts$/,
                priority: 6.7,
              },
              // The payment link and the checkout's payment step share the method choice, the pay
              // intent and the return from the provider: one file, not five small ones.
              {
                name: 'payments',
                test: /src[\\/]features[\\/]payments[\\/](OnlineMethods|TwintMark|LinkMethods|provider|pay-intent)\.tsx?$/,
                priority: 6.6,
              },
              // The stand-ins of the deposit and gift voucher views (their code loads only with an
              // order that has them): apart, so the booking page does not load the checkout's parts
              // and form library with them.
              {
                name: 'payment-parts',
                test: /src[\\/]features[\\/]payments[\\/]lazy-parts\.tsx$/,
                priority: 6.5,
              },
              // Which page embeds a widget: the frame's bridge and the checkout's return link
              // both read it; without a file of its own it would join checkout-parts and bring
              // the form library to every widget page.
              {
                name: 'host-page',
                test: /src[\\/]features[\\/]embed[\\/]host-page\.ts$/,
                priority: 6.5,
              },
              {
                name: 'checkout-parts',
                test: /src[\\/](features[\\/](checkout[\\/](validation|storage|PersonFieldset|CartSummary|SummaryLines|VatRows|format|use-cart-listings)\.tsx?$|embed[\\/]return\.ts$)|lib[\\/]format[\\/]phone\.ts$|components[\\/]ui[\\/]ErrorSummary\.tsx$)/,
                priority: 6,
              },
            ],
          },
        },
      },
    },
    test: {
      environment: 'happy-dom',
      setupFiles: ['./src/testing/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
      restoreMocks: true,
      // A busy 2-core CI machine: a test's first lazy import alone can take seconds; a test waits on
      // conditions (asyncUtilTimeout), this only bounds a hung test.
      testTimeout: 30_000,
      hookTimeout: 30_000,
    },
  }
})
